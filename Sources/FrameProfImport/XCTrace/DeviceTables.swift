import FrameProfAnalysis
import FrameProfTrace

/// What the device's Instruments tables say, collected row by row, and the `device` entry built from it.
struct DeviceTables {
    struct Hitch {
        var startNs: UInt64
        var durationNs: UInt64
        var narrative: String
    }

    private(set) var hitches: [Hitch] = []
    private(set) var sawHitchTable = false
    private(set) var views: [String: (module: String, name: String, stats: DurationStats)] = [:]
    private(set) var sawViewTable = false
    private(set) var inFlight = 0
    /// Commit intervals (start, duration).
    private(set) var commits: [(startNs: UInt64, durationNs: UInt64)] = []
    private(set) var vsyncDurations: [UInt64] = []
    private(set) var vsyncSpan: (first: UInt64, last: UInt64)?

    var hasData: Bool { sawHitchTable || sawViewTable || !commits.isEmpty || !vsyncDurations.isEmpty }

    /// The display rate from the vsync intervals' median, when the export has them.
    var refreshHz: Double? {
        guard !vsyncDurations.isEmpty else { return nil }
        let median = vsyncDurations.sorted()[vsyncDurations.count / 2]
        guard median > 0 else { return nil }
        return (1e9 / Double(median) * 100).rounded() / 100
    }

    /// Adds a row of `schema`; returns why it could not be read, or nil.
    mutating func add(schema: String, columns: [String], cells: [XCTraceTableReader.Cell]) -> String? {
        func cell(_ names: [String]) -> XCTraceTableReader.Cell? {
            for name in names {
                if let i = columns.firstIndex(of: name) { return i < cells.count ? cells[i] : .empty }
            }
            return nil
        }
        func nanoseconds(_ names: [String], _ what: String) throws(Problem) -> UInt64 {
            guard let c = cell(names) else { throw Problem("the table has no \(what) column (\(names.joined(separator: ", ")))") }
            guard let value = UInt64(c.raw) else {
                throw Problem(c.raw.isEmpty ? "no \(what) value" : "\(what) `\(c.raw)` is not a whole number of nanoseconds")
            }
            return value
        }
        switch schema {
        case "hitches": sawHitchTable = true
        case "swiftui-updates", "swiftui-body-interval": sawViewTable = true
        case "coreanimation-commit-interval", "display-vsyncs-interval": break
        default: return nil
        }
        let start: UInt64
        let duration: UInt64
        do {
            start = try nanoseconds(XCTraceImport.startColumns, "start time")
            duration = try nanoseconds(XCTraceImport.durationColumns, "duration")
        } catch {
            return error.text
        }
        switch schema {
        case "hitches":
            let narrative = cell(["narrative-description", "label"])?.text ?? ""
            hitches.append(Hitch(startNs: start, durationNs: duration, narrative: narrative))
        case "swiftui-updates", "swiftui-body-interval":
            guard duration < XCTraceImport.inFlightNs else {
                inFlight += 1
                return nil
            }
            guard let view = cell(XCTraceImport.viewColumns)?.text, !view.isEmpty else {
                return "no view name (\(XCTraceImport.viewColumns.joined(separator: ", ")))"
            }
            let module = cell(XCTraceImport.moduleColumns)?.text ?? ""
            let key = module + "\u{0}" + view
            views[key, default: (module, view, DurationStats())].stats.add(duration)
        case "coreanimation-commit-interval":
            commits.append((start, duration))
        default:
            vsyncDurations.append(duration)
            vsyncSpan = (min(vsyncSpan?.first ?? start, start), max(vsyncSpan?.last ?? 0, start + duration))
        }
        return nil
    }

    struct Problem: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// The `device` entry: what the tables tell, `null` for the rest.
    func analysis(refreshHz: Double?, statedDurationS: Double?, bands: HitchBandSet, notes: inout [String]) -> StrategyAnalysis {
        var known: Set<String> = []
        var summary = StrategySummary()
        // The measured interval: vsyncs cover it best, then commits; else the length the user stated.
        let sortedCommits = commits.sorted { $0.startNs < $1.startNs }
        var durationNs: Double?
        if let span = vsyncSpan {
            durationNs = Double(span.last - span.first)
        } else if let first = sortedCommits.first, let last = commits.map({ $0.startNs + $0.durationNs }).max() {
            durationNs = Double(last - first.startNs)
        } else if let statedDurationS {
            durationNs = statedDurationS * 1e9
        }
        if let durationNs { summary.durationMs = durationNs / 1e6; known.insert("duration_ms") }
        if sawHitchTable {
            known.formUnion(["hitches", "hitch_time_ms", "max_hitch_ms"])
            summary.hitches = hitches.count
            summary.hitchTimeMs = Double(hitches.reduce(0) { $0 + $1.durationNs }) / 1e6
            summary.maxHitchMs = Double(hitches.map(\.durationNs).max() ?? 0) / 1e6
            if let durationNs, durationNs > 0 {
                known.formUnion(["hitch_time_ratio_ms_per_s", "hitch_band"])
                summary.hitchTimeRatio = summary.hitchTimeMs / (durationNs / 1e9)
                summary.hitchBand = bands.band(for: summary.hitchTimeRatio)
            } else {
                notes.append("device: the export has no commit or vsync table to measure the recording's length, so the hitch time ratio and band are null; give --duration SECONDS to state it.")
            }
        }
        let interval = refreshHz.map { 1e9 / $0 }
        if !commits.isEmpty {
            let ms = commits.map { Double($0.durationNs) / 1e6 }
            known.formUnion(["frames", "frame_duration_ms", "frozen_frames", "first_frame_ms"])
            summary.frames = commits.count
            summary.frameDurationMs = Percentiles(of: ms)
            summary.frozenFrames = ms.filter { $0 > 700 }.count
            summary.firstFrameMs = Double(sortedCommits[0].durationNs) / 1e6
            if let interval {
                known.insert("jank_frames")
                summary.jankFrames = commits.filter { Double($0.durationNs) > 2 * interval }.count
            }
        }
        if sawViewTable {
            known.formUnion(["body_evaluations", "body_evaluations_by_view"])
            for entry in views.values {
                summary.bodyEvaluations += entry.stats.count
                let name = entry.module.isEmpty ? entry.name : "\(entry.module).\(entry.name)"
                summary.bodyEvaluationsByView[name, default: 0] += entry.stats.count
            }
        }
        summary.unknown = Set(ImportedRecording.contractKeys).subtracting(known)
        let table = DurationTable(kind: .body, rows: views.values.map { DurationRow(module: $0.module, name: $0.name, stats: $0.stats) })
        return ImportedRecording.analysis(name: "device", summary: summary, views: table,
                                          frames: frames(sortedCommits, intervalNs: interval), findings: [])
    }

    /// The timeline: one frame per commit (a hitch marks the commit it starts in), or, without commits,
    /// one bar per hitch. Frames are encoded at the measured rate, else at 120 Hz, whose interval divides
    /// both 60 and 120 Hz hitch lengths.
    private func frames(_ commits: [(startNs: UInt64, durationNs: UInt64)], intervalNs: Double?) -> [FrameRow] {
        let p = intervalNs ?? 1e9 / 120
        let milliHz = UInt32((1e12 / p).rounded())
        let hitchesByStart = hitches.sorted { $0.startNs < $1.startNs }
        func record(index: Int, start: UInt64, duration: UInt64, hitch: Hitch?) -> FrameRow {
            let late = hitch.map { Int64((Double($0.durationNs) / p).rounded()) } ?? 0
            // Render-server hitches committed on time; the rest are the app's (the narrative says which).
            let renderSide = hitch?.narrative.lowercased().contains("render") ?? false
            let deadline = start + UInt64(p)
            let commit = renderSide ? min(start + duration, deadline) : start + duration
            let frame = FrameRecord(transactionID: UInt64(index), threadID: 0, refreshMilliHz: milliHz, startNs: start, commitNs: commit,
                                    renderDurationNs: 0, startVsync: 0, commitVsync: 1 + late, presentVsync: 2 + late, expectedPresentVsync: 2,
                                    commitDeadlineNs: deadline, pipelineDepth: 2, droppedVsyncs: UInt32(max(0, late)))
            return FrameRow(index: index, frame: frame, blankFraction: 0, scrollOffset: nil, viewsUpdated: 0, heightReports: 0)
        }
        guard !commits.isEmpty else {
            return hitchesByStart.enumerated().map { record(index: $0.offset, start: $0.element.startNs, duration: $0.element.durationNs, hitch: $0.element) }
        }
        var next = 0
        return commits.enumerated().map { index, commit in
            let end = index + 1 < commits.count ? commits[index + 1].startNs : .max
            var hitch: Hitch?
            while next < hitchesByStart.count, hitchesByStart[next].startNs < end {
                if hitchesByStart[next].startNs >= commit.startNs { hitch = hitchesByStart[next] }
                next += 1
            }
            return record(index: index, start: commit.startNs, duration: commit.durationNs, hitch: hitch)
        }
    }
}
