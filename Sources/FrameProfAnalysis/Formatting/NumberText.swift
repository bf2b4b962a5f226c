import CFrameProfFormat
import Foundation

/// Numbers as reports print them, in two styles and one place: `trimmed` for prose, JSON, findings and
/// `compare` (trailing zeros dropped), `fixed` for table columns (CSV, Markdown, HTML: trailing zeros
/// kept, so columns align and diff cleanly). One value reads the same everywhere.
public enum NumberText {
    /// `value` rounded to `decimals` places with trailing zeros dropped (`2.50` → `2.5`, `3.0` → `3`);
    /// `null` for NaN and infinities, which no format here can hold as a number.
    public static func trimmed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        if let fast = fastTrimmed(value, decimals: decimals) { return fast }
        var text = String(format: "%.\(decimals)f", value)
        if text.utf8.contains(UInt8(ascii: ".")) {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    private static let powers: [Double] = (0...9).map { (0..<$0).reduce(1.0) { r, _ in r * 10 } }

    /// `trimmed` in integer arithmetic: `String(format:)` goes through Foundation's formatter, and
    /// summaries, imports and timelines call this for every number. Nil where it could differ from `%.Nf` (a
    /// product past 2^53, or within 1e-6 of a rounding tie), so the slow path keeps the output identical.
    private static func fastTrimmed(_ value: Double, decimals: Int) -> String? {
        guard decimals >= 0, decimals <= 9 else { return nil }
        let product = value.magnitude * powers[decimals]
        guard product < 9e15 else { return nil }
        let fraction = product - product.rounded(.down)
        guard (fraction - 0.5).magnitude > 1e-6 else { return nil }
        var units = UInt64(product.rounded(.toNearestOrEven))
        var digits = decimals
        while digits > 0, units % 10 == 0 {
            units /= 10
            digits -= 1
        }
        var scale: UInt64 = 1
        for _ in 0..<digits { scale *= 10 }
        var text = units > 0 && value < 0 ? "-" : ""
        text += String(units / scale)
        guard digits > 0 else { return text }
        let part = String(units % scale)
        return text + "." + String(repeating: "0", count: digits - part.count) + part
    }

    /// How `after` differs from `before`: `+2 (+12.5 %)`, `-0.3 (-4 %)`, `0 (0 %)`; no percentage from
    /// a zero. `compare` and the gate's tables print changes through here.
    public static func change(from before: Double, to after: Double) -> String {
        let delta = after - before
        let sign = delta > 0 ? "+" : ""
        let amount = sign + trimmed(delta, decimals: 3)
        guard before != 0 else { return amount }
        return "\(amount) (\(sign)\(trimmed(delta / abs(before) * 100, decimals: 1)) %)"
    }

    /// Bytes as the reports print memory: megabytes (10^6 bytes), one decimal, for a table or a sentence.
    public static func megabytes(_ bytes: Double) -> String {
        fixed(bytes / 1e6, 1)
    }

    /// `value` with `digits` decimals, trailing zeros kept (column-aligned, diff-friendly); "" for NaN.
    /// C's `%.*f` straight into a stack buffer: `String(format:)` goes through Foundation's formatter,
    /// and `withVaList` casts each argument dynamically; a long recording's CSV files print millions of
    /// numbers.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "" }
        let digits = Int32(min(max(digits, 0), 20))
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 352) { buffer -> String in
            let base = buffer.baseAddress!
            let length = cfp_format_fixed(base, buffer.count, digits, value)
            guard length > 0, Int(length) < buffer.count else { return String(format: "%.\(digits)f", value) }
            // "-0.000" is 0 that rounded from a tiny negative: print it unsigned.
            if base[0] == 0x2D, !(1..<Int(length)).contains(where: { base[$0] != 0x30 && base[$0] != 0x2E }) {
                return String(cString: base + 1)
            }
            return String(cString: base)
        }
    }

    /// Nanoseconds as milliseconds with three decimals, for columns.
    public static func ms(ns: Double) -> String { fixed(ns / 1e6, 3) }
    /// Nanoseconds as microseconds with two decimals, for columns.
    public static func us(ns: Double) -> String { fixed(ns / 1e3, 2) }
}
