extension Array where Element == UInt8 {
    /// Appends a Unicode scalar value as UTF-8 (U+FFFD for a lone surrogate or an out-of-range value),
    /// for JSON's `\u` escapes and XML's character references alike.
    package mutating func appendUTF8(_ value: UInt32) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        append(contentsOf: UTF8.encode(scalar)!)
    }
}
