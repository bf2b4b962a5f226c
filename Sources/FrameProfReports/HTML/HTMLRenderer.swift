import Foundation
import FrameProfAnalysis
import FrameProfTrace

/// Writes `report.html`: one self-contained page (inline CSS, script and data; no network) with the
/// verdict, the strategy comparison, a zoomable hitch timeline per strategy, findings, the hot functions
/// of hitch frames when the recording was sampled, sortable and
/// filterable per-view and layout tables, and links to the other files. Every name from a trace or a
/// scenario is escaped.
public struct HTMLRenderer: ReportRenderer {
    /// `.html`.
    public var format: ReportFormat { .html }
    /// Findings listed per strategy; the rest are counted and left to `findings.csv`.
    public var maxFindingsPerStrategy = 300

    /// Creates the renderer.
    public init() {}

    /// Writes `report.html`, linking the files `output` wrote before it (render it after the other
    /// formats) and each strategy's trace when it lives in the same directory.
    public func render(_ report: Report, into output: ReportOutput) throws {
        let traces = report.strategies.compactMap { s -> String? in
            let relative = "\(s.name)/trace.fpt"
            guard let path = s.tracePath, (path as NSString).standardizingPath == (output.path(relative) as NSString).standardizingPath else { return nil }
            return relative
        }
        try output.write(html(report, files: Set(output.written + traces)), to: "report.html")
    }

    /// The page; the Files section links those of its known files (relative to the page) in `files`,
    /// or all of them when `files` is nil.
    public func html(_ report: Report, files: Set<String>? = nil) -> String {
        let exists = { (path: String) in files?.contains(path) ?? true }
        let d = report.document
        var page = HTMLPage(title: "frameprof — \(d.scenario)", heading: "frameprof: \(d.scenario)")
        page.meta = "<p class=\"meta\">" + RecordingSettings.phrases(d).map(HTMLText.escape).joined(separator: " · ") + "</p>\n"
        for warning in report.warnings { page.notes += "<p class=\"note-warning\">\(HTMLText.escape(warning))</p>\n" }
        var h = verdict(report)
        h += comparison(report)
        h += draws(report)
        h += timelines(report)
        h += findings(report)
        h += modeledCosts(report)
        h += memory(report)
        // On the virtual clock the device profile set every frame's length, so stacks sampled on this
        // machine say where the lab spent this CPU's time, not the phone's: they come after the tables.
        let labSamples = report.document.clock == "virtual"
        if !labSamples { h += samples(report) }
        h += causes(report)
        h += durationTables(report)
        h += counters(report)
        if labSamples { h += samples(report) }
        h += fileLinks(report, exists)
        page.body = h
        page.timelineData = timelineData(report)
        return page.html
    }

    private func verdict(_ report: Report) -> String {
        var h = "<section id=\"verdict\">\n<h2>Verdict</h2>\n<div class=\"cards\">\n"
        for (name, s) in report.document.strategies {
            // A value the recording cannot tell (an imported log, nil) reads "—", never a zero.
            func v<T>(_ value: T?, _ text: (T) -> String) -> String { value.map(text) ?? "—" }
            func count(_ n: Int?, _ noun: String, _ plural: String) -> String {
                "\(v(n) { "\($0)" }) \(n == 1 ? noun : plural)"
            }
            let band = s.hitchBand?.rawValue ?? "unknown"
            h += "<div class=\"card \(band)\" data-strategy=\"\(HTMLText.escape(name))\"><h3>\(HTMLText.escape(name))</h3>"
            h += "<div class=\"ratio\">\(v(s.hitchTimeRatio) { NumberText.fixed($0, 2) }) <small>ms/s</small> <span class=\"band \(band)\">\(band)</span></div>"
            h += "<div>\(count(s.hitches, "hitch", "hitches")) in \(v(s.frames) { "\($0)" }) frames · max \(v(s.maxHitchMs) { NumberText.trimmed($0, decimals: 2) }) ms</div>"
            // A pushed screen has opened when its transition has ended, which a first frame does not say.
            let opened = s.screenOpenMs.map { " · screen open \(NumberText.trimmed($0, decimals: 2)) ms" } ?? ""
            h += "<div>P95 frame \(v(s.frameDurationMs) { NumberText.fixed($0.p95, 2) }) ms · first frame \(v(s.firstFrameMs) { NumberText.trimmed($0, decimals: 2) }) ms\(opened)</div>"
            h += "<div>\(count(s.blankFrames, "blank frame", "blank frames")) · \(count(s.truncationEvents, "truncation", "truncations")) · \(count(s.invalidLayoutPasses, "invalid pass", "invalid passes"))</div>"
            // Modeled memory exists only where a device profile priced the recording.
            if let memory = s.peakMemoryBytes { h += "<div>memory \(NumberText.megabytes(memory)) MB (modeled) · \(s.peakLiveViews ?? 0) live views at most</div>" }
            h += "</div>\n"
        }
        return h + "</div>\n</section>\n"
    }

    private func comparison(_ report: Report) -> String {
        var h = "<section id=\"comparison\">\n<h2>Strategy comparison</h2>\n<table class=\"sortable\" id=\"comparison-table\">\n<thead><tr>"
        for column in StrategyComparison.columns {
            h += "<th data-type=\"\(column.isText ? "text" : "number")\">\(HTMLText.escape(column.title))</th>"
        }
        h += "</tr></thead>\n<tbody>\n"
        for row in StrategyComparison(report: report).rows {
            h += "<tr>" + row.map { cell in
                if let number = cell.number { return "<td data-value=\"\(number)\">\(HTMLText.escape(cell.text))</td>" }
                return cell.text.isEmpty ? "<td class=\"unknown\" title=\"the recording cannot tell\">—</td>" : "<td class=\"text\">\(HTMLText.escape(cell.text))</td>"
            }.joined() + "</tr>\n"
        }
        return h + "</tbody>\n</table>\n" + comparisonBands(report) + "</section>\n"
    }

    private func timelines(_ report: Report) -> String {
        var h = "<section id=\"timelines\">\n<h2>Hitch timelines</h2>\n"
        h += "<p class=\"legend\"><span><i class=\"swatch\" style=\"background:#8e8e93\"></i>on-time frame (bar height = main-thread duration)</span>"
        h += "<span><i class=\"swatch\" style=\"background:#c62828\"></i>commit hitch</span><span><i class=\"swatch\" style=\"background:#b26a00\"></i>render hitch</span>"
        h += "<span>▲ hitch</span><span><i class=\"swatch\" style=\"background:#000\"></i>blank frame</span><span>shaded: gesture phases</span>"
        h += "<span>dashed: P and 2P; scale 4P, longer bars cut with their duration beside</span><span>wheel or buttons zoom, drag pans</span></p>\n"
        for (index, s) in report.strategies.enumerated() {
            h += "<figure class=\"timeline\" data-index=\"\(index)\" data-strategy=\"\(HTMLText.escape(s.name))\"><h3>\(HTMLText.escape(s.name))</h3>"
            h += "<div class=\"controls\"><button class=\"zoom-in\">zoom in</button><button class=\"zoom-out\">zoom out</button><button class=\"zoom-reset\">reset</button></div>"
            h += "<canvas role=\"img\" aria-label=\"frame durations of \(HTMLText.escape(s.name))\"></canvas></figure>\n"
        }
        return h + "</section>\n"
    }

    private func findings(_ report: Report) -> String {
        var h = "<section id=\"findings\">\n<h2>Findings</h2>\n"
        for (index, s) in report.strategies.enumerated() {
            h += "<h3>\(HTMLText.escape(s.name))</h3>\n"
            guard !s.findings.isEmpty else {
                h += "<p>No blank frames, truncations, invalid layout passes or size-report churn.</p>\n"
                continue
            }
            // One line per kind, with a chart where the series says more than a number.
            h += "<ul class=\"finding-groups\" id=\"finding-groups-\(index)\">\n"
            for group in s.findingGroups {
                h += "<li class=\"finding-group\" data-kind=\"\(group.kind.rawValue)\"><span>\(HTMLText.escape(group.sentence)).</span>"
                if let meaning = group.seriesMeaning, group.series.count > 1 {
                    h += Sparkline.svg(group.series, bars: group.kind == .blankFrame, label: "\(group.kind.rawValue) in \(s.name): \(meaning)")
                }
                h += "</li>\n"
            }
            h += "</ul>\n"
            let id = "findings-\(index)"
            let shown = min(s.findings.count, maxFindingsPerStrategy)
            h += "<details class=\"findings\"><summary>\(shown == s.findings.count ? "All \(shown)" : "The first \(shown) of \(s.findings.count)") findings, one row each</summary>\n"
            h += "<input class=\"filter\" type=\"search\" placeholder=\"filter findings\" data-table=\"\(id)\">\n"
            h += "<table class=\"sortable\" id=\"\(id)\"><thead><tr><th data-type=\"text\">kind</th><th data-type=\"number\">frame</th><th data-type=\"number\">time (ms)</th><th data-type=\"number\">value</th><th data-type=\"number\">visible (ms)</th><th data-type=\"text\">detail</th></tr></thead>\n<tbody>\n"
            for f in s.findings.prefix(maxFindingsPerStrategy) {
                h += "<tr><td class=\"text\">\(f.kind.rawValue)</td><td data-value=\"\(f.frameIndex ?? -1)\">\(f.frameIndex.map(String.init) ?? "–")</td>"
                h += "<td data-value=\"\(f.timeMs)\">\(NumberText.fixed(f.timeMs, 2))</td><td data-value=\"\(f.value)\">\(NumberText.trimmed(f.value, decimals: 2))</td>"
                h += "<td data-value=\"\(f.durationMs)\">\(NumberText.fixed(f.durationMs, 2))</td><td class=\"name\">\(HTMLText.escape(f.detail))</td></tr>\n"
            }
            h += "</tbody></table>\n"
            if s.findings.count > maxFindingsPerStrategy {
                h += "<p class=\"note\">\(s.findings.count - maxFindingsPerStrategy) more in findings.csv.</p>\n"
            }
            h += "</details>\n"
        }
        return h + "</section>\n"
    }

    private func durationTables(_ report: Report) -> String {
        var h = "<section id=\"views\">\n<h2>Body durations per view</h2>\n<p class=\"note\">Inclusive durations of each body evaluation; percentiles within 1.6 %. Click a column to sort.</p>\n"
        for (index, s) in report.strategies.enumerated() { h += table(s.views, strategy: s.name, id: "views-\(index)", label: "view type") }
        h += "</section>\n<section id=\"layout\">\n<h2>Layout durations per layout type</h2>\n<p class=\"note\">measure = sizeThatFits, place = placeSubviews; a parent's time includes its children's.</p>\n"
        for (index, s) in report.strategies.enumerated() {
            h += table(s.measures, strategy: s.name, id: "measure-\(index)", label: "layout type")
            h += table(s.places, strategy: s.name, id: "place-\(index)", label: "layout type")
        }
        h += intervalTables(report)
        h += "<h3>Views updated per transaction</h3>\n<table class=\"sortable\" id=\"views-updated\"><thead><tr><th data-type=\"text\">strategy</th><th data-type=\"number\">max</th><th data-type=\"number\">average</th><th data-type=\"number\">transactions</th></tr></thead>\n<tbody>\n"
        for s in report.strategies {
            guard s.summary.maxViewsUpdatedPerTransaction != nil else {
                h += "<tr><td class=\"text\">\(HTMLText.escape(s.name))</td><td class=\"unknown\">—</td><td class=\"unknown\">—</td><td class=\"unknown\">—</td></tr>\n"
                continue
            }
            let (most, average, transactions) = s.viewsUpdatedPerTransaction
            h += "<tr><td class=\"text\">\(HTMLText.escape(s.name))</td><td data-value=\"\(most)\">\(most)</td><td data-value=\"\(average)\">\(NumberText.fixed(average, 2))</td><td data-value=\"\(transactions)\">\(transactions)</td></tr>\n"
        }
        return h + "</tbody></table>\n</section>\n"
    }

    /// An imported recording's signposts and update groups, under the layout tables.
    private func intervalTables(_ report: Report) -> String {
        var h = ""
        for (index, s) in report.strategies.enumerated() {
            for (t, interval) in s.intervals.enumerated() {
                h += table(DurationTable(kind: .body, rows: interval.rows), strategy: s.name, id: "intervals-\(index)-\(t)",
                           label: interval.label, title: interval.title)
            }
        }
        return h
    }

    private func table(_ table: DurationTable, strategy: String, id: String, label: String, title: String? = nil) -> String {
        let title = title ?? "\(table.kind)"
        var h = "<h3>\(HTMLText.escape(strategy)) — \(HTMLText.escape(title))</h3>\n"
        guard !table.rows.isEmpty else { return h + "<p class=\"note\">No \(HTMLText.escape(title)) intervals.</p>\n" }
        h += "<input class=\"filter\" type=\"search\" placeholder=\"filter \(label)s\" data-table=\"\(id)\">\n"
        h += "<table class=\"sortable\" id=\"\(id)\"><thead><tr><th data-type=\"text\">module</th><th data-type=\"text\">\(label)</th>"
        h += Self.numberHeaders(DurationColumn.all.map(\.title)) + "</tr></thead>\n<tbody>\n"
        for row in table.rows {
            h += "<tr><td class=\"text\">\(HTMLText.escape(row.module))</td><td class=\"name\">\(HTMLText.typeName(row.name))</td>"
            h += Self.numberCells(DurationColumn.all.map { $0.cell(row.stats) }) + "</tr>\n"
        }
        return h + "</tbody></table>\n"
    }

    /// Header cells of number columns, which the page's script sorts numerically.
    static func numberHeaders(_ titles: [String]) -> String {
        titles.map { "<th data-type=\"number\">\(HTMLText.escape($0))</th>" }.joined()
    }

    /// Number cells, each carrying the value it sorts by.
    static func numberCells(_ cells: [TableCell]) -> String {
        cells.map { "<td data-value=\"\($0.number ?? 0)\">\($0.text)</td>" }.joined()
    }

    private func fileLinks(_ report: Report, _ exists: (String) -> Bool) -> String {
        var links: [(path: String, note: String)] = [("summary.json", "every metric, machine-readable"), ("report.md", "for a pull-request comment")]
        links += ["frames", "views", "layout", "hitches", "strategies", "findings", "intervals", "body_causes", "counters", "draws", "draws_hang_on"].map { ("\($0).csv", "") }
        for s in report.strategies {
            links += [("\(s.name)/trace.fpt", "the recording"),
                      ("\(s.name)/trace.perfetto-trace", "open in ui.perfetto.dev: thread tracks, counters, samples and the frame timeline"),
                      ("\(s.name)/trace.json", "Chrome trace-event JSON (chrome://tracing, ui.perfetto.dev)"),
                      ("\(s.name)/stacks.folded", "collapsed stacks for flame-graph tools")]
        }
        let present = links.filter { exists($0.path) }
        guard !present.isEmpty else { return "" }
        var h = "<section id=\"files\">\n<h2>Files</h2>\n<ul>\n"
        for link in present {
            let path = HTMLText.escape(link.path)
            h += "<li><a href=\"\(path)\">\(path)</a>" + (link.note.isEmpty ? "" : " — \(link.note)") + "</li>\n"
        }
        return h + "</ul>\n</section>\n"
    }

    /// Frames as parallel arrays (start and duration in ms from the first frame, class 0/1/2, hitch ms,
    /// blank fraction): a 30-second, four-strategy recording stays a few hundred kilobytes.
    func timelineData(_ report: Report) -> String {
        var parts: [String] = []
        for s in report.strategies {
            let interval = s.frames.first.map { $0.frame.intervalNs / 1e6 } ?? (1000 / max(report.document.refreshHz ?? 0, 1))
            var json = "{\"name\":\(JSONValue.quoted(s.name)),\"interval_ms\":\(NumberText.trimmed(interval, decimals: 3)),\"frames\":"
            json += Self.framesJSON(s.frames)
            json += ",\"phases\":" + Self.phasesJSON(s.phases)
            parts.append(json + "}")
        }
        return "[" + parts.joined(separator: ",") + "]"
    }

    /// One timeline's frames for the page script, times from its first frame (so two recordings overlay).
    static func framesJSON(_ frames: [FrameRow]) -> String {
        let origin = frames.first.map { Double($0.frame.startNs) } ?? 0
        func list(_ values: [String]) -> String { "[" + values.joined(separator: ",") + "]" }
        let classes: [String] = frames.map { row in
            switch row.frame.classification { case .onTime: "0"; case .commitHitch: "1"; case .renderHitch: "2" }
        }
        var json = "{\"t\":" + list(frames.map { NumberText.trimmed((Double($0.frame.startNs) - origin) / 1e6, decimals: 3) })
        json += ",\"d\":" + list(frames.map { NumberText.trimmed(Double($0.frame.durationNs) / 1e6, decimals: 3) })
        json += ",\"c\":" + list(classes)
        json += ",\"h\":" + list(frames.map { NumberText.trimmed($0.frame.hitchTimeNs / 1e6, decimals: 3) })
        json += ",\"b\":" + list(frames.map { NumberText.trimmed($0.blankFraction, decimals: 3) })
        return json + "}"
    }

    /// Gesture phases as `{name, start_ms, end_ms}` objects.
    static func phasesJSON(_ phases: [GesturePhase]) -> String {
        "[" + phases.map { "{\"name\":\(JSONValue.quoted($0.name)),\"start_ms\":\(NumberText.trimmed($0.startS * 1000, decimals: 3)),\"end_ms\":\(NumberText.trimmed($0.endS * 1000, decimals: 3))}" }.joined(separator: ",") + "]"
    }
}
