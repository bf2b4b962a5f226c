import FrameProfSupport
import FrameProf
import Foundation
@_spi(Nodes) import StackLabCore

/// An image downloaded from a URL, as SwiftUI's `AsyncImage`: it shows its placeholder (or the empty
/// phase) first, and the image on a later transaction, once it arrives — a size change the layout must
/// absorb, and a decode the main thread pays for. The lab downloads nothing: `LabImages` says each URL's
/// pixel size and how long it takes to arrive; a URL it does not know arrives as the device profile's
/// typical photo, and the recording reports it.
nonisolated public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: Double
    let content: (AsyncImagePhase) -> Content
    @State private var phase = AsyncImagePhase.empty
    // Which URL a load was started for. A reference held in state, as SwiftUI keeps its loader: starting
    // a load changes nothing on screen, so it must not run the body again.
    @State private var loader = AsyncImageLoader()

    /// The image at its natural size once loaded, and SwiftUI's placeholder until then: a grey fill that
    /// takes the space it is offered.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.init(url: url, scale: scale) { phase in
            phase.image ?? Image(source: .placeholder)
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
        LabImages.load(url) { size in
            phase.wrappedValue = .success(Image(source: .bitmap(key: url.absoluteString, pixelWidth: size.width, pixelHeight: size.height, scale: scale)))
        }
    }
}

/// Which URL an `AsyncImage` started loading.
final class AsyncImageLoader {
    var started = false
    var requested: URL?
}

