import FrameProfSupport
import Foundation
import FrameProfTrace

/// The directory a report is written into. Small files are written whole; large ones (trace exports)
/// stream through a `FileStream` so memory does not grow with the trace. It remembers what it wrote, so
/// the HTML page links exactly this run's files and never a stale one left on disk.
public final class ReportOutput {
    /// The directory.
    public let directory: String
    /// Paths (relative to the directory) written so far, in order. Locked: per-strategy files are
    /// opened from the threads that record or export them.
    public var written: [String] { writtenPaths.withLock { $0 } }
    private let writtenPaths = Locked<[String]>([])

    /// Creates the directory if needed.
    public init(directory: String) throws {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw ReportError("cannot create the report directory \(directory): \(error.localizedDescription)")
        }
    }

    /// The full path of `relativePath`.
    public func path(_ relativePath: String) -> String {
        (directory as NSString).appendingPathComponent(relativePath)
    }

    /// Writes `text` to `relativePath` (creating its folder).
    public func write(_ text: String, to relativePath: String) throws {
        let stream = try self.stream(to: relativePath)
        stream.write(text)
        try stream.close()
    }

    /// Opens `relativePath` for a large file written piece by piece; the caller closes it.
    public func stream(to relativePath: String) throws -> FileStream {
        let stream = try FileStream(path: path(relativePath))
        writtenPaths.withLock { $0.append(relativePath) }
        return stream
    }
}

/// A buffered file writer: bytes collect in a 1 MiB buffer and go to the file in large writes.
public final class FileStream {
    private let handle: UnsafeMutablePointer<FILE>
    private var buffer: [UInt8] = []
    private let path: String
    private var failed = false

    /// Opens (truncates) `path`, creating its folder.
    public init(path: String) throws {
        self.path = path
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard let handle = fopen(path, "wb") else {
            throw ReportError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        self.handle = handle
        buffer.reserveCapacity(1 << 20)
    }

    /// Appends UTF-8 text.
    @inline(__always)
    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 20 { flush() }
    }

    /// Appends raw bytes.
    @inline(__always)
    public func write(bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 20 { flush() }
    }

    /// Appends an unsigned integer in decimal without allocating: digits go in backwards, then the
    /// appended run is reversed in place.
    @inline(__always)
    public func write(decimal value: UInt64) {
        let start = buffer.count
        var v = value
        repeat {
            buffer.append(UInt8(48 + v % 10))
            v /= 10
        } while v > 0
        buffer[start...].reverse()
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        if fwrite(buffer, 1, buffer.count, handle) != buffer.count { failed = true }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes; throws if any write failed.
    public func close() throws {
        flush()
        if fclose(handle) != 0 { failed = true }
        if failed { throw ReportError("writing \(path) failed: \(String(cString: strerror(errno)))") }
    }
}
