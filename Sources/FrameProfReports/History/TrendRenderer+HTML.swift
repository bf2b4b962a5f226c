import Foundation
import FrameProfAnalysis
import FrameProfHistory

extension TrendRenderer {
    /// The chart's size and margins, in SVG units (the chart scales to the page's width).
    private enum Chart {
        static let width = 960.0
        static let height = 240.0
        static let left = 64.0
        static let right = 150.0
        static let top = 14.0
        static let bottom = 34.0
    }

    /// `trend.html`: the page shell every frameprof page shares, a chart per series drawn as inline SVG
    /// (it shows with scripts off), and the runs in a sortable table.
    public func html(_ trend: Trend) -> String {
        let unit = trend.unit.isEmpty || trend.unit == "count" ? "" : " (\(trend.unit))"
        var page = HTMLPage(title: "frameprof trend — \(trend.metric)", heading: "frameprof trend: \(trend.metric)\(unit)")
        page.bodyAttributes = " data-page=\"trend\""
        page.css = """
            figure.trend{margin:10px 0 22px}figure.trend svg{width:100%;max-width:\(Int(Chart.width))px;height:auto;border:1px solid var(--line);border-radius:6px;display:block}
            figure.trend figcaption{color:var(--muted);font-size:12px;margin-top:4px}svg a:hover circle{r:6}
            """
        let runs = Set(trend.charts.flatMap { $0.series.points.map(\.run) }).count
        page.meta = "<p class=\"meta\">\(HTMLText.escape(trend.store)) · \(HTMLText.escape(trend.selection)) · \(runs) run\(runs == 1 ? "" : "s")</p>\n"
        var h = ""
        if trend.charts.isEmpty {
            page.notes += "<p class=\"note-warning\">No stored run has \(HTMLText.escape(trend.metric)) in this selection.</p>\n"
        }
        for (index, chart) in trend.charts.enumerated() {
            h += "<section class=\"series\">\n<h2>\(HTMLText.escape(chart.series.strategy))</h2>\n"
            h += "<p class=\"meta\">\(HTMLText.escape(chart.series.settings.description + (chart.series.seed.map { ", seed \($0)" } ?? "")))</p>\n"
            h += figure(chart, index: index, trend: trend)
            h += "</section>\n"
        }
        h += table(trend)
        page.body = h
        return page.html
    }

    /// One series' chart: its values over runs, a point per run linked to its commit (red where the gate
    /// failed the run on this metric), budget lines dashed, change points as vertical marks with their size.
    private func figure(_ chart: Trend.Chart, index: Int, trend: Trend) -> String {
        let series = chart.series
        let values = series.points.map(\.value) + chart.budgets.map(\.value)
        let low = min(0, values.min() ?? 0)
        var high = values.max() ?? 1
        if high <= low { high = low + 1 }
        high += (high - low) * 0.08
        let plotWidth = Chart.width - Chart.left - Chart.right, plotHeight = Chart.height - Chart.top - Chart.bottom
        let count = series.points.count
        func x(_ i: Int) -> Double { count > 1 ? Chart.left + Double(i) / Double(count - 1) * plotWidth : Chart.left + plotWidth / 2 }
        func y(_ v: Double) -> Double { Chart.top + (high - v) / (high - low) * plotHeight }
        func f(_ v: Double) -> String { NumberText.fixed(v, 1) }
        let label = "\(trend.metric) of \(series.strategy) over \(count) run\(count == 1 ? "" : "s")"
        var svg = "<svg viewBox=\"0 0 \(Int(Chart.width)) \(Int(Chart.height))\" role=\"img\" aria-label=\"\(HTMLText.escape(label))\" data-points=\"\(count)\">"
        svg += "<title>\(HTMLText.escape(label))</title>"
        // Three horizontal guides with their values.
        for step in 0...2 {
            let v = low + (high - low) * Double(step) / 2
            svg += "<line x1=\"\(f(Chart.left))\" x2=\"\(f(Chart.left + plotWidth))\" y1=\"\(f(y(v)))\" y2=\"\(f(y(v)))\" stroke=\"#e5e5ea\"/>"
            svg += "<text x=\"\(f(Chart.left - 6))\" y=\"\(f(y(v) + 4))\" text-anchor=\"end\" font-size=\"11\" fill=\"#6e6e73\">\(HTMLText.escape(NumberText.trimmed(v, decimals: 2)))</text>"
        }
        for budget in chart.budgets {
            let by = f(y(budget.value))
            svg += "<line class=\"budget\" x1=\"\(f(Chart.left))\" x2=\"\(f(Chart.left + plotWidth))\" y1=\"\(by)\" y2=\"\(by)\" stroke=\"#c62828\" stroke-dasharray=\"6 4\"><title>\(HTMLText.escape("budget \(budget.rule) (\(budget.source))"))</title></line>"
            svg += "<text x=\"\(f(Chart.left + plotWidth + 6))\" y=\"\(f(y(budget.value) + 4))\" font-size=\"11\" fill=\"#c62828\">budget \(HTMLText.escape(budget.rule))</text>"
        }
        // A re-priced profile: a solid mark under the change marks, named, so a step it explains is not read as the code's.
        for step in series.profileSteps {
            let px = count > 1 ? (x(step.index - 1) + x(step.index)) / 2 : x(step.index)
            let words = TrendText.profileStep(step)
            svg += "<line class=\"profile-step\" x1=\"\(f(px))\" x2=\"\(f(px))\" y1=\"\(f(Chart.top))\" y2=\"\(f(Chart.top + plotHeight))\" stroke=\"#ef6c00\" stroke-width=\"2\"><title>\(HTMLText.escape(words + " at " + TrendText.commit(series.points[step.index])))</title></line>"
            svg += "<text x=\"\(f(px + 4))\" y=\"\(f(Chart.top + plotHeight - 4))\" font-size=\"11\" fill=\"#ef6c00\">\(HTMLText.escape("profile \(step.device) re-priced"))</text>"
        }
        for change in series.changes {
            let cx = count > 1 ? (x(change.index - 1) + x(change.index)) / 2 : x(change.index)
            let size = change.relativeChange.map { "\($0 >= 0 ? "+" : "")\(NumberText.trimmed(100 * $0, decimals: 1)) %" }
                ?? "\(change.change >= 0 ? "+" : "")\(NumberText.trimmed(change.change, decimals: 3))"
            let evidence = change.pValue.map { "p = \(NumberText.trimmed($0, decimals: 3))" } ?? "exact"
            let commit = TrendText.commit(series.points[change.index]) + (series.profileStep(at: change.index) == nil ? "" : " (profile re-priced)")
            svg += "<line class=\"change\" x1=\"\(f(cx))\" x2=\"\(f(cx))\" y1=\"\(f(Chart.top))\" y2=\"\(f(Chart.top + plotHeight))\" stroke=\"#5e5ce6\" stroke-dasharray=\"3 3\"><title>\(HTMLText.escape("changed at \(commit): \(size), \(evidence)"))</title></line>"
            svg += "<text x=\"\(f(cx + 4))\" y=\"\(f(Chart.top + 11))\" font-size=\"11\" fill=\"#5e5ce6\">\(HTMLText.escape("\(size) at \(commit)"))</text>"
        }
        let path = series.points.enumerated().map { "\(f(x($0.offset))),\(f(y($0.element.value)))" }.joined(separator: " ")
        svg += "<polyline points=\"\(path)\" fill=\"none\" stroke=\"#1565c0\" stroke-width=\"1.5\"/>"
        for (i, point) in series.points.enumerated() {
            let failed = point.status == "fail"
            let tip = "\(TrendText.commit(point)) · \(point.provenance.branch ?? "no branch") · \(TrendText.iso(point.provenance.recordedAt)) · "
                + "\(NumberText.trimmed(point.value, decimals: 3))\(point.verdicts.isEmpty ? "" : " · gate: " + TrendText.verdicts(point))"
            svg += "<a href=\"\(HTMLText.escape(link(point)))\"><circle cx=\"\(f(x(i)))\" cy=\"\(f(y(point.value)))\" r=\"3.5\" fill=\"\(failed ? "#c62828" : "#1565c0")\"><title>\(HTMLText.escape(tip))</title></circle></a>"
        }
        // The first and last commits under the axis.
        if let first = series.points.first {
            svg += "<text x=\"\(f(x(0)))\" y=\"\(f(Chart.height - 12))\" font-size=\"11\" fill=\"#6e6e73\">\(HTMLText.escape(TrendText.commit(first)))</text>"
        }
        if count > 1, let last = series.points.last {
            svg += "<text x=\"\(f(x(count - 1)))\" y=\"\(f(Chart.height - 12))\" text-anchor=\"end\" font-size=\"11\" fill=\"#6e6e73\">\(HTMLText.escape(TrendText.commit(last)))</text>"
        }
        svg += "</svg>"
        let changes = series.changes.isEmpty ? "no change point" : "\(series.changes.count) change point\(series.changes.count == 1 ? "" : "s")"
        let method = series.isExact ? "exact series: every step is a change" : "E-divisive means, permutation test at 5 %"
        let steps = series.profileSteps.map { " · " + HTMLText.escape(TrendText.profileStep($0)) + " at " + HTMLText.escape(TrendText.commit(series.points[$0.index])) }.joined()
        return "<figure class=\"trend\" data-index=\"\(index)\">\(svg)<figcaption>\(count) run\(count == 1 ? "" : "s") oldest first · \(changes) (\(method))\(steps)"
            + (chart.budgets.isEmpty ? "" : " · budget from " + chart.budgets.map { HTMLText.escape($0.source) }.joined(separator: ", ")) + "</figcaption></figure>\n"
    }

    /// Every point of every series, one row each, with the anchor a chart's point links to.
    private func table(_ trend: Trend) -> String {
        var h = "<section id=\"runs\">\n<h2>Runs</h2>\n<input class=\"filter\" data-table=\"trend-runs\" placeholder=\"Filter runs\">\n"
        h += "<table class=\"sortable\" id=\"trend-runs\"><thead><tr><th data-type=\"number\">run</th><th data-type=\"text\">stored (UTC)</th><th data-type=\"text\">commit</th><th data-type=\"text\">branch</th><th data-type=\"text\">strategy</th><th data-type=\"text\">device prices</th><th data-type=\"number\">\(HTMLText.escape(trend.metric))</th><th data-type=\"text\">gate</th></tr></thead>\n<tbody>\n"
        for chart in trend.charts {
            for point in chart.series.points {
                let verdict = point.verdicts.isEmpty ? "—" : TrendText.verdicts(point)
                h += "<tr id=\"run-\(point.run)\"><td>\(point.run)</td><td class=\"text\">\(HTMLText.escape(TrendText.iso(point.provenance.recordedAt)))</td>"
                h += "<td class=\"text\"><code>\(HTMLText.escape(point.provenance.commit ?? "—"))</code></td><td class=\"text\">\(HTMLText.escape(point.provenance.branch ?? "—"))</td>"
                h += "<td class=\"text\">\(HTMLText.escape(chart.series.strategy))</td><td class=\"text\"><code>\(HTMLText.escape(point.devicePrices ?? "—"))</code></td><td data-value=\"\(NumberText.trimmed(point.value, decimals: 6))\">\(NumberText.trimmed(point.value, decimals: 3))</td>"
                h += "<td class=\"text\">\(HTMLText.escape(verdict))</td></tr>\n"
            }
        }
        return h + "</tbody></table>\n</section>\n"
    }
}
