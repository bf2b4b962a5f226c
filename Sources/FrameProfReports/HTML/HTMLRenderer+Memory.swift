import FrameProfAnalysis
import FrameProfTrace

extension HTMLRenderer {
    /// Colours of the memory parts, the base last; a part has the same colour in every strategy's bar.
    private static let memoryColors = ["#1565c0", "#8d6e63", "#ef6c00", "#2e7d32", "#6a1b9a", "#c62828"]
    private static let baseColor = "#b0b0b5"

    /// What each strategy's modeled peak memory is made of (a stacked bar each and one table); empty when
    /// no strategy's trace wrote the parts.
    func memory(_ report: Report) -> String {
        let rows = report.document.strategies.compactMap { name, s in s.peakMemoryBreakdown.map { (name, $0) } }
        guard !rows.isEmpty else { return "" }
        let device = report.document.device.map { "the \(HTMLText.escape($0)) device profile" } ?? "the device profile"
        let parts = MemoryBreakdown.Part.allCases
        var h = "<section id=\"memory\">\n<h2>What the peak memory holds (modeled)</h2>\n"
        h += "<p class=\"note\">At each strategy's peak, what \(device) charges for what is alive: the view graphs of the rows kept (shown, prefetched or waiting to be let go), the row sizes remembered, platform cells on screen and in pools, layers on screen and the backing stores of what they draw, decoded images, and the app's base. Sizes and lifetimes and their sources: docs/DEVICE-PROFILES.md. Modeled bytes, not this machine's.</p>\n"
        // Bars share one scale, the largest peak's, so their lengths compare across strategies.
        let largest = rows.map { $0.1.total }.max() ?? 1
        for (name, breakdown) in rows {
            var segments = parts.enumerated().map { (label: $1.label, bytes: breakdown[$1], color: Self.memoryColors[$0]) }
            segments.append((label: "base", bytes: breakdown.base, color: Self.baseColor))
            segments.removeAll { $0.bytes <= 0 }
            let total = breakdown.total
            let described = segments.map { "\($0.label) \(Self.megabytes($0.bytes)) MB" }.joined(separator: ", ")
            h += "<h3>\(HTMLText.escape(name)) · \(Self.megabytes(total)) MB</h3>\n"
            h += "<div style=\"max-width:900px\"><div class=\"costbar\" style=\"width:\(NumberText.fixed(100 * total / largest, 3))%\" role=\"img\" aria-label=\"peak memory of \(HTMLText.escape(name)): \(HTMLText.escape(described))\">"
            for segment in segments {
                let share = 100 * segment.bytes / total
                h += "<span style=\"width:\(NumberText.fixed(share, 3))%;background:\(segment.color)\" title=\"\(HTMLText.escape(segment.label)) \(Self.megabytes(segment.bytes)) MB (\(NumberText.fixed(share, 1)) %)\"></span>"
            }
            h += "</div></div>\n"
        }
        h += "<p class=\"legend\">" + parts.enumerated().map { index, part in
            "<span><i class=\"swatch\" style=\"background:\(Self.memoryColors[index])\"></i>\(HTMLText.escape(part.label))</span>"
        }.joined() + "<span><i class=\"swatch\" style=\"background:\(Self.baseColor)\"></i>base</span></p>\n"
        h += "<table class=\"sortable\" id=\"memory-table\">\n<thead><tr><th data-type=\"text\">strategy</th>"
        for part in parts { h += "<th data-type=\"number\">\(HTMLText.escape(part.label)) (MB)</th>" }
        h += "<th data-type=\"number\">base (MB)</th><th data-type=\"number\">peak (MB)</th></tr></thead>\n<tbody>\n"
        for (name, breakdown) in rows {
            h += "<tr><td class=\"text\">\(HTMLText.escape(name))</td>"
            for bytes in parts.map({ breakdown[$0] }) + [breakdown.base, breakdown.total] {
                h += "<td data-value=\"\(bytes)\">\(Self.megabytes(bytes))</td>"
            }
            h += "</tr>\n"
        }
        return h + "</tbody>\n</table>\n</section>\n"
    }

    private static func megabytes(_ bytes: Double) -> String { NumberText.fixed(bytes / 1e6, 1) }
}
