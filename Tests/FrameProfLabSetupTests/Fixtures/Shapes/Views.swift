import SwiftUI

struct PostRow: View {
    let post: Post
    @Binding var isExpanded: Bool
    var onTap: (Post) -> Void
    var onLongPress: (() -> Void)?
    @Environment(Feed.self) private var feed
    @EnvironmentObject var counter: Counter
    @State private var hovering = false
    @Environment(\.colorScheme) var scheme
    var body: some View { VStack { Text(post.title); TagList(tags: Array(post.tags)) } }
}

struct TagList: View {
    let tags: [String]
    var body: some View { HStack { ForEach(tags, id: \.self) { Text($0) } } }
}

struct CounterRow: View {
    @StateObject var counter: Counter
    var body: some View { Text("\(counter.count)") }
}

struct TitleRow: View {
    let title: Text
    let overloaded: Overloaded
    init(_ title: String, overloaded: Overloaded) { self.title = Text(title); self.overloaded = overloaded }
    init(title: Text, overloaded: Overloaded) { self.title = title; self.overloaded = overloaded }
    var body: some View { title }
}

extension PostRow {
    struct Badge: View {
        let kind: Post.Kind
        var body: some View { Text(kind.rawValue) }
    }
}

struct DerivedRow: View {
    let derived: Derived
    var body: some View { Text("\(derived.x)") }
}

struct BoxRow: View {
    let box: Box<Int>
    var body: some View { Text("\(box.value)") }
}

/// A row of models from the other file: one decoded, one with its own decoding made by its initializer.
struct PlaceRow: View {
    let location: Location
    let price: Price
    let note: String?
    var body: some View { Text("\(location.latitude) \(price.cents) \(note ?? "")") }
}

/// A screen: left out, with the reason.
struct PlacesScreen: View {
    let places: [Location]
    var body: some View { List(places, id: \.latitude) { Text("\($0.latitude)") } }
}
