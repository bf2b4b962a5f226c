import FrameProfAnalysis
import FrameProfTrace

extension HTMLRenderer {
    /// Colours of the memory parts in `MemoryBreakdown.entries`' order, the base's grey last; a part has
    /// the same colour in every strategy's bar.
    private static let memoryColors = ["#1565c0", "#8d6e63", "#ef6c00", "#2e7d32", "#6a1b9a", "#c62828", "#b0b0b5"]

    /// What each strategy's modeled peak memory is made of (a stacked bar each and one table); empty when
    /// no strategy's trace wrote the parts.
    func memory(_ report: Report) -> String {
        let rows = report.document.strategies.compactMap { name, s in s.peakMemoryBreakdown.map { (name, $0) } }
        guard !rows.isEmpty else { return "" }
        let device = report.document.device.map { "the \(HTMLText.escape($0)) device profile" } ?? "the device profile"
        let names = MemoryBreakdown().entries.map(\.name)
        var h = "<section id=\"memory\">\n<h2>What the peak memory holds (modeled)</h2>\n"
        h += "<p class=\"note\">At each strategy's peak, what \(device) charges for what is alive: the view graphs of the rows kept (shown, prefetched or waiting to be let go), the row sizes remembered, platform cells on screen and in pools, layers on screen and the backing stores of what they draw, decoded images, and the app's base. Sizes and lifetimes and their sources: docs/DEVICE-PROFILES.md. Modeled bytes, not this machine's.</p>\n"
        // Bars share one scale, the largest peak's, so their lengths compare across strategies.
        let largest = max(1, rows.map { $0.1.total }.max() ?? 1)
        for (name, breakdown) in rows {
            let total = breakdown.total
            let segments = zip(breakdown.entries, Self.memoryColors).filter { $0.0.bytes > 0 }
                .map { (label: MemoryBreakdown.label($0.0.name), bytes: $0.0.bytes, color: $0.1) }
            let described = segments.map { "\($0.label) \(NumberText.megabytes($0.bytes)) MB" }.joined(separator: ", ")
            h += "<h3>\(HTMLText.escape(name)) · \(NumberText.megabytes(total)) MB</h3>\n"
            h += "<div style=\"max-width:900px\"><div class=\"costbar\" style=\"width:\(NumberText.fixed(100 * total / largest, 3))%\" role=\"img\" aria-label=\"peak memory of \(HTMLText.escape(name)): \(HTMLText.escape(described))\">"
            for segment in segments {
                let share = 100 * segment.bytes / total
                h += "<span style=\"width:\(NumberText.fixed(share, 3))%;background:\(segment.color)\" title=\"\(HTMLText.escape(segment.label)) \(NumberText.megabytes(segment.bytes)) MB (\(NumberText.fixed(share, 1)) %)\"></span>"
            }
            h += "</div></div>\n"
        }
        h += "<p class=\"legend\">" + zip(names, Self.memoryColors).map { name, color in
            "<span><i class=\"swatch\" style=\"background:\(color)\"></i>\(HTMLText.escape(MemoryBreakdown.label(name)))</span>"
        }.joined() + "</p>\n"
        h += "<table class=\"sortable\" id=\"memory-table\">\n<thead><tr><th data-type=\"text\">strategy</th>"
        for name in names { h += "<th data-type=\"number\">\(HTMLText.escape(MemoryBreakdown.label(name))) (MB)</th>" }
        h += "<th data-type=\"number\">peak (MB)</th></tr></thead>\n<tbody>\n"
        for (name, breakdown) in rows {
            h += "<tr><td class=\"text\">\(HTMLText.escape(name))</td>"
            for bytes in breakdown.entries.map(\.bytes) + [breakdown.total] {
                h += "<td data-value=\"\(bytes)\">\(NumberText.megabytes(bytes))</td>"
            }
            h += "</tr>\n"
        }
        return h + "</tbody>\n</table>\n</section>\n"
    }
}
