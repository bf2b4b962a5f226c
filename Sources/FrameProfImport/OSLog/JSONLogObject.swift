/// The fields the import needs from one `log show --style json|ndjson` entry object, read straight from
/// its bytes: top-level string members are decoded, every other value is skipped without being built.
struct JSONLogObject {
    /// `eventMessage`, decoded.
    var message: [UInt8]?
    /// `timestamp` (`2025-03-02 10:15:01.123456-0800`), in nanoseconds.
    var timeNs: Int64?
    /// `eventType` (`logEvent`, `signpostEvent`, `activityCreateEvent`, …).
    var eventType: String?

    /// Reads an object's bytes (from its `{` to its `}`); nil with the reason when they are not one.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONLogObject, Failure> {
        var p = JSONCursor(bytes: bytes)
        var object = JSONLogObject()
        p.skipWhitespace()
        guard p.take(123) else { return .failure(Failure(reason: "expected a JSON object")) }
        p.skipWhitespace()
        if p.take(125) { return .success(object) }
        while true {
            p.skipWhitespace()
            guard let key = p.string() else { return .failure(Failure(reason: "expected a quoted member name")) }
            p.skipWhitespace()
            guard p.take(58) else { return .failure(Failure(reason: "expected `:` after a member name")) }
            p.skipWhitespace()
            switch String(decoding: key, as: UTF8.self) {
            case "eventMessage":
                guard let value = p.string() else {
                    if p.skipValue() { break }
                    return .failure(Failure(reason: "eventMessage is not valid JSON"))
                }
                object.message = value
            case "timestamp":
                if let value = p.string() {
                    object.timeNs = value.withUnsafeBufferPointer { buffer in
                        var s = ByteScanner(buffer)
                        return LogTimestamp.date(&s)
                    }
                } else if !p.skipValue() {
                    return .failure(Failure(reason: "timestamp is not valid JSON"))
                }
            case "eventType":
                if let value = p.string() { object.eventType = String(decoding: value, as: UTF8.self) } else if !p.skipValue() {
                    return .failure(Failure(reason: "eventType is not valid JSON"))
                }
            default:
                guard p.skipValue() else { return .failure(Failure(reason: "a member's value is not valid JSON")) }
            }
            p.skipWhitespace()
            if p.take(44) { continue }
            if p.take(125) { return .success(object) }
            return .failure(Failure(reason: "expected `,` or `}` between members"))
        }
    }

    /// Why an object could not be read.
    struct Failure: Error {
        let reason: String
    }
}

/// A position in JSON bytes.
struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 32, 9, 10, 13: position += 1
            default: return
            }
        }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// A string's decoded UTF-8 bytes, or nil (position unchanged) when no string starts here.
    mutating func string() -> [UInt8]? {
        guard position < bytes.count, bytes[position] == 34 else { return nil }
        var p = position + 1
        var out: [UInt8] = []
        while p < bytes.count {
            let c = bytes[p]
            if c == 34 {
                position = p + 1
                return out
            }
            if c != 92 {
                out.append(c)
                p += 1
                continue
            }
            guard p + 1 < bytes.count else { return nil }
            let e = bytes[p + 1]
            p += 2
            switch e {
            case 110: out.append(10)
            case 116: out.append(9)
            case 114: out.append(13)
            case 98: out.append(8)
            case 102: out.append(12)
            case 117:
                guard var scalar = hex4(at: p) else { return nil }
                p += 4
                if (0xD800..<0xDC00).contains(scalar), p + 6 <= bytes.count, bytes[p] == 92, bytes[p + 1] == 117,
                   let low = hex4(at: p + 2), (0xDC00..<0xE000).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    p += 6
                }
                ByteScanner.appendUTF8(scalar, to: &out)
            default: out.append(e)
            }
        }
        return nil
    }

    private func hex4(at p: Int) -> UInt32? {
        guard p + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for i in 0..<4 {
            let c = bytes[p + i]
            let d: UInt32
            switch c {
            case 48...57: d = UInt32(c - 48)
            case 65...70: d = UInt32(c - 55)
            case 97...102: d = UInt32(c - 87)
            default: return nil
            }
            value = value << 4 | d
        }
        return value
    }

    /// Skips one value of any kind; false when it is not valid.
    mutating func skipValue() -> Bool {
        skipWhitespace()
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case 34:
            return string() != nil
        case 123, 91:
            var depth = 0
            var inString = false
            while position < bytes.count {
                let c = bytes[position]
                position += 1
                if inString {
                    if c == 92 { position += 1 } else if c == 34 { inString = false }
                    continue
                }
                switch c {
                case 34: inString = true
                case 123, 91: depth += 1
                case 125, 93:
                    depth -= 1
                    if depth == 0 { return true }
                default: break
                }
            }
            return false
        default:
            let start = position
            while position < bytes.count {
                switch bytes[position] {
                case 44, 125, 93, 32, 9, 10, 13: return position > start
                default: position += 1
                }
            }
            return position > start
        }
    }
}
