import Foundation

/// Number formatting shared by every text format, so CSV, Markdown and HTML show the same digits.
enum Numbers {
    /// `value` with `digits` decimals, trailing zeros kept (column-aligned, diff-friendly); "" for NaN.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "" }
        let text = String(format: "%.\(digits)f", value)
        return text == "-" + String(format: "%.\(digits)f", 0.0) ? String(format: "%.\(digits)f", 0.0) : text
    }

    /// Up to two decimals, trailing zeros dropped, for prose and cards.
    static func short(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Up to three decimals, trailing zeros dropped (compact JSON for the HTML timeline).
    static func short4(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// ns → ms with three decimals.
    static func ms(ns: Double) -> String { fixed(ns / 1e6, 3) }
    /// ns → µs with two decimals.
    static func us(ns: Double) -> String { fixed(ns / 1e3, 2) }
}
