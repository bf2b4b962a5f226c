#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes arriving in order from a file (buffered `read(2)`) or from memory. The reader asks for exact
/// counts; a short answer means the input ended.
final class ByteInput {
    private enum Source {
        case file(Int32)
        case memory([UInt8])
    }

    private let source: Source
    /// Total size when known (files are `fstat`ed, memory is counted).
    let totalSize: UInt64
    private var buffer: UnsafeMutableRawPointer
    private let bufferCapacity = 1 << 20
    private var bufferStart = 0
    private var bufferEnd = 0
    private var memoryOffset = 0
    /// Bytes consumed so far.
    private(set) var position: UInt64 = 0

    init(path: String) throws(TraceReadError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .unreadable(path: path, reason: reason)
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw .unreadable(path: path, reason: "it is a directory, not a trace file")
        }
        source = .file(fd)
        totalSize = UInt64(max(0, info.st_size))
        buffer = .allocate(byteCount: bufferCapacity, alignment: 16)
    }

    init(bytes: [UInt8]) {
        source = .memory(bytes)
        totalSize = UInt64(bytes.count)
        buffer = .allocate(byteCount: 1, alignment: 16)
    }

    deinit {
        if case let .file(fd) = source { close(fd) }
        buffer.deallocate()
    }

    /// Copies up to `count` bytes into `destination`; returns how many arrived.
    func read(into destination: UnsafeMutableRawPointer, count: Int) -> Int {
        switch source {
        case let .memory(bytes):
            let n = min(count, bytes.count - memoryOffset)
            if n > 0 {
                bytes.withUnsafeBytes { raw in
                    destination.copyMemory(from: raw.baseAddress! + memoryOffset, byteCount: n)
                }
                memoryOffset += n
            }
            position += UInt64(max(0, n))
            return max(0, n)
        case let .file(fd):
            var copied = 0
            while copied < count {
                if bufferStart == bufferEnd {
                    // Large requests bypass the buffer; small ones refill it.
                    if count - copied >= bufferCapacity {
                        let n = readFully(fd, destination + copied, count - copied)
                        copied += n
                        break
                    }
                    bufferStart = 0
                    bufferEnd = readFully(fd, buffer, bufferCapacity)
                    if bufferEnd == 0 { break }
                }
                let n = min(count - copied, bufferEnd - bufferStart)
                (destination + copied).copyMemory(from: buffer + bufferStart, byteCount: n)
                bufferStart += n
                copied += n
            }
            position += UInt64(copied)
            return copied
        }
    }

    private func readFully(_ fd: Int32, _ destination: UnsafeMutableRawPointer, _ count: Int) -> Int {
        var total = 0
        while total < count {
            let n = Glibc.read(fd, destination + total, count - total)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            total += n
        }
        return total
    }
}
