import FrameProfSupport
import Foundation
import StackLabPricing
@_spi(Nodes) import StackLabCore

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

    /// A load with no URL to load (`AsyncImage(url: nil)`), which fails as SwiftUI's does.
    public struct LoadError: Error, CustomStringConvertible {
        /// The URL asked for: nil.
        public let url: URL?

        /// What went wrong.
        public var description: String {
            url.map { "the image at \($0.absoluteString) failed to load" } ?? "no URL"
        }
    }

    /// Starts a load: `completion` runs on the graph's thread at the first transaction after the
    /// latency, with the pixel size. A URL nobody registered arrives as the device profile's typical photo
    /// and is counted, so the recording prices it and says so instead of leaving it free.
    static func load(_ url: URL, completion: @escaping (CGSize) -> Void) {
        let entry = entries.withLock { $0[url.absoluteString] }
        let latency = entry?.latencySeconds ?? defaultLatency.withLock { $0 }
        let graph = ViewGraph.current
        let size = entry.map { CGSize(width: $0.width, height: $0.height) } ?? {
            graph?.observations.unregisteredImage(url.absoluteString)
            let typical = graph?.work.unregisteredImages ?? DeviceProfile.UnregisteredImages()
            return CGSize(width: typical.photoWidth, height: typical.photoHeight)
        }()
        guard let graph else { return completion(size) }
        graph.clock.schedule(afterNanoseconds: UInt64(max(0, latency) * 1e9)) {
            completion(size)
        }
    }
}
