/// A reader of one line's text fields that reads literals and numbers without making strings: the import
/// reads millions of lines, and building a `String` per field would be most of its cost.
struct TextFieldReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    var atEnd: Bool { position >= bytes.count }
    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Consumes `literal` if the bytes continue with it.
    mutating func take(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        let start = literal.utf8Start
        for i in 0..<count where bytes[position + i] != start[i] { return false }
        position += count
        return true
    }

    /// Whether the bytes from `position` start with `literal` (nothing consumed).
    func startsWith(_ literal: StaticString) -> Bool {
        var copy = self
        return copy.take(literal)
    }

    mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == 32 || bytes[position] == 9 { position += 1 }
    }

    /// Consumes bytes up to (not including) the next space or tab; returns their range.
    mutating func token() -> Range<Int> {
        let start = position
        while position < bytes.count, bytes[position] != 32, bytes[position] != 9 { position += 1 }
        return start..<position
    }

    /// Consumes a non-negative or negative decimal integer.
    mutating func int() -> Int? {
        var negative = false
        var p = position
        if p < bytes.count, bytes[p] == 45 { negative = true; p += 1 }
        let digitsStart = p
        var value = 0
        while p < bytes.count, bytes[p] &- 48 < 10 {
            let (m, o1) = value.multipliedReportingOverflow(by: 10)
            let (a, o2) = m.addingReportingOverflow(Int(bytes[p] &- 48))
            if o1 || o2 { return nil }
            value = a
            p += 1
        }
        guard p > digitsStart else { return nil }
        position = p
        return negative ? -value : value
    }

    /// Consumes a number as Swift prints a `Double` (`370.0`, `-12.5`, `1.5e-05`, `inf`, `nan`).
    mutating func double() -> Double? {
        var p = position
        var negative = false
        if p < bytes.count, bytes[p] == 45 || bytes[p] == 43 { negative = bytes[p] == 45; p += 1 }
        var scan = TextFieldReader(bytes, at: p)
        if scan.take("inf") {
            position = scan.position
            return negative ? -.infinity : .infinity
        }
        if scan.take("nan") {
            position = scan.position
            return .nan
        }
        var mantissa: UInt64 = 0
        var exponent = 0
        var digits = 0
        let start = p
        while p < bytes.count, bytes[p] &- 48 < 10 {
            if digits < 19 { mantissa = mantissa * 10 + UInt64(bytes[p] &- 48); digits += mantissa == 0 ? 0 : 1 } else { exponent += 1 }
            p += 1
        }
        var sawDigit = p > start
        if p < bytes.count, bytes[p] == 46 {
            p += 1
            let fractionStart = p
            while p < bytes.count, bytes[p] &- 48 < 10 {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(bytes[p] &- 48); digits += mantissa == 0 ? 0 : 1; exponent -= 1 }
                p += 1
            }
            sawDigit = sawDigit || p > fractionStart
        }
        guard sawDigit else { return nil }
        if p < bytes.count, bytes[p] == 101 || bytes[p] == 69 {
            var e = TextFieldReader(bytes, at: p + 1)
            if e.peek == 43 { e.position += 1 }
            guard let power = e.int() else { return nil }
            exponent += power
            p = e.position
        }
        position = p
        let value = Self.scale(Double(mantissa), exponent)
        return negative ? -value : value
    }

    private static let powers: [Double] = (0...22).map { pow10Exact($0) }

    private static func pow10Exact(_ n: Int) -> Double {
        var v = 1.0
        for _ in 0..<n { v *= 10 }
        return v
    }

    /// `value × 10^exponent`, dividing by an exact power of ten where it can so `147.5` stays exact.
    private static func scale(_ value: Double, _ exponent: Int) -> Double {
        if exponent == 0 || value == 0 { return value }
        if exponent > 0 {
            return exponent <= 22 ? value * powers[exponent] : value * pow10Exact(exponent)
        }
        let e = -exponent
        if e <= 22 { return value / powers[e] }
        var v = value
        var remaining = e
        while remaining > 22 { v /= powers[22]; remaining -= 22 }
        return v / powers[remaining]
    }

    /// The bytes in `range` as a string.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
