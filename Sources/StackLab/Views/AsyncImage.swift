import FrameProfSupport
import FrameProf
import Foundation

/// An image downloaded from a URL, as SwiftUI's `AsyncImage`: it shows its placeholder (or the empty
/// phase) first, and the image on a later transaction, once it arrives — a size change the layout must
/// absorb, and a decode the main thread pays for. The lab downloads nothing: `LabImages` says each URL's
/// pixel size and how long it takes to arrive; a URL it does not know fails after that delay.
nonisolated public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: Double
    let content: (AsyncImagePhase) -> Content
    @State private var phase = AsyncImagePhase.empty
    // Which URL a load was started for. A reference held in state, as SwiftUI keeps its loader: starting
    // a load changes nothing on screen, so it must not run the body again.
    @State private var loader = AsyncImageLoader()

    /// The image at its natural size once loaded, and a grey placeholder until then.
    public init(url: URL?, scale: CGFloat = 1) where Content == _ConditionalContent<Image, Color> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { image } else { Color(white: 0.9) }
        }
    }

    /// `content` of the image once loaded, `placeholder` until then (and after a failure).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }

    /// Content for each phase of the load: empty, success with the image, or failure.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = Double(scale)
        self.content = content
    }

    /// The phase's content; on first appearance the load starts, and a new URL (a row's view given
    /// another post) shows the empty phase until its own image arrives, as SwiftUI's does.
    public var body: some View {
        let current = !loader.started || loader.requested == url
        if !current, let graph = ViewGraph.current {
            graph.afterCommit.append { load() }
        }
        return content(current ? phase : .empty).onAppear { load() }
    }

    private func load() {
        guard !loader.started || loader.requested != url else { return }
        if loader.started { phase = .empty }
        loader.started = true
        loader.requested = url
        guard let url else {
            phase = .failure(LabImages.LoadError(url: nil))
            return
        }
        let phase = $phase
        let scale = self.scale
        LabImages.load(url) { result in
            switch result {
            case let .some(size):
                phase.wrappedValue = .success(Image(source: .bitmap(key: url.absoluteString, pixelWidth: size.width, pixelHeight: size.height, scale: scale)))
            case .none:
                phase.wrappedValue = .failure(LabImages.LoadError(url: url))
            }
        }
    }
}

/// Which URL an `AsyncImage` started loading.
final class AsyncImageLoader {
    var started = false
    var requested: URL?
}

/// Where an `AsyncImage`'s load is.
public enum AsyncImagePhase: @unchecked Sendable {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed.
    case failure(Error)

    /// The image, once loaded.
    public var image: Image? {
        if case let .success(image) = self { return image }
        return nil
    }

    /// The error, after a failure.
    public var error: Error? {
        if case let .failure(error) = self { return error }
        return nil
    }
}

/// The images `AsyncImage` can load in the lab: each URL's pixel size and how long it takes to arrive.
/// A lab registers the images its rows show (from the rows' own data) before recording.
public enum LabImages {
    struct Entry {
        var width: Double
        var height: Double
        var latencySeconds: Double
    }

    private static let entries = Locked([String: Entry]())
    private static let defaultLatency = Locked(0.25)

    /// Registers `url` as an image of `width` × `height` pixels arriving `latency` seconds after it is
    /// asked for (default: `defaultLatency`).
    public static func register(_ url: URL, width: Int, height: Int, latency: Double? = nil) {
        let latency = latency ?? defaultLatency.withLock { $0 }
        entries.withLock { $0[url.absoluteString] = Entry(width: Double(width), height: Double(height), latencySeconds: latency) }
    }

    /// How long images take to arrive when registered without a latency: 0.25 s unless set (an
    /// estimate: a CDN round trip and transfer on a phone's network).
    public static func setDefaultLatency(_ seconds: Double) {
        defaultLatency.withLock { $0 = seconds }
    }

    /// An image the lab has no size for, or a nil URL.
    public struct LoadError: Error, CustomStringConvertible {
        /// The URL asked for.
        public let url: URL?

        /// What went wrong, and the fix.
        public var description: String {
            url.map { "the lab has no image registered for \($0.absoluteString); register it with LabImages.register(_:width:height:)" } ?? "no URL"
        }
    }

    /// Starts a load: `completion` runs on the graph's thread at the first transaction after the
    /// latency, with the pixel size, or nil for an unknown URL.
    static func load(_ url: URL, completion: @escaping (CGSize?) -> Void) {
        let entry = entries.withLock { $0[url.absoluteString] }
        let latency = entry?.latencySeconds ?? defaultLatency.withLock { $0 }
        guard let graph = ViewGraph.current else {
            completion(entry.map { CGSize(width: $0.width, height: $0.height) })
            return
        }
        graph.schedule(afterNanoseconds: UInt64(max(0, latency) * 1e9)) {
            completion(entry.map { CGSize(width: $0.width, height: $0.height) })
        }
    }
}
