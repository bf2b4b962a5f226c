import Foundation

/// Numbers as reports print them: rounded to a number of decimals, trailing zeros dropped, integral
/// values without a point. JSON, tables, findings and `compare` all go through here, so one value reads
/// the same everywhere.
public enum NumberText {
    /// `value` rounded to `decimals` places with trailing zeros dropped (`2.50` → `2.5`, `3.0` → `3`);
    /// `null` for NaN and infinities, which no format here can hold as a number.
    public static func trimmed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
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
}
