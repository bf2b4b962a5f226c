import FrameProfAnalysis

extension HTMLRenderer {
    /// The counters an app recorded (`FrameProf.counter`), one sortable table per strategy that has
    /// any; empty when none has.
    func counters(_ report: Report) -> String {
        let counted = report.strategies.enumerated().filter { !$0.element.counters.isEmpty }
        guard !counted.isEmpty else { return "" }
        var h = "<section id=\"counters\">\n<h2>Counters</h2>\n"
        h += "<p class=\"note\">Values the recording counted by name, in the counter's own unit. Click a column to sort.</p>\n"
        for (index, s) in counted {
            h += "<h3>\(HTMLText.escape(s.name))</h3>\n"
            h += "<table class=\"sortable\" id=\"counters-\(index)\"><thead><tr><th data-type=\"text\">counter</th>"
            h += Self.numberHeaders(CounterColumn.all.map(\.title)) + "</tr></thead>\n<tbody>\n"
            for series in s.counters {
                h += "<tr><td class=\"name\">\(HTMLText.escape(series.name))</td>"
                h += Self.numberCells(CounterColumn.all.map { $0.cell(series) }) + "</tr>\n"
            }
            h += "</tbody></table>\n"
        }
        return h + "</section>\n"
    }
}
