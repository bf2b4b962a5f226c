import Foundation
import FrameProfAnalysis

/// Column formatting shared by the table formats, so CSV, Markdown and HTML show the same digits.
/// (Prose and JSON use `NumberText.trimmed`.)
enum Numbers {
    /// `value` with `digits` decimals, trailing zeros kept (column-aligned, diff-friendly); "" for NaN.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "" }
        let text = String(format: "%.\(digits)f", value)
        return text == "-" + String(format: "%.\(digits)f", 0.0) ? String(text.dropFirst()) : text
    }

    /// Two decimals at most, for prose and cards.
    static func short(_ value: Double) -> String { NumberText.trimmed(value, decimals: 2) }

    /// ns → ms with three decimals.
    static func ms(ns: Double) -> String { fixed(ns / 1e6, 3) }
    /// ns → µs with two decimals.
    static func us(ns: Double) -> String { fixed(ns / 1e3, 2) }
}
