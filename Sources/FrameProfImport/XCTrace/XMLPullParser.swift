import FrameProfTrace
import FrameProfSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small streaming XML reader for `xctrace export` output: elements, attributes, text, the five named
/// entities and numeric references, comments, processing instructions, CDATA and a DOCTYPE. It keeps only
/// the unread tail of the input (one token at most plus a block), so memory does not grow with the file.
/// Namespaces and DTD entities are not interpreted; xctrace writes neither.
struct XMLPullParser {
    /// What the parser hands its delegate.
    enum Event {
        case start(name: String, attributes: [(String, String)], selfClosing: Bool)
        case end(name: String)
        case text(String)
    }

    private let input: ByteStreamReader
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    /// Reused for every tag, so a tag's attributes cost no allocation of their own.
    private var attributes: [(String, String)] = []
    /// 1-based line of the current position, for error messages.
    private(set) var line = 1
    private var countedUpTo = 0

    init(input: ByteStreamReader) {
        self.input = input
    }

    /// Reads to the end, calling `handle` per event; throws with the line on malformed XML.
    mutating func parse(_ handle: (Event) throws(ImportError) -> Void) throws(ImportError) {
        while true {
            if position >= buffer.count {
                guard try fill() else { return }
            }
            if buffer[position] == 60 {
                guard let end = try find(62, from: position + 1) else {
                    throw error("the file ends inside a tag (a cut-off export)")
                }
                try markup(from: position, to: end, handle)
            } else {
                let end = try find(60, from: position) ?? buffer.count
                let text = buffer[position..<end]
                countLines(to: end)
                position = end
                if text.contains(where: { $0 != 32 && $0 != 10 && $0 != 13 && $0 != 9 }) {
                    try handle(.text(try decode(text)))
                }
            }
        }
    }

    /// Finds `byte` at or after `from`, reading more input as needed; nil at the end of the input.
    private mutating func find(_ byte: UInt8, from: Int) throws(ImportError) -> Int? {
        var searchFrom = from
        while true {
            let hit = buffer.withUnsafeBufferPointer { all -> Int? in
                guard searchFrom < all.count, let base = all.baseAddress,
                      let found = memchr(base + searchFrom, Int32(byte), all.count - searchFrom) else { return nil }
                return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
            if let hit { return hit }
            searchFrom = buffer.count
            let offset = position
            guard try fill() else { return nil }
            searchFrom -= offset
        }
    }

    /// Drops what was read and appends the next block; false at the end of the input.
    private mutating func fill() throws(ImportError) -> Bool {
        if atEnd { return false }
        countLines(to: position)
        buffer.removeFirst(position)
        countedUpTo -= position
        position = 0
        let block = try input.nextBlock()
        if block.isEmpty {
            atEnd = true
            return false
        }
        buffer.append(contentsOf: block)
        return true
    }

    private mutating func countLines(to end: Int) {
        guard end > countedUpTo else { return }
        let from = countedUpTo
        line += buffer.withUnsafeBufferPointer { all in
            var newlines = 0
            for p in from..<end where all[p] == 10 { newlines += 1 }
            return newlines
        }
        countedUpTo = end
    }

    private func error(_ what: String) -> ImportError {
        ImportError("\(input.name):\(line): \(what)")
    }

    private mutating func markup(from start: Int, to end: Int, _ handle: (Event) throws(ImportError) -> Void) throws(ImportError) {
        countLines(to: start)
        let next = start + 1 < buffer.count ? buffer[start + 1] : 0
        if next == 63 { // <? … ?>
            position = end + 1
            return
        }
        if next == 33 { // <!-- -->, <![CDATA[ ]]>, <!DOCTYPE >
            // Reading on may move the buffer: after a find, `position` (still the `<`) is the start.
            if buffer[start...].starts(with: Array("<!--".utf8)) {
                guard let close = try findSequence(Array("-->".utf8), from: start + 4) else { throw error("the file ends inside a comment") }
                position = close + 3
            } else if buffer[start...].starts(with: Array("<![CDATA[".utf8)) {
                guard let close = try findSequence(Array("]]>".utf8), from: start + 9) else { throw error("the file ends inside CDATA") }
                let text = String(decoding: buffer[(position + 9)..<close], as: UTF8.self)
                position = close + 3
                try handle(.text(text))
            } else {
                position = end + 1
            }
            return
        }
        var p = position + 1
        if next == 47 { // </name>
            p += 1
            let nameStart = p
            while p < end, !Self.isSpace(buffer[p]) { p += 1 }
            position = end + 1
            try handle(.end(name: String(decoding: buffer[nameStart..<p], as: UTF8.self)))
            return
        }
        // A `>` inside a quoted attribute value does not end the tag.
        var tagEnd = end
        while let resume = unbalancedQuote(from: position + 1, to: tagEnd) {
            guard let further = try find(62, from: resume) else { throw error("the file ends inside a tag's attribute value") }
            tagEnd = further
        }
        p = position + 1
        let nameStart = p
        while p < tagEnd, !Self.isSpace(buffer[p]), buffer[p] != 47 { p += 1 }
        let name = String(decoding: buffer[nameStart..<p], as: UTF8.self)
        guard !name.isEmpty else { throw error("a tag without a name") }
        attributes.removeAll(keepingCapacity: true)
        let selfClosing = buffer[tagEnd - 1] == 47
        let limit = selfClosing ? tagEnd - 1 : tagEnd
        while true {
            while p < limit, Self.isSpace(buffer[p]) { p += 1 }
            if p >= limit { break }
            let keyStart = p
            while p < limit, buffer[p] != 61, !Self.isSpace(buffer[p]) { p += 1 }
            let key = String(decoding: buffer[keyStart..<p], as: UTF8.self)
            while p < limit, Self.isSpace(buffer[p]) { p += 1 }
            guard p < limit, buffer[p] == 61 else { throw error("attribute \(key) of <\(name)> has no value") }
            p += 1
            while p < limit, Self.isSpace(buffer[p]) { p += 1 }
            guard p < limit, buffer[p] == 34 || buffer[p] == 39 else { throw error("attribute \(key) of <\(name)> is not quoted") }
            let quote = buffer[p]
            p += 1
            let valueStart = p
            while p < limit, buffer[p] != quote { p += 1 }
            guard p < limit else { throw error("attribute \(key) of <\(name)> is not closed") }
            attributes.append((key, try decode(buffer[valueStart..<p])))
            p += 1
        }
        position = tagEnd + 1
        try handle(.start(name: name, attributes: attributes, selfClosing: selfClosing))
        if selfClosing { try handle(.end(name: name)) }
    }

    /// The position after an unclosed quote between `from` and `to`, or nil when quotes balance.
    private func unbalancedQuote(from: Int, to: Int) -> Int? {
        buffer.withUnsafeBufferPointer { all in
            var quote: UInt8 = 0
            for p in from..<to {
                let c = all[p]
                if quote == 0 {
                    if c == 34 || c == 39 { quote = c }
                } else if c == quote {
                    quote = 0
                }
            }
            return quote == 0 ? nil : to + 1
        }
    }

    private mutating func findSequence(_ sequence: [UInt8], from: Int) throws(ImportError) -> Int? {
        var searchFrom = from
        while true {
            if buffer.count - searchFrom >= sequence.count {
                for i in searchFrom...(buffer.count - sequence.count) where buffer[i] == sequence[0] {
                    if buffer[i..<(i + sequence.count)].elementsEqual(sequence) { return i }
                }
                searchFrom = buffer.count - sequence.count + 1
            }
            let offset = position
            guard try fill() else { return nil }
            searchFrom = max(0, searchFrom - offset)
        }
    }

    private static func isSpace(_ c: UInt8) -> Bool {
        c == 32 || c == 10 || c == 13 || c == 9
    }

    /// Text with `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and `&#…;` references replaced.
    private func decode(_ bytes: ArraySlice<UInt8>) throws(ImportError) -> String {
        guard bytes.contains(38) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            guard bytes[i] == 38, let semicolon = bytes[i...].firstIndex(of: 59), semicolon - i <= 12 else {
                out.append(bytes[i])
                i += 1
                continue
            }
            let name = String(decoding: bytes[(i + 1)..<semicolon], as: UTF8.self)
            switch name {
            case "lt": out.append(60)
            case "gt": out.append(62)
            case "amp": out.append(38)
            case "quot": out.append(34)
            case "apos": out.append(39)
            default:
                let number: UInt32? = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16)
                    : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
                guard let number, Unicode.Scalar(number) != nil else { throw error("unknown entity &\(name);") }
                out.appendUTF8(number)
            }
            i = semicolon + 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
