@_spi(Simulation) import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabScenarios
@testable import StackLabPricing

@Observable final class ObservedPost {
    var title = "Hello"
    var subtitle = "World"
    var likes = 0
}

/// Reads the title only.
struct TitleView: View {
    let post: ObservedPost
    var body: some View { Text(post.title) }
}

/// Reads the like count only.
struct LikesView: View {
    let post: ObservedPost
    var body: some View { Text("\(post.likes) likes") }
}

/// Reads the subtitle only.
struct SubtitleView: View {
    let post: ObservedPost
    var body: some View { Text(post.subtitle) }
}

struct PostCard: View {
    let post: ObservedPost
    var body: some View {
        VStack {
            TitleView(post: post)
            SubtitleView(post: post)
            LikesView(post: post)
        }
    }
}

/// Reads the post from the environment by its type.
struct EnvironmentPostView: View {
    @Environment(ObservedPost.self) private var post
    var body: some View { Text(post.title) }
}

enum AccentThemeKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    var accentTheme: String {
        get { self[AccentThemeKey.self] }
        set { self[AccentThemeKey.self] = newValue }
    }
}

/// Reads the colour scheme, the locale and a custom key.
struct EnvironmentReader: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.locale) private var locale
    @Environment(\.accentTheme) private var theme
    var body: some View { Text("\(scheme) \(locale.identifier) \(theme)") }
}

@Observable final class Appearance {
    var scheme = ColorScheme.light
}

/// Writes the environment its children read.
struct AppearanceRoot: View {
    let appearance: Appearance
    let post: ObservedPost
    var body: some View {
        VStack {
            EnvironmentReader()
            EnvironmentPostView()
            Text("static")
        }
        .environment(\.colorScheme, appearance.scheme)
        .environment(\.accentTheme, "sunset")
        .environment(\.locale, Locale(identifier: "fr_FR"))
        .environment(post)
    }
}

/// A card style written as teams write one: a modifier that reads the environment and keeps state.
struct SchemeCard: ViewModifier {
    @Environment(\.colorScheme) private var scheme
    @State private var expanded = true
    func body(content: Content) -> some View {
        VStack {
            content
            Text("card \(scheme) \(expanded)")
        }
    }
}

/// Applies the card to a title, under the appearance's scheme.
struct CardRoot: View {
    let appearance: Appearance
    var body: some View {
        Text("title").modifier(SchemeCard()).environment(\.colorScheme, appearance.scheme)
    }
}

/// A model the pre-Observation way.
final class LegacyStore: ObservableObject {
    @Published var count = 0
    @Published var name = "store"
}

struct StoreCounter: View {
    @ObservedObject var store: LegacyStore
    var body: some View { Text("\(store.count)") }
}

struct OwnedStore: View {
    @StateObject private var store = LegacyStore()
    var body: some View { Text("\(store.count)") }
}

struct EnvironmentStore: View {
    @EnvironmentObject var store: LegacyStore
    var body: some View { Text(store.name) }
}

/// A toggle that hands its state to a child through a binding.
struct Expander: View {
    @State private var expanded = false
    var body: some View { ExpanderChild(expanded: $expanded) }
}

struct ExpanderChild: View {
    @Binding var expanded: Bool
    var body: some View {
        Text(expanded ? "Less" : "More").onAppear { expanded = true }
    }
}

/// Data flow as SwiftUI does it: state, bindings, the environment (system values and custom keys),
/// `@Observable` objects tracked per property, and `ObservableObject`s — each change runs exactly the
/// views that read what changed, with a cause that names it.
@Suite struct SwiftUIDataFlowTests {
    /// Runs one transaction after `change`, returning the body evaluations by view and their causes.
    private func evaluations(_ graph: ViewGraph, after change: () -> Void) -> [String: Int] {
        let before = graph.stats.bodyEvaluations
        change()
        graph.update()
        var delta: [String: Int] = [:]
        for (view, count) in graph.stats.bodyEvaluations where count != before[view] { delta[TypeNames.split(view).name] = count - (before[view] ?? 0) }
        return delta
    }

    @Test func anObservablePropertyChangeRunsExactlyTheViewsThatReadItAndNamesIt() {
        RecordingContext().runLab {
            let post = ObservedPost()
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { PostCard(post: post) }
            graph.update()
            #expect(evaluations(graph) { post.likes = 3 } == ["LikesView": 1])
            #expect(evaluations(graph) { post.title = "Changed" } == ["TitleView": 1])
            // Two String properties: the one whose value changed is named, not its sibling.
            #expect(evaluations(graph) { post.subtitle = "Other" } == ["SubtitleView": 1])
            let causes = graph.causes.namedSoFar
            #expect(causes.contains("observable ObservedPost.likes") && causes.contains("observable ObservedPost.title") && causes.contains("observable ObservedPost.subtitle"))
            // A change to nothing read runs nothing.
            #expect(evaluations(graph) {}.isEmpty)
        }
    }

    @Test func environmentValuesReachCellsAndAChangeRunsTheirReaders() {
        RecordingContext().runLab {
            let post = ObservedPost()
            let appearance = Appearance()
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { AppearanceRoot(appearance: appearance, post: post) }
            graph.update()
            let text = nodes(of: TextNode.self, in: graph).map(\.text.string)
            #expect(text[0] == "light fr_FR sunset" && text[1] == "Hello")
            // A new colour scheme from above runs the root that writes it and the reader that reads it,
            // with the key as the reader's cause; the rest are skipped.
            #expect(evaluations(graph) { appearance.scheme = .dark } == ["AppearanceRoot": 1, "EnvironmentReader": 1])
            #expect(nodes(of: TextNode.self, in: graph)[0].text.string == "dark fr_FR sunset")
            #expect(graph.causes.namedSoFar.contains("environment colorScheme"))
            // The environment object is tracked like any observable.
            #expect(evaluations(graph) { post.title = "Bonjour" } == ["EnvironmentPostView": 1])
        }
    }

    @Test func aModifierReadsTheEnvironmentAndKeepsStateAsAViewDoes() {
        RecordingContext().runLab {
            let appearance = Appearance()
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { CardRoot(appearance: appearance) }
            graph.update()
            #expect(nodes(of: TextNode.self, in: graph).map(\.text.string) == ["title", "card light true"])
            // The scheme from above reaches the modifier's body, as SwiftUI gives a modifier its environment.
            let counted = evaluations(graph) { appearance.scheme = .dark }
            #expect(counted["CardRoot"] == 1 && counted["SchemeCard"] == 1)
            #expect(nodes(of: TextNode.self, in: graph).map(\.text.string) == ["title", "card dark true"])
        }
    }

    @Test func observableObjectsAnnounceTheirChangesToTheViewsThatHoldThem() {
        RecordingContext().runLab {
            let store = LegacyStore()
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) {
                VStack {
                    StoreCounter(store: store)
                    OwnedStore()
                    EnvironmentStore()
                }
                .environmentObject(store)
            }
            graph.update()
            let counted = evaluations(graph) { store.count = 5 }
            #expect(counted["StoreCounter"] == 1 && counted["EnvironmentStore"] == 1 && counted["OwnedStore"] == nil)
            #expect(nodes(of: TextNode.self, in: graph)[0].text.string == "5")
            #expect(graph.causes.namedSoFar.contains("published LegacyStore.count"))
        }
    }

    @Test func aBindingWritesTheStateItCameFrom() {
        RecordingContext().runLab {
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { Expander() }
            graph.update()
            graph.runAfterCommit()
            #expect(evaluations(graph) {}["Expander"] == 1)
            #expect(nodes(of: TextNode.self, in: graph)[0].text.string == "Less")
        }
    }

    @Test func anAsyncImageShowsItsPlaceholderThenItsImageOnALaterTransactionAndTheRowGrows() throws {
        try RecordingContext().runLab {
            VirtualClock.set(1_000_000_000)
            let url = try #require(URL(string: "https://cdn.example.com/photo-test.jpg"))
            LabImages.register(url, width: 1200, height: 900, latency: 0.1)
            let graph = ViewGraph(screen: Size(width: 400, height: 800)) {
                VStack(spacing: 0) {
                    AsyncImage(url: url) { image in
                        image.resizable().scaledToFit()
                    } placeholder: {
                        Color.gray.frame(height: 44)
                    }
                }
            }
            graph.profile = DeviceProfile.builtIn(named: "iphone-12")
            let runner = TransactionRunner(graph: graph, rate: .hz60, time: .virtual)
            runner.checksDeadlines = false
            runner.runTransaction()
            #expect(graph.root.frame.height == 44)
            // Frames pass; the image arrives 100 ms after it was asked for, and the next transaction
            // lays the row out at the image's 4:3 ratio across the 400 pt width.
            var transactions = 0
            while graph.root.frame.height == 44, transactions < 20 {
                let start = runner.nextStart(notBefore: VirtualClock.now + 16_666_667)
                if graph.clock.hasTimer(dueBy: start) || graph.needsTransaction { runner.runTransaction(at: start) } else { VirtualClock.advance(by: 16_666_667) }
                transactions += 1
            }
            #expect(graph.root.frame.height == 300)
            #expect(graph.causes.namedSoFar.contains { $0.hasPrefix("state AsyncImage") && $0.hasSuffix(".phase") })
            // The decoded photo is alive with its view: 4 bytes a pixel toward the modeled memory, and
            // nothing once the view is gone.
            #expect(graph.liveImageBytes == 1200 * 900 * 4)
            let profile = try #require(graph.profile)
            let memory = profile.memoryBytes(views: graph.liveViews, cachedSizes: 0, hostedCells: 0, renderCommands: 0, imageBytes: graph.liveImageBytes)
            #expect(memory - profile.memoryBytes(views: graph.liveViews, cachedSizes: 0, hostedCells: 0, renderCommands: 0) == 4_320_000)
            graph.root.teardown()
            #expect(graph.liveImageBytes == 0 && graph.liveViews == 0)
        }
    }

    @Test func aPictureNobodyRegisteredIsPricedAtTheProfilesStatedSizeAndCounted() throws {
        try RecordingContext().runLab {
            VirtualClock.set(1_000_000_000)
            let url = try #require(URL(string: "https://cdn.example.com/never-registered.jpg"))
            let graph = ViewGraph(screen: Size(width: 400, height: 800)) {
                VStack(spacing: 0) {
                    Image("never-registered-icon")
                    AsyncImage(url: url) { image in
                        image.resizable().scaledToFit()
                    } placeholder: {
                        Color.gray.frame(height: 44)
                    }
                }
            }
            // The profile states the sizes: an 800 × 600 photo and a 30 pt icon instead of the standard ones.
            var profile = try #require(DeviceProfile.builtIn(named: "iphone-12"))
            profile.unregisteredImages.photoWidth = 800
            profile.unregisteredImages.photoHeight = 600
            profile.unregisteredImages.iconPoints = 30
            graph.profile = profile
            graph.work.ledger = PriceLedger()
            let runner = TransactionRunner(graph: graph, rate: .hz60, time: .virtual)
            runner.checksDeadlines = false
            runner.runTransaction()
            // The icon is laid out at the stated side, never 0 × 0.
            #expect(graph.root.frame.height == 30 + 44)
            var transactions = 0
            while graph.root.frame.height == 30 + 44, transactions < 40 {
                let start = runner.nextStart(notBefore: VirtualClock.now + 16_666_667)
                if graph.clock.hasTimer(dueBy: start) || graph.needsTransaction { runner.runTransaction(at: start) } else { VirtualClock.advance(by: 16_666_667) }
                transactions += 1
            }
            // The photo arrives at 4:3 across 400 pt, is decoded by its 0.48 megapixels and holds 4 bytes a pixel.
            #expect(graph.root.frame.height == 30 + 300)
            #expect(graph.liveImageBytes == 800 * 600 * 4)
            let decode = try #require(graph.work.ledger?.microseconds["image_decode_per_megapixel"])
            #expect(abs(decode - 0.48 * profile.prices[.imageDecodePerMegapixel]) < 0.25 * 0.48 * profile.prices[.imageDecodePerMegapixel], "\(decode) µs")
            // Both are counted, each once, for the recording's finding.
            #expect(graph.observations.unregisteredImages == ["asset:never-registered-icon", url.absoluteString])
        }
    }
}
