import Foundation
import FrameProfAnalysis

extension HTMLRenderer {
    /// How sure the modeled verdict is (`record --draws`): how often each ranking held, each strategy's
    /// band beside its recorded value, drawn on one scale per metric, and the prices the spread hangs
    /// on, with how to calibrate each. Empty without draws.
    func draws(_ report: Report) -> String {
        guard let draws = report.document.draws else { return "" }
        let device = report.document.device.map { " of the \(HTMLText.escape($0)) profile" } ?? ""
        var h = "<section id=\"draws\">\n<h2>How sure: the verdict under \(draws.count) price draws (modeled)</h2>\n"
        h += "<p class=\"note\">The scenario was recorded \(draws.count) times more, every one of the \(draws.parameters.count) prices\(device) "
        h += "drawn within its range (seed \(draws.seed)); the rows, the hand and the frame-to-frame variability stayed as recorded. "
        h += "A band is the 5th to 95th percentile of the draws; the dot is the recording at the profile's own prices. "
        h += "Ranges come from each price's source (docs/DEVICE-PROFILES.md, \"Ranges and draws\").</p>\n<ul class=\"holds\">\n"
        for ranking in draws.best + draws.rankings {
            let sure = ranking.holds * 10 >= ranking.draws * 9
            h += "<li class=\"\(sure ? "holds" : "unsure")\">\(HTMLText.escape(ranking.sentence))</li>\n"
        }
        h += "</ul>\n"
        h += "<table class=\"sortable\" id=\"draws-table\">\n<thead><tr><th data-type=\"text\">strategy</th>"
        for metric in PriceDraws.metrics {
            let unit = metric.shownUnit.isEmpty ? "" : " (\(metric.shownUnit))"
            h += "<th data-type=\"text\">\(HTMLText.escape(metric.label + unit))<br><small>recorded · median [5–95 %]</small></th>"
        }
        h += "</tr></thead>\n<tbody>\n"
        for (strategy, bands) in draws.bands {
            h += "<tr><td class=\"text\">\(HTMLText.escape(strategy))</td>"
            for metric in PriceDraws.metrics {
                guard let band = bands[metric.key] else {
                    h += "<td class=\"unknown\" title=\"the recording cannot tell\">—</td>"
                    continue
                }
                h += "<td class=\"text\">\(metric.number(band.nominal)) · \(metric.number(band.median)) [\(metric.number(band.low))–\(metric.number(band.high))]</td>"
            }
            h += "</tr>\n"
        }
        h += "</tbody>\n</table>\n"
        h += hangsOn(draws)
        return h + "</section>\n"
    }

    /// Under the strategy comparison, with draws: the hitch time and peak memory of each strategy as its
    /// band on one scale per metric, so the comparison shows how far apart the strategies really are.
    func comparisonBands(_ report: Report) -> String {
        guard let draws = report.document.draws else { return "" }
        var h = "<p class=\"note\">Bands: the 5th to 95th percentile of \(draws.count) draws of the device profile's prices; "
        h += "tick: their median; dot: this recording (section <a href=\"#draws\">How sure</a>).</p>\n"
        for metric in PriceDraws.metrics where PriceDraws.rankedMetrics.contains(metric.key) { h += bandFigure(draws, metric: metric) }
        return h
    }

    /// Each strategy's band of `metric` as a bar on one scale, its median a tick, its recorded value a dot.
    private func bandFigure(_ draws: PriceDraws, metric: PriceDraws.Metric) -> String {
        let rows = draws.bands.compactMap { entry in entry.byMetric[metric.key].map { (entry.strategy, $0) } }
        let top = rows.map { max($0.1.high, $0.1.nominal) }.max() ?? 0
        guard !rows.isEmpty else { return "" }
        // The strategy's name on the left, room for the median's label on the right.
        let width = 600.0, label = 130.0, rowHeight = 22.0
        let scale = top > 0 ? (width - label - 110) / top : 0
        func x(_ value: Double) -> String { NumberText.fixed(label + value * scale, 1) }
        let height = Double(rows.count) * rowHeight + 6
        let described = rows.map { "\($0.0) \(metric.text($0.1.low)) to \(metric.text($0.1.high))" }.joined(separator: ", ")
        var h = "<figure class=\"bands\"><figcaption>\(HTMLText.escape(metric.label)) under the draws</figcaption>"
        h += "<svg viewBox=\"0 0 \(Int(width)) \(Int(height))\" width=\"\(Int(width))\" height=\"\(Int(height))\" role=\"img\" aria-label=\"\(HTMLText.escape(metric.label)) bands: \(HTMLText.escape(described))\">"
        for (index, (strategy, band)) in rows.enumerated() {
            let y = Double(index) * rowHeight + 4
            let mid = NumberText.fixed(y + 8, 1)
            h += "<text x=\"0\" y=\"\(NumberText.fixed(y + 12, 1))\" font-size=\"12\">\(HTMLText.escape(strategy))</text>"
            h += "<rect x=\"\(x(band.low))\" y=\"\(NumberText.fixed(y + 3, 1))\" width=\"\(NumberText.fixed(max(1, (band.high - band.low) * scale), 1))\" height=\"10\" fill=\"#90caf9\"><title>\(HTMLText.escape(strategy)): 5–95 % \(HTMLText.escape(metric.text(band.low)))–\(HTMLText.escape(metric.text(band.high)))</title></rect>"
            h += "<line x1=\"\(x(band.median))\" x2=\"\(x(band.median))\" y1=\"\(NumberText.fixed(y + 1, 1))\" y2=\"\(NumberText.fixed(y + 15, 1))\" stroke=\"#0d47a1\" stroke-width=\"2\"/>"
            h += "<circle cx=\"\(x(band.nominal))\" cy=\"\(mid)\" r=\"3.5\" fill=\"#000\"/>"
            h += "<text x=\"\(NumberText.fixed(label + max(band.high, band.nominal) * scale + 6, 1))\" y=\"\(NumberText.fixed(y + 12, 1))\" font-size=\"11\" fill=\"#555\">\(HTMLText.escape(metric.text(band.median)))</text>"
        }
        return h + "</svg></figure>\n"
    }

    /// The prices each strategy's spread hangs on, with how to calibrate each.
    private func hangsOn(_ draws: PriceDraws) -> String {
        var h = "<h3>What the spread hangs on</h3>\n"
        guard !draws.sensitivity.isEmpty else {
            return h + "<p>No price moves any strategy's hitch time or memory beyond what \(draws.count) draws tell from chance.</p>\n"
        }
        h += "<p class=\"note\">Per strategy, the prices whose draws explain most of the spread (the share of its variance each explains alone; "
        h += "below \(NumberText.fixed(100 * draws.noiseFloor, 0)) % a share is indistinguishable from chance at \(draws.count) draws and is left out), "
        h += "and how far the metric moves as the price crosses its range. Calibrating these first narrows the verdict most.</p>\n"
        h += "<table class=\"sortable\" id=\"hangs-on-table\">\n<thead><tr><th data-type=\"text\">strategy</th><th data-type=\"text\">metric</th>"
        h += "<th data-type=\"text\">price</th><th data-type=\"text\">range</th><th data-type=\"number\">share of spread</th>"
        h += "<th data-type=\"number\">moves it across the range by</th><th data-type=\"text\">how to calibrate it</th></tr></thead>\n<tbody>\n"
        for s in draws.sensitivity {
            let metric = PriceDraws.metric(s.metric)
            let signed = (s.change >= 0 ? "+" : "−") + (metric?.text(abs(s.change)) ?? NumberText.fixed(abs(s.change), 2))
            h += "<tr><td class=\"text\">\(HTMLText.escape(s.strategy))</td><td class=\"text\">\(HTMLText.escape(metric?.label ?? s.metric))</td>"
            h += "<td class=\"text\"><code>\(HTMLText.escape(s.parameter))</code></td><td class=\"text\">×\(NumberText.trimmed(s.low, decimals: 2))–\(NumberText.trimmed(s.high, decimals: 2))</td>"
            h += "<td data-value=\"\(s.share)\">\(NumberText.fixed(100 * s.share, 0)) %</td><td data-value=\"\(s.change)\">\(HTMLText.escape(signed))</td>"
            h += "<td class=\"text\">\(HTMLText.escape(s.calibration).replacingOccurrences(of: "`calibrate`", with: "<code>frameprof calibrate</code>"))</td></tr>\n"
        }
        return h + "</tbody>\n</table>\n"
    }
}
