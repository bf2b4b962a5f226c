import CFrameProfFormat
import Foundation
import FrameProfAnalysis

/// Column formatting shared by the table formats, so CSV, Markdown and HTML show the same digits.
/// (Prose and JSON use `NumberText.trimmed`.)
enum Numbers {
    /// `value` with `digits` decimals, trailing zeros kept (column-aligned, diff-friendly); "" for NaN.
    /// C's `%.*f` straight into a stack buffer: `String(format:)` goes through Foundation's formatter,
    /// and `withVaList` casts each argument dynamically; a long recording's CSV files print millions of
    /// numbers.
    static func fixed(_ value: Double, _ digits: Int) -> String {
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

    /// Two decimals at most, for prose and cards.
    static func short(_ value: Double) -> String { NumberText.trimmed(value, decimals: 2) }

    /// ns → ms with three decimals.
    static func ms(ns: Double) -> String { fixed(ns / 1e6, 3) }
    /// ns → µs with two decimals.
    static func us(ns: Double) -> String { fixed(ns / 1e3, 2) }
}
