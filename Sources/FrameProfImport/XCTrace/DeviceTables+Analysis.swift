import FrameProfAnalysis
import FrameProfTrace

/// The `device` entry: what the tables tell, `null` for the rest.
extension DeviceTables {
    /// What the recording's settings come to once every table is read.
    struct Settings {
        /// The display rate, from vsyncs, `--refresh`, or the main display's maximum; nil when nothing says.
        var refreshHz: Double?
        /// The run's length from `--duration` or the TOC, used when no vsync or commit table measures it.
        var statedDurationS: Double?
        var bands: HitchBandSet
    }

    /// The display rate the vsync timestamps measure: the median gap between them, to 0.01 Hz.
    var vsyncRefreshHz: Double? {
        guard let gap = medianVsyncGapNs, gap > 0 else { return nil }
        return (1e9 / Double(gap) * 100).rounded() / 100
    }

    private var medianVsyncGapNs: UInt64? {
        let times = vsyncTimes.sorted()
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }.filter { $0 > 0 }.sorted()
        return gaps.isEmpty ? nil : gaps[gaps.count / 2]
    }

    /// The main display (else the first) of `device-display-info`.
    var mainDisplay: Display? { displays.first(where: \.isMain) ?? displays.first }

    /// The recording's length: as stated (`--duration`, else the TOC's run length), else measured by
    /// the tables that sample the whole run (vsyncs, commits, renders, stack samples), widened to every
    /// event read so a trimmed vsync table cannot shrink the run below the hitches it holds. Hitches or
    /// hangs alone do not measure a run: they start at the first hitch, not at the recording's start.
    func durationNs(stated: Double?) -> Double? {
        if let stated { return stated * 1e9 }
        guard var span = continuousSpan else { return nil }
        if let last = vsyncTimes.max(), let gap = medianVsyncGapNs { span.last = max(span.last, last + gap) }
        if let events = eventSpan { span = (min(span.first, events.first), max(span.last, events.last)) }
        return span.last > span.first ? Double(span.last - span.first) : nil
    }

    func analysis(_ settings: Settings, notes: inout [String]) -> StrategyAnalysis {
        var summary = StrategySummary()
        let durationNs = durationNs(stated: settings.statedDurationS)
        if let durationNs { summary.durationMs = durationNs / 1e6 }
        let interval = settings.refreshHz.map { 1e9 / $0 }
        let renderSide = renderSideHitches(intervalNs: interval)
        if read.contains("hitches") {
            addHitchMetrics(to: &summary, durationNs: durationNs, bands: settings.bands, notes: &notes)
            if let renderSide {
                summary.renderHitches = renderSide.count
                summary.commitHitches = hitches.count - renderSide.count
            }
        }
        if !commits.isEmpty { addCommitMetrics(to: &summary, intervalNs: interval) }
        if read.contains("swiftui-updates") || read.contains("swiftui-body-interval") {
            var byView: [String: Int] = [:]
            var timeByView: [String: Double] = [:]
            for entry in views.values {
                let name = TraceName(module: entry.module, name: entry.name).qualified
                byView[name, default: 0] += entry.stats.count
                timeByView[name, default: 0] += Double(entry.stats.totalNs) / 1e6
            }
            summary.bodyEvaluations = byView.values.reduce(0, +)
            summary.bodyEvaluationsByView = byView
            summary.bodyTimeMsByView = timeByView
        }
        if read.contains("swiftui-layout-updates") {
            summary.measureCalls = measures.values.reduce(0) { $0 + $1.stats.count }
            summary.placeCalls = places.values.reduce(0) { $0 + $1.stats.count }
        }
        summary.extra = extraKeys(intervalNs: interval)
        let built = frames(intervalNs: interval, renderSide: renderSide ?? [])
        if !samples.isEmpty { addSamples(to: &summary, hitchWindows: built.hitchWindows) }
        let narrated = hitches.count { !$0.narrative.isEmpty }
        for (count, what) in [(narrated, "hitches with a narrative"), (hangs.count, "potential hangs")] where count > Self.maxFindings {
            notes.append("device: the first \(Self.maxFindings) of \(count) \(what) are listed as findings; summary.json counts them all.")
        }
        var analysis = ImportedRecording.analysis(name: "device", summary: summary, views: Self.table(.body, views), frames: built.rows,
                                                  findings: findings(frames: built.rows))
        analysis.measures = Self.table(.measure, measures)
        analysis.places = Self.table(.place, places)
        analysis.intervals = intervalTables
        if !samples.isEmpty { analysis.profile = profile(hitchWindows: built.hitchWindows) }
        analysis.causes = causeAnalysis
        return analysis
    }

    /// Instruments' root causes, in the same tables and summary key as a trace's causes; a device
    /// export cannot say which evaluations were wasted. Nil without a `root-causes` column.
    private var causeAnalysis: CauseAnalysis? {
        guard !causes.isEmpty else { return nil }
        let views = causes.map { view, counts in
            CauseAnalysis.ViewCauses(view: view, causes: counts.map { CauseAnalysis.Count(cause: $0.key, count: $0.value) }
                .sorted { ($0.count, $1.cause) > ($1.count, $0.cause) }, wasted: 0)
        }.sorted { ($0.total, $1.view) > ($1.total, $0.view) }
        return CauseAnalysis(views: views, layoutPasses: [], triggers: [], chains: [:], knowsWasted: false)
    }

    private static func table(_ kind: EventKind, _ rows: [String: (module: String, name: String, stats: DurationStats)]) -> DurationTable {
        DurationTable(kind: kind, rows: rows.values.map { DurationRow(module: $0.module, name: $0.name, stats: $0.stats) })
    }

    private func addHitchMetrics(to summary: inout StrategySummary, durationNs: Double?,
                                 bands: HitchBandSet, notes: inout [String]) {
        let hitchTimeMs = hitches.reduce(0) { $0 + Double($1.durationNs) } / 1e6
        summary.hitches = hitches.count
        summary.hitchTimeMs = hitchTimeMs
        summary.maxHitchMs = Double(hitches.map(\.durationNs).max() ?? 0) / 1e6
        if let durationNs, durationNs > 0 {
            let ratio = hitchTimeMs / (durationNs / 1e9)
            summary.hitchTimeRatio = ratio
            summary.hitchBand = bands.band(for: ratio)
        } else {
            notes.append("device: the export has no commit or vsync table to measure the recording's length, so the hitch time ratio and band are null; give --duration SECONDS or the run's xctrace export --toc file to state it.")
        }
    }

    private func addCommitMetrics(to summary: inout StrategySummary, intervalNs: Double?) {
        let ms = commits.map { Double($0.durationNs) / 1e6 }
        summary.frames = commits.count
        summary.frameDurationMs = Percentiles(of: ms)
        summary.frozenFrames = commits.filter { FrameRecord.isFrozen(durationNs: $0.durationNs) }.count
        summary.firstFrameMs = Double(commits.min { $0.startNs < $1.startNs }!.durationNs) / 1e6
        if let intervalNs {
            summary.jankFrames = commits.filter { FrameRecord.isJank(durationNs: $0.durationNs, intervalNs: intervalNs) }.count
        }
    }

    /// The hitches the render server made late, by swap id: those whose render outlasted a frame
    /// interval, plus any whose narrative blames rendering. Nil without a renders table or a rate.
    func renderSideHitches(intervalNs: Double?) -> Set<Int>? {
        guard read.contains("hitches-renders"), let intervalNs else { return nil }
        let late = Set(renders.filter { Double($0.durationNs) > intervalNs && !$0.swapID.isEmpty }.map(\.swapID))
        return Set(hitches.indices.filter { late.contains(hitches[$0].swapID) || hitches[$0].narrative.lowercased().contains("render") })
    }

    /// `summary.json` keys beyond the contract's strategy entry, each present only when its table was read.
    private func extraKeys(intervalNs: Double?) -> [SummaryExtraKey] {
        var extra: [SummaryExtraKey] = []
        if read.contains("potential-hangs") {
            extra.append(SummaryExtraKey("hangs", .int(Int64(hangs.count))))
            extra.append(SummaryExtraKey("hang_time_ms", .number(hangs.reduce(0) { $0 + Double($1.durationNs) } / 1e6)))
        }
        if read.contains("hitches-renders") {
            let ms = renders.map { Double($0.durationNs) / 1e6 }
            extra.append(SummaryExtraKey("renders", .int(Int64(renders.count))))
            extra.append(SummaryExtraKey("render_duration_ms", Percentiles(of: ms).json))
            extra.append(SummaryExtraKey("late_renders", intervalNs.map { i in .int(Int64(ms.filter { $0 * 1e6 > i }.count)) } ?? .null))
        }
        if let causes = causeAnalysis { extra += causes.summaryKeys }
        if !severities.isEmpty {
            extra.append(SummaryExtraKey("update_severity", .object(severities.sorted { $0.key < $1.key }.map { ($0.key, .int(Int64($0.value))) })))
        }
        if !otherUpdates.isEmpty {
            extra.append(SummaryExtraKey("other_updates", .object(otherUpdates.sorted { $0.key < $1.key }.map { ($0.key, .int(Int64($0.value))) })))
        }
        for table in intervalTables { extra.append(SummaryExtraKey(table.title.replacingOccurrences(of: " ", with: "_"), table.json)) }
        if !pointsOfInterest.isEmpty {
            extra.append(SummaryExtraKey("points_of_interest", .object(pointsOfInterest.sorted { $0.key < $1.key }.map { ($0.key, .int(Int64($0.value))) })))
        }
        if let display = mainDisplay {
            extra.append(SummaryExtraKey("display", .object([("name", .string(display.name)), ("resolution", .string(display.resolution)),
                                              ("max_refresh_hz", display.maxRefreshHz.map { .number($0) } ?? .null),
                                              ("built_in", .bool(display.builtIn))])))
        }
        return extra
    }

    /// Signposts and update groups, when their tables were read.
    var intervalTables: [IntervalTable] {
        var tables: [IntervalTable] = []
        if read.contains("os-signpost-interval") || read.contains("OSSignpostIntervals") {
            tables.append(IntervalTable(title: "signposts", label: "signpost name",
                                        rows: signposts.values.map { DurationRow(module: $0.module, name: $0.name, stats: $0.stats) }))
        }
        if read.contains("swiftui-update-groups") {
            tables.append(IntervalTable(title: "update groups", label: "update group",
                                        rows: groups.map { DurationRow(module: "", name: $0.key, stats: $0.value) }))
        }
        return tables
    }
}
