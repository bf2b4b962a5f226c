import FrameProfLab

// A team's app-wide models as its cells use them in Swift 6 mode: main-actor classes that every row
// shares, read through an observed object, an environment object and the environment.

/// App-wide settings every row observes, as an app's root injects them.
@MainActor final class AppSettings: ObservableObject {
    @Published var largeAvatars = false
    @Published var timesShown = 0
}

/// A timeline every row reads its unread count from, through `@EnvironmentObject`.
@MainActor final class TimelineModel: ObservableObject {
    @Published var unread = 0
}

/// The same kind of store as an `@Observable` model, read through `@Environment(TimelineStore.self)`.
@MainActor @Observable final class TimelineStore {
    var selected: Int?
    var likes: [Int: Int] = [:]
}

/// A main-actor helper called from `body` and from a property initializer.
@MainActor func relativeTime(_ minutes: Int) -> String {
    minutes < 60 ? "\(minutes)m" : "\(minutes / 60)h"
}

/// A main-actor cache a row's property initializer reaches.
@MainActor final class AvatarCache {
    static let shared = AvatarCache()
    private var sizes: [Int: Int] = [:]

    func size(for id: Int) -> Int {
        if let size = sizes[id] { return size }
        let size = 32 + id % 3 * 8
        sizes[id] = size
        return size
    }
}

/// A row of a team's own, written for the iOS 18 SDK in Swift 6 mode: it calls main-actor code from
/// `body` and from a property initializer, observes an object every row shares, reads another from the
/// environment and an `@Observable` store from the environment, and keeps per-row state.
struct SharedModelRow: View {
    let card: Card
    @ObservedObject var settings: AppSettings
    @EnvironmentObject private var timeline: TimelineModel
    @Environment(TimelineStore.self) private var store
    @StateObject private var loader = IconLoader()
    private let avatar = AvatarCache.shared.size(for: 0)

    var body: some View {
        let likes = store.likes[card.id, default: 0]
        HStack(spacing: 12) {
            Circle().frame(width: CGFloat(settings.largeAvatars ? 48 : avatar), height: CGFloat(avatar))
            VStack(alignment: .leading, spacing: 4) {
                Text(card.title).font(.headline)
                Text("\(relativeTime(card.id % 180)) · \(likes) likes · \(timeline.unread) unread")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(card.detail.split(separator: " ").prefix(6).joined(separator: " "))
            }
        }
        .padding(.vertical, 6)
        .onAppear {
            loader.load(card.id)
            settings.timesShown += 1
            if card.id % 50 == 0 { timeline.unread += 1 }
            if card.id % 7 == 0 { store.likes[card.id, default: 0] += 1 }
        }
    }
}

/// A row's icon loader, made once per row identity.
@MainActor final class IconLoader: ObservableObject {
    @Published var loaded: Int?

    func load(_ id: Int) {
        if loaded != id { loaded = id }
    }
}

/// A cell that traps when it shows row 500 under the strategy `FRAMEPROF_TEST_LAB_TRAP` names, for the
/// test of a strategy that crashes (each strategy records in its own process, which has
/// `FRAMEPROF_STRATEGY` set).
struct TrappingRow: View {
    let card: Card

    var body: some View {
        let environment = ProcessInfo.processInfo.environment
        if card.id == 500, let strategy = environment["FRAMEPROF_STRATEGY"], strategy == environment["FRAMEPROF_TEST_LAB_TRAP"] {
            fatalError("row 500 under \(strategy)")
        }
        return CardRow(card: card)
    }
}

/// A card inside a generic frame of a team's own, whose content type is long: a name reports fold.
struct Framed<Content: View>: View {
    let content: Content

    var body: some View {
        content.padding(.horizontal, 4).background(Color.white).overlay(alignment: .topTrailing) { Text("★").font(.caption) }
    }
}
