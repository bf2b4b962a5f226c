#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrameProfSupport

/// Bytes arriving in order from a file, standard input (`-`) or memory, through one fixed buffer: a
/// gigabyte input costs a megabyte of memory. The trace reader asks for exact counts (`read(into:)`, a
/// short answer means the input ended); the importers take a block at a time (`next()`).
public final class ByteStreamReader {
    /// The input as messages name it: the path, "standard input" for `-`, or "memory".
    public let name: String
    /// Total size when known (files are `fstat`ed, memory is counted); 0 for a pipe.
    public let totalSize: UInt64
    /// Bytes handed to the caller so far.
    public private(set) var bytesRead: UInt64 = 0
    /// -1 for memory: nothing to refill from.
    private let fd: Int32
    private let ownsDescriptor: Bool
    private let buffer: UnsafeMutableRawBufferPointer
    private var bufferStart = 0
    private var bufferEnd = 0

    /// Opens `path`, or standard input for `-`. A directory is refused here, with its reason.
    public init(path: String, blockSize: Int = 1 << 20) throws(ByteStreamError) {
        name = Self.describe(path)
        if path == "-" {
            fd = 0
            ownsDescriptor = false
            totalSize = 0
        } else {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw ByteStreamError(path: path, reason: String(cString: strerror(errno))) }
            var info = stat()
            guard fstat(fd, &info) == 0 else {
                let reason = String(cString: strerror(errno))
                close(fd)
                throw ByteStreamError(path: path, reason: reason)
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                close(fd)
                throw ByteStreamError(path: path, reason: "it is a directory", isDirectory: true)
            }
            self.fd = fd
            ownsDescriptor = true
            totalSize = UInt64(max(0, info.st_size))
        }
        buffer = .allocate(byteCount: max(blockSize, 64), alignment: 16)
    }

    /// Reads `bytes` (a trace in memory, a fuzzer's input): the buffer holds them all from the start.
    public init(bytes: [UInt8]) {
        name = "memory"
        fd = -1
        ownsDescriptor = false
        totalSize = UInt64(bytes.count)
        buffer = .allocate(byteCount: max(bytes.count, 1), alignment: 16)
        buffer.copyBytes(from: bytes)
        bufferEnd = bytes.count
    }

    deinit {
        if ownsDescriptor { close(fd) }
        buffer.deallocate()
    }

    /// How messages name `path`: itself, or "standard input" for `-`.
    public static func describe(_ path: String) -> String {
        path == "-" ? "standard input" : path
    }

    /// Copies up to `count` bytes into `destination`; returns how many arrived (fewer only at the end of
    /// the input, or where it could no longer be read).
    public func read(into destination: UnsafeMutableRawPointer, count: Int) -> Int {
        var copied = 0
        while copied < count {
            if bufferStart == bufferEnd {
                // Large requests bypass the buffer; small ones refill it.
                if count - copied >= buffer.count {
                    copied += (try? fill(destination + copied, count - copied)) ?? 0
                    break
                }
                guard ((try? refill()) ?? 0) > 0 else { break }
            }
            let n = min(count - copied, bufferEnd - bufferStart)
            (destination + copied).copyMemory(from: buffer.baseAddress! + bufferStart, byteCount: n)
            bufferStart += n
            copied += n
        }
        bytesRead += UInt64(copied)
        return copied
    }

    /// The next block of bytes, empty at the end of the input; valid until the next call.
    public func next() throws(ByteStreamError) -> UnsafeBufferPointer<UInt8> {
        if bufferStart == bufferEnd { _ = try refill() }
        let block = UnsafeRawBufferPointer(rebasing: buffer[bufferStart..<bufferEnd]).bindMemory(to: UInt8.self)
        bytesRead += UInt64(block.count)
        bufferStart = bufferEnd
        return block
    }

    /// The first `byte` at or after `from`, by `memchr` (vectorised in libc).
    @inline(__always)
    public static func index(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard from < buffer.count, let base = buffer.baseAddress else { return nil }
        guard let hit = memchr(base + from, Int32(byte), buffer.count - from) else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// Refills the drained buffer with one read: 0 at the end of the input (and always for memory).
    private func refill() throws(ByteStreamError) -> Int {
        bufferStart = 0
        bufferEnd = 0
        bufferEnd = try fill(buffer.baseAddress!, buffer.count, whole: false)
        return bufferEnd
    }

    /// Reads into `destination` until `count` bytes or the end (`whole`), or once (a pipe's next block).
    private func fill(_ destination: UnsafeMutableRawPointer, _ count: Int, whole: Bool = true) throws(ByteStreamError) -> Int {
        guard fd >= 0 else { return 0 }
        var total = 0
        while total < count {
            let n = Glibc.read(fd, destination + total, count - total)
            if n < 0 && errno == EINTR { continue }
            if n < 0 {
                throw ByteStreamError(path: name, reason: "reading failed after \(bytesRead + UInt64(total)) bytes: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            total += n
            if !whole { break }
        }
        return total
    }
}

/// An input that cannot be opened or read; each reader words it for its own kind of file.
public struct ByteStreamError: FrameProfError, Sendable {
    /// An input that cannot be opened or read.
    public var code: ErrorCode { .unreadable }
    /// The file.
    public var context: ErrorContext { ErrorContext(file: path) }

    /// The path as given (or "standard input").
    public let path: String
    /// The system's reason.
    public let reason: String
    /// The path is a directory, which some commands take in place of a file.
    public var isDirectory = false

    /// `cannot read PATH: REASON`; readers usually word it for their own kind of file.
    public var description: String { "cannot read \(path): \(reason)" }
}
