#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or standard input read in fixed 1 MiB blocks, so a gigabyte log costs a megabyte of memory.
/// Readers see the bytes of one line (or one block) at a time and never the whole input.
public final class ByteInput {
    /// The input as messages name it: the path, or "standard input" for `-`.
    public let name: String
    private let fd: Int32
    private let ownsDescriptor: Bool
    private var block: UnsafeMutableBufferPointer<UInt8>
    /// Bytes read so far.
    public private(set) var bytesRead: UInt64 = 0

    /// Opens `path`, or standard input for `-`.
    public init(path: String, blockSize: Int = 1 << 20) throws(ImportError) {
        name = Self.describe(path)
        if path == "-" {
            fd = 0
            ownsDescriptor = false
        } else {
            fd = open(path, O_RDONLY)
            guard fd >= 0 else {
                throw ImportError("cannot read \(path): \(String(cString: strerror(errno))); expected a log or xctrace export file, or - for standard input")
            }
            ownsDescriptor = true
        }
        block = .allocate(capacity: max(blockSize, 64))
    }

    /// How messages name `path`: itself, or "standard input" for `-`.
    public static func describe(_ path: String) -> String {
        path == "-" ? "standard input" : path
    }

    deinit {
        if ownsDescriptor { close(fd) }
        block.deallocate()
    }

    /// The next block of bytes, empty at the end of the input. The buffer is valid until the next call.
    public func next() throws(ImportError) -> UnsafeBufferPointer<UInt8> {
        while true {
            let n = read(fd, block.baseAddress, block.count)
            if n < 0 {
                if errno == EINTR { continue }
                throw ImportError("reading \(name) failed after \(bytesRead) bytes: \(String(cString: strerror(errno)))")
            }
            bytesRead += UInt64(n)
            return UnsafeBufferPointer(rebasing: block[0..<n])
        }
    }

    /// Calls `body` with every line (without its `\n` or `\r\n`) and its 1-based number. A line longer
    /// than `maxLineLength` is cut there (its rest is dropped) so one runaway line cannot take the memory.
    /// `prefix` is read first: bytes a caller already took with `next()` to sniff the format.
    public func forEachLine(prefix: [UInt8] = [], maxLineLength: Int = 1 << 20,
                            _ body: (UnsafeBufferPointer<UInt8>, Int) throws(ImportError) -> Void) throws(ImportError) {
        var carry: [UInt8] = []
        var carryTruncated = false
        var number = 0
        func emit(_ line: UnsafeBufferPointer<UInt8>) throws(ImportError) {
            number += 1
            var count = line.count
            if count > 0, line[count - 1] == 13 { count -= 1 }
            try body(UnsafeBufferPointer(rebasing: line[0..<count]), number)
        }
        var pending = prefix
        while true {
            let chunk: UnsafeBufferPointer<UInt8>
            if pending.isEmpty {
                chunk = try next()
            } else {
                // Moved into the block buffer so the loop below sees one kind of chunk.
                let count = min(pending.count, block.count)
                _ = block.initialize(from: pending[0..<count])
                pending.removeFirst(count)
                chunk = UnsafeBufferPointer(rebasing: block[0..<count])
            }
            if chunk.isEmpty { break }
            var start = 0
            while start < chunk.count {
                guard let newline = Self.index(of: 10, in: chunk, from: start) else {
                    let room = maxLineLength - carry.count
                    if room > 0 { carry.append(contentsOf: chunk[start..<min(chunk.count, start + room)]) }
                    if chunk.count - start > room { carryTruncated = true }
                    break
                }
                if carry.isEmpty {
                    try emit(UnsafeBufferPointer(rebasing: chunk[start..<newline]))
                } else {
                    if !carryTruncated { carry.append(contentsOf: chunk[start..<min(newline, start + maxLineLength - carry.count)]) }
                    // A local copy, because `emit` must not see `carry` change under it.
                    let line = carry
                    carry.removeAll(keepingCapacity: true)
                    carryTruncated = false
                    try line.withUnsafeBufferPointer { buffer throws(ImportError) in try emit(buffer) }
                }
                start = newline + 1
            }
        }
        if !carry.isEmpty {
            let line = carry
            try line.withUnsafeBufferPointer { buffer throws(ImportError) in try emit(buffer) }
        }
    }

    /// The first `byte` at or after `from`, by `memchr` (vectorised in libc).
    @inline(__always)
    static func index(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard from < buffer.count, let base = buffer.baseAddress else { return nil }
        guard let hit = memchr(base + from, Int32(byte), buffer.count - from) else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
}

/// An input that cannot be imported, as a full sentence naming the file (and line, where there is one).
public struct ImportError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public let description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
