import FrameProfSupport
import Foundation

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
        graph.clock.schedule(afterNanoseconds: UInt64(max(0, latency) * 1e9)) {
            completion(entry.map { CGSize(width: $0.width, height: $0.height) })
        }
    }
}
