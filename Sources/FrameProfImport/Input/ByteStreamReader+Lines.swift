import FrameProfTrace

/// The importers' side of `ByteStreamReader`: errors worded for a log or an export, and lines.
extension ByteStreamReader {
    /// Opens `path` (or standard input for `-`) for an import.
    static func forImport(path: String, blockSize: Int) throws(ImportError) -> ByteStreamReader {
        do {
            return try ByteStreamReader(path: path, blockSize: blockSize)
        } catch {
            throw ImportError("cannot read \(path): \(error.reason); expected a log or xctrace export file, or - for standard input")
        }
    }

    /// The next block, empty at the end; a read error is worded for an import.
    func nextBlock() throws(ImportError) -> UnsafeBufferPointer<UInt8> {
        do {
            return try next()
        } catch {
            throw ImportError("reading \(name) failed: \(error.reason)")
        }
    }

    /// Calls `body` with every line (without its `\n` or `\r\n`) and its 1-based number. A line longer
    /// than `maxLineLength` is cut there (its rest is dropped) so one runaway line cannot take the memory.
    /// `prefix` is read first: bytes a caller already took with `nextBlock()` to sniff the format.
    func forEachLine(prefix: [UInt8] = [], maxLineLength: Int = 1 << 20,
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
        func split(_ chunk: UnsafeBufferPointer<UInt8>) throws(ImportError) {
            var start = 0
            while start < chunk.count {
                guard let newline = Self.index(of: 10, in: chunk, from: start) else {
                    let room = maxLineLength - carry.count
                    if room > 0 { carry.append(contentsOf: chunk[start..<min(chunk.count, start + room)]) }
                    if chunk.count - start > room { carryTruncated = true }
                    return
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
        try prefix.withUnsafeBufferPointer { buffer throws(ImportError) in try split(buffer) }
        while true {
            let chunk = try nextBlock()
            if chunk.isEmpty { break }
            try split(chunk)
        }
        if !carry.isEmpty {
            let line = carry
            try line.withUnsafeBufferPointer { buffer throws(ImportError) in try emit(buffer) }
        }
    }
}
