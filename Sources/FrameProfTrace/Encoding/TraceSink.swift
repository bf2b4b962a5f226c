#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FrameProfSupport

/// Where encoded trace bytes go. Writes arrive whole chunks at a time from one thread (the trace
/// writer), so a sink never sees a chunk split between two calls.
public protocol TraceSink: AnyObject, Sendable {
    /// Appends bytes to the trace.
    func write(_ bytes: UnsafeRawBufferPointer) throws(TraceWriteError)
    /// Finishes the trace; no writes follow.
    func close() throws(TraceWriteError)
}

/// A failure to write a trace, with the path and the system's reason.
public struct TraceWriteError: FrameProfError, Sendable {
    /// A trace that cannot be written.
    public var code: ErrorCode { .unwritable }

    /// A full sentence naming what failed.
    public var description: String

    /// Creates an error with a full-sentence description.
    public init(_ description: String) {
        self.description = description
    }
}

/// Writes the trace to a file with plain `write(2)` calls, one per chunk, so that whatever was written
/// before a crash is on disk in whole chunks (a torn last chunk fails its checksum and is reported).
public final class FileSink: TraceSink {
    /// The file being written.
    public let path: String
    private let descriptor: Locked<Int32>

    /// Creates (or truncates) the file at `path`.
    public init(path: String) throws(TraceWriteError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw TraceWriteError("cannot create the trace file \(path): \(String(cString: strerror(errno)))")
        }
        self.path = path
        descriptor = Locked(fd)
    }

    /// Writes all bytes, retrying short writes and interrupted calls.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(TraceWriteError) {
        let result: TraceWriteError? = descriptor.withLock { fd in
            guard fd >= 0 else { return TraceWriteError("the trace file \(path) was already closed") }
            var offset = 0
            while offset < bytes.count {
                let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return TraceWriteError("cannot write the trace file \(path): \(String(cString: strerror(errno)))")
                }
                offset += n
            }
            return nil
        }
        if let result { throw result }
    }

    /// Closes the file.
    public func close() throws(TraceWriteError) {
        let failed = descriptor.withLock { fd -> Bool in
            guard fd >= 0 else { return false }
            let rc = Glibc.close(fd)
            fd = -1
            return rc != 0
        }
        if failed {
            throw TraceWriteError("cannot close the trace file \(path): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        try? close()
    }
}

/// Keeps the trace in memory, for tests and for programs that ship traces elsewhere themselves.
public final class MemorySink: TraceSink {
    private let storage = Locked<[UInt8]>([])

    /// Creates an empty sink.
    public init() {}

    /// The bytes written so far.
    public var bytes: [UInt8] { storage.withLock { $0 } }

    /// Appends bytes.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(TraceWriteError) {
        storage.withLock { $0.append(contentsOf: bytes) }
    }

    /// Does nothing: memory needs no closing.
    public func close() throws(TraceWriteError) {}
}
