import FrameProfAnalysis
import FrameProfBudgets
import FrameProfCompare

/// `compare.html`: one self-contained page for two recordings: per strategy the overlaid hitch
/// timelines, the changed metrics with the gate's verdicts, body and layout time of A against B sorted
/// by the largest difference, and the differential flame graph when both were sampled.
public struct CompareHTMLRenderer: Sendable {
    /// Rows per view or layout table; the rest are in compare.json.
    public var maxRows = 200

    /// Creates the renderer.
    public init() {}

    /// The page; `files` are the other files written beside it, linked at the end.
    public func html(_ c: RecordingComparison, files: [String]) -> String {
        let a = c.a.summary, b = c.b.summary
        var page = HTMLPage(title: "frameprof compare — \(a.scenario) → \(b.scenario)", heading: "frameprof compare: \(a.scenario)", css: Self.css)
        page.meta = "<p class=\"meta\"><span class=\"side-a\">A</span> \(HTMLText.escape(a.path)) · \(HTMLText.escape(a.settings.description))</p>\n"
        page.meta += "<p class=\"meta\"><span class=\"side-b\">B</span> \(HTMLText.escape(b.path)) · \(HTMLText.escape(b.settings.description))</p>\n"
        if !c.settingChanges.isEmpty {
            page.notes += "<p class=\"note-warning\">The recordings were made differently (\(HTMLText.escape(c.settingChanges.joined(separator: "; ")))): differences include that change, not only the code's.</p>\n"
        }
        for (side, names) in [("A", c.onlyA), ("B", c.onlyB)] where !names.isEmpty {
            page.notes += "<p class=\"note-warning\">Only \(side) has \(HTMLText.escape(names.joined(separator: ", "))); not compared.</p>\n"
        }
        var h = overview(c)
        for (index, s) in c.strategies.enumerated() { h += strategy(s, index: index, significance: c.significance) }
        h += fileList(files)
        page.body = h
        page.timelineData = timelineData(c)
        return page.html
    }

    /// One card per strategy: how many metrics regressed, improved or stayed within noise.
    private func overview(_ c: RecordingComparison) -> String {
        var h = "<section id=\"overview\">\n<h2>Verdict</h2>\n<div class=\"cards\">\n"
        for s in c.strategies {
            let counts = Dictionary(grouping: s.changedMetrics, by: \.verdict).mapValues(\.count)
            let band = (counts[.regressed] ?? 0) > 0 ? "critical" : (counts[.improved] ?? 0) > 0 ? "good" : ""
            h += "<div class=\"card \(band)\"><h3>\(HTMLText.escape(s.name))</h3><p>"
            let words: [(ChangeVerdict, String)] = [(.regressed, "regressed"), (.improved, "improved"), (.withinNoise, "within noise"),
                                                    (.untested, "untested (too few runs)"), (.changed, "changed")]
            let parts = words.compactMap { verdict, word in counts[verdict].map { "\($0) \(word)" } }
            h += parts.isEmpty ? "no metric changed" : HTMLText.escape(parts.joined(separator: " · "))
            if let ratio = s.metrics.first(where: { $0.key == "hitch_time_ratio_ms_per_s" }) {
                h += "<br>hitch time ratio \(CompareTextRenderer.number(ratio.a)) → \(CompareTextRenderer.number(ratio.b)) ms/s"
            }
            h += "</p></div>\n"
        }
        return h + "</div>\n</section>\n"
    }

    private func strategy(_ s: StrategyDiff, index: Int, significance: Double) -> String {
        let name = HTMLText.escape(s.name)
        var h = "<section class=\"strategy\" id=\"strategy-\(index)\">\n<h2>\(name)</h2>\n"
        for note in s.notes { h += "<p class=\"note\">\(HTMLText.escape(note))</p>\n" }
        if !s.framesA.isEmpty || !s.framesB.isEmpty {
            h += "<p class=\"legend\"><span><i class=\"swatch\" style=\"background:rgba(0,122,255,0.45)\"></i>A frame</span>"
            h += "<span><i class=\"swatch\" style=\"background:rgba(255,149,0,0.45)\"></i>B frame</span>"
            h += "<span><i class=\"swatch\" style=\"background:#0040a0\"></i>A hitch ▲</span><span><i class=\"swatch\" style=\"background:#c84600\"></i>B hitch ▲ (second row)</span>"
            h += "<span>both from their first frame; dashed: P and 2P; wheel or buttons zoom, drag pans</span></p>\n"
            h += "<figure class=\"timeline overlay\" data-index=\"\(index)\" data-strategy=\"\(name)\"><h3>\(name): A and B overlaid</h3>"
            h += "<div class=\"controls\"><button class=\"zoom-in\">zoom in</button><button class=\"zoom-out\">zoom out</button><button class=\"zoom-reset\">reset</button></div>"
            h += "<canvas role=\"img\" aria-label=\"frame durations of \(name) in A and B\"></canvas></figure>\n"
        }
        h += metricTable(s, index: index, significance: significance)
        if let views = s.views { h += durationTable(views, title: "Body time per view", id: "views-diff-\(index)", label: "view") }
        if let measures = s.measures { h += durationTable(measures, title: "Measure time per layout", id: "measure-diff-\(index)", label: "layout") }
        if let places = s.places { h += durationTable(places, title: "Place time per layout", id: "place-diff-\(index)", label: "layout") }
        if let flame = s.flame { h += flameGraph(flame, index: index) }
        return h + "</section>\n"
    }

    private func metricTable(_ s: StrategyDiff, index: Int, significance: Double) -> String {
        let changed = s.changedMetrics
        var h = "<h3>Metrics that changed</h3>\n"
        h += "<p class=\"note\">\(s.metrics.count - changed.count) of \(s.metrics.count) metrics are equal. Counts and the virtual clock repeat exactly, so any change is real; wall-clock times need \(RankTest.minimumRuns) runs a side for the gate's rank test (one-sided, significance \(NumberText.trimmed(significance, decimals: 3))).</p>\n"
        guard !changed.isEmpty else { return h }
        h += "<table class=\"sortable\" id=\"metrics-\(index)\"><thead><tr><th data-type=\"text\">metric</th>"
        for title in ["A", "B", "B − A", "change (%)"] { h += "<th data-type=\"number\">\(title)</th>" }
        h += "<th data-type=\"text\" class=\"text\">verdict</th></tr></thead>\n<tbody>\n"
        for m in changed {
            h += "<tr class=\"\(m.verdict.rawValue)\"><td class=\"text\">\(HTMLText.escape(m.key))</td>"
            h += cell(m.a, trimmed: true) + cell(m.b, trimmed: true) + cell(m.difference, signed: true, trimmed: true)
            h += cell(m.percent, signed: true, decimals: 1)
            h += "<td class=\"text verdict\">\(HTMLText.escape(CompareTextRenderer.verdictText(m)))</td></tr>\n"
        }
        return h + "</tbody></table>\n"
    }

    private func durationTable(_ diff: DurationDiff, title: String, id: String, label: String) -> String {
        var h = "<h3>\(title)</h3>\n"
        guard !diff.rows.isEmpty else { return h + "<p class=\"note\">No intervals in either recording.</p>\n" }
        if diff.rows.count > maxRows { h += "<p class=\"note\">The \(maxRows) largest differences of \(diff.rows.count); compare.json lists all.</p>\n" }
        h += "<input class=\"filter\" type=\"search\" placeholder=\"filter \(label)s\" data-table=\"\(id)\">\n"
        h += "<table class=\"sortable\" id=\"\(id)\"><thead><tr><th data-type=\"text\">\(label)</th>"
        for t in ["count A", "count B", "total A (ms)", "total B (ms)", "B − A (ms)", "change (%)", "avg A (µs)", "avg B (µs)"] {
            h += "<th data-type=\"number\">\(t)</th>"
        }
        h += "</tr></thead>\n<tbody>\n"
        for row in diff.rows.prefix(maxRows) {
            let tone = row.differenceNs > 0 ? "grew" : row.differenceNs < 0 ? "shrank" : ""
            h += "<tr class=\"\(tone)\"><td class=\"name\">\(HTMLText.typeName(row.name))</td>"
            h += cell(Double(row.countA), decimals: 0) + cell(Double(row.countB), decimals: 0)
            h += cell(Double(row.totalNsA) / 1e6) + cell(Double(row.totalNsB) / 1e6) + cell(row.differenceNs / 1e6, signed: true)
            h += cell(row.percent, signed: true, decimals: 1) + cell(row.meanNsA / 1e3, decimals: 2) + cell(row.meanNsB / 1e3, decimals: 2) + "</tr>\n"
        }
        return h + "</tbody></table>\n"
    }

    /// A numeric cell sortable by its value; `—` when unknown.
    func cell(_ value: Double?, signed: Bool = false, decimals: Int = 3, trimmed: Bool = false) -> String {
        guard let value else { return "<td class=\"unknown\">—</td>" }
        let text = (signed && value > 0 ? "+" : "") + (trimmed ? NumberText.trimmed(value, decimals: decimals) : NumberText.fixed(value, decimals))
        return "<td data-value=\"\(value)\">\(text)</td>"
    }

    private func fileList(_ files: [String]) -> String {
        guard !files.isEmpty else { return "" }
        var h = "<section id=\"files\">\n<h2>Files</h2>\n<ul>\n"
        for file in files {
            let note = file == "compare.json" ? " — every metric with both values and its verdict"
                : file.hasSuffix("diff.folded") ? " — A and B sample counts per stack (difffolded form)" : ""
            h += "<li><a href=\"\(HTMLText.escape(file))\">\(HTMLText.escape(file))</a>\(note)</li>\n"
        }
        return h + "</ul>\n</section>\n"
    }

    /// Per strategy, A's and B's frames as two series of one overlaid timeline.
    func timelineData(_ c: RecordingComparison) -> String {
        let parts = c.strategies.map { s in
            let interval = (s.framesA.first ?? s.framesB.first).map { $0.frame.intervalNs / 1e6 } ?? c.a.summary.frameIntervalMs
            return "{\"name\":\(JSONValue.quoted(s.name)),\"interval_ms\":\(NumberText.trimmed(interval, decimals: 3)),"
                + "\"series\":[{\"label\":\"A\",\"frames\":\(HTMLRenderer.framesJSON(s.framesA))},{\"label\":\"B\",\"frames\":\(HTMLRenderer.framesJSON(s.framesB))}],"
                + "\"phases\":\(HTMLRenderer.phasesJSON(s.phases))}"
        }
        return "[" + parts.joined(separator: ",") + "]"
    }

    static let css = #"""
.side-a,.side-b{display:inline-block;font-weight:700;color:#fff;border-radius:4px;padding:0 6px}.side-a{background:#0040a0}.side-b{background:#c84600}
tr.regressed td.verdict{color:var(--critical);font-weight:600}tr.improved td.verdict{color:var(--good);font-weight:600}tr.within_noise td.verdict,tr.untested td.verdict{color:var(--muted)}
tr.grew td:nth-child(6){color:var(--critical)}tr.shrank td:nth-child(6){color:var(--good)}
.flame{width:100%;height:auto;border:1px solid var(--line);border-radius:6px;font:11px sans-serif}.flame rect{stroke:#fff;stroke-width:.5}.flame text{pointer-events:none}
"""#
}
