import Foundation

/// A new folder in the temporary directory for files a command needs only while it runs (a gate's own
/// recordings), removed when the command is done with it, so nothing is left behind.
package final class ScratchDirectory: Sendable {
    /// The folder's path.
    package let path: String

    /// Makes `frameprof-PURPOSE-<unique>` in the temporary directory.
    package init(purpose: String) throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("frameprof-\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Removes the folder and everything in it.
    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
