import FrameProfAnalysis
import FrameProfTrace

/// Writes the CSV files of docs/CONTRACT.md (`frames`, `views`, `layout`, `hitches`, `strategies`) plus
/// `findings.csv`. Every strategy's rows share one file, with the strategy in the first column; every file
/// with times ends in `times` and `device` columns, so a row read on its own still says whether its times
/// were modeled (and by which device profile) or measured.
public struct CSVRenderer: ReportRenderer {
    /// `.csv`.
    public var format: ReportFormat { .csv }

    /// Creates the renderer.
    public init() {}

    /// Writes the six files, `intervals.csv` when a device recording had signposts or update groups,
    /// `body_causes.csv` when the traces recorded causes and `counters.csv` when they had counters.
    public func render(_ report: Report, into output: ReportOutput) throws {
        try output.write(frames(report), to: "frames.csv")
        try output.write(views(report), to: "views.csv")
        try output.write(layout(report), to: "layout.csv")
        try output.write(hitches(report), to: "hitches.csv")
        try output.write(strategies(report), to: "strategies.csv")
        try output.write(findings(report), to: "findings.csv")
        if report.strategies.contains(where: { !$0.intervals.isEmpty }) { try output.write(intervals(report), to: "intervals.csv") }
        if report.strategies.contains(where: { $0.causes != nil }) { try output.write(bodyCauses(report), to: "body_causes.csv") }
        if report.strategies.contains(where: { !$0.counters.isEmpty }) { try output.write(counters(report), to: "counters.csv") }
        if let draws = report.document.draws {
            try output.write(bands(draws), to: "draws.csv")
            try output.write(hangsOn(draws), to: "draws_hang_on.csv")
        }
    }

    /// `draws.csv`, after `record --draws`: per strategy and metric, the recorded value, the draws'
    /// median and the 5th and 95th percentiles.
    func bands(_ draws: PriceDraws) -> String {
        var csv = CSVTable(header: ["strategy", "metric", "recorded", "median", "p5", "p95", "draws", "times"])
        for (strategy, bands) in draws.bands {
            for metric in PriceDraws.metrics {
                guard let band = bands[metric.key] else { continue }
                csv.append([strategy, metric.key] + [band.nominal, band.median, band.low, band.high].map { NumberText.trimmed($0, decimals: 6) }
                           + [String(draws.count), "modeled"])
            }
        }
        return csv.contents
    }

    /// `draws_hang_on.csv`, after `record --draws`: the prices each strategy's spread hangs on.
    func hangsOn(_ draws: PriceDraws) -> String {
        var csv = CSVTable(header: ["strategy", "metric", "price", "range_low", "range_high", "share", "change_across_range", "calibration"])
        for s in draws.sensitivity {
            csv.append([s.strategy, s.metric, s.parameter] + [s.low, s.high, s.share, s.change].map { NumberText.trimmed($0, decimals: 6) } + [s.calibration])
        }
        return csv.contents
    }

    /// `counters.csv`, for recordings with counters of their own (`FrameProf.counter`): one row per
    /// strategy and counter.
    func counters(_ report: Report) -> String {
        var csv = CSVTable(header: ["strategy", "counter"] + CounterColumn.all.map(\.title))
        for s in report.strategies {
            for series in s.counters { csv.append([s.name, series.name] + CounterColumn.all.map { $0.cell(series).text }) }
        }
        return csv.contents
    }

    /// `body_causes.csv`, for traces with causes: per view, evaluations by cause, then its wasted ones
    /// (`outcome`, `unchanged output`).
    func bodyCauses(_ report: Report) -> String {
        var csv = CSVTable(header: ["strategy", "view_type", "kind", "cause", "evaluations"])
        for s in report.strategies {
            guard let causes = s.causes else { continue }
            for view in causes.views {
                for entry in view.causes { csv.append([s.name, view.view, "cause", entry.cause, "\(entry.count)"]) }
                if view.wasted > 0 { csv.append([s.name, view.view, "outcome", CauseAnalysis.unchangedOutput, "\(view.wasted)"]) }
            }
        }
        return csv.contents
    }

    /// `intervals.csv`, only for recordings with signposts or update groups (imported from a device).
    func intervals(_ report: Report) -> String {
        var csv = CSVTable(header: ["strategy", "table", "module", "name"] + Self.statsHeader + Self.timingHeader)
        let timing = Self.timingFields(report)
        for s in report.strategies {
            for table in s.intervals {
                for row in table.rows { csv.append([s.name, table.title, row.module, row.name] + Self.statsFields(row.stats) + timing) }
            }
        }
        return csv.contents
    }

    /// `times` and `device`: `modeled` and the profile on the virtual clock, `measured` on the wall
    /// clock, `device` for an imported device recording.
    static let timingHeader = ["times", "device"]

    static func timingFields(_ report: Report) -> [String] {
        let d = report.document
        switch d.clock {
        case "virtual": return ["modeled", d.device ?? ""]
        case "wall": return ["measured", ""]
        default: return [d.clock, ""]
        }
    }

    func frames(_ report: Report) -> String {
        var csv = CSVTable(header: ["strategy", "frame", "transaction_id", "start_ms", "duration_ms", "overrun_ms", "render_ms",
                                    "class", "hitch_ms", "dropped_vsyncs", "blank_fraction", "scroll_offset_pt", "views_updated", "height_reports",
                                    "queued"]
                           + Self.timingHeader)
        let timing = Self.timingFields(report)
        for s in report.strategies {
            for row in s.frames {
                let f = row.frame
                csv.append([s.name, "\(row.index)", "\(f.transactionID)", NumberText.ms(ns: Double(f.startNs)), NumberText.ms(ns: Double(f.durationNs)),
                            NumberText.ms(ns: Double(f.overrunNs)), NumberText.ms(ns: Double(f.renderDurationNs)), f.classification.rawValue,
                            NumberText.ms(ns: f.hitchTimeNs), "\(f.droppedVsyncs)", NumberText.fixed(row.blankFraction, 4),
                            row.scrollOffset.map { NumberText.fixed($0, 2) } ?? "", "\(row.viewsUpdated)", "\(row.heightReports)",
                            f.isQueued ? "true" : "false"] + timing)
            }
        }
        return csv.contents
    }

    static let statsHeader = DurationColumn.all.map(\.csvName)

    static func statsFields(_ s: DurationStats) -> [String] {
        DurationColumn.all.map { $0.cell(s).text }
    }

    func views(_ report: Report) -> String {
        var csv = CSVTable(header: ["strategy", "module", "view_type"] + Self.statsHeader + Self.timingHeader)
        let timing = Self.timingFields(report)
        for s in report.strategies {
            for row in s.views.rows { csv.append([s.name, row.module, row.name] + Self.statsFields(row.stats) + timing) }
        }
        return csv.contents
    }

    func layout(_ report: Report) -> String {
        var csv = CSVTable(header: ["strategy", "operation", "module", "layout_type"] + Self.statsHeader + Self.timingHeader)
        let timing = Self.timingFields(report)
        for s in report.strategies {
            for table in [s.measures, s.places] {
                for row in table.rows { csv.append([s.name, table.kind.description, row.module, row.name] + Self.statsFields(row.stats) + timing) }
            }
        }
        return csv.contents
    }

    func hitches(_ report: Report) -> String {
        var csv = CSVTable(header: ["strategy", "frame", "start_ms", "class", "hitch_ms", "duration_ms", "overrun_ms", "dropped_vsyncs"]
                           + Self.timingHeader)
        let timing = Self.timingFields(report)
        for s in report.strategies {
            for row in s.frames where row.frame.isHitch {
                let f = row.frame
                csv.append([s.name, "\(row.index)", NumberText.ms(ns: Double(f.startNs)), f.classification.rawValue, NumberText.ms(ns: f.hitchTimeNs),
                            NumberText.ms(ns: Double(f.durationNs)), NumberText.ms(ns: Double(f.overrunNs)), "\(f.droppedVsyncs)"] + timing)
            }
        }
        return csv.contents
    }

    func strategies(_ report: Report) -> String {
        var csv = CSVTable(header: StrategyComparison.columns.map(\.csvName) + Self.timingHeader)
        let timing = Self.timingFields(report)
        for row in StrategyComparison(report: report).rows { csv.append(row.map(\.text) + timing) }
        return csv.contents
    }

    func findings(_ report: Report) -> String {
        var csv = CSVTable(header: ["strategy", "kind", "frame", "time_ms", "value", "duration_ms", "detail"])
        for s in report.strategies {
            for f in s.findings {
                csv.append([s.name, f.kind.rawValue, f.frameIndex.map(String.init) ?? "", NumberText.fixed(f.timeMs, 3),
                            NumberText.fixed(f.value, 4), NumberText.fixed(f.durationMs, 3), f.detail])
            }
        }
        return csv.contents
    }
}
