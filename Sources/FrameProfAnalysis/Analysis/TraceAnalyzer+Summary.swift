import FrameProfTrace

extension TraceAnalyzer {
    /// The `summary.json` entry (docs/CONTRACT.md): frame metrics from the frames, call counts from the
    /// duration tables, blank-frame metrics from the blank findings, so each fact is computed once.
    func summary(_ ordered: [FrameRecord], views: DurationTable, measures: DurationTable, places: DurationTable,
                 findings: [Finding], bandSet: HitchBandSet) -> StrategySummary {
        var s = StrategySummary()
        var totals = FrameTotals()
        for frame in ordered { totals.add(frame) }
        s.frames = totals.frames
        s.hitches = totals.hitches
        s.commitHitches = totals.commitHitches
        s.renderHitches = totals.renderHitches
        s.hitchTimeMs = totals.hitchTimeNs / 1e6
        s.maxHitchMs = totals.maxHitchNs / 1e6
        s.jankFrames = totals.jankFrames
        s.frozenFrames = totals.frozenFrames
        s.droppedVsyncs = totals.droppedVsyncs
        s.durationMs = Double(totals.durationNs) / 1e6
        let ratio = totals.hitchTimeRatio(bandSet: bandSet)
        s.hitchTimeRatio = ratio.msPerSecond
        s.hitchBand = ratio.band
        // A frame whose main thread did nothing (the render server drawing an animation, such as a push
        // transition's frames) has no duration to rank: the percentiles are the app's commits.
        let committed = ordered.contains { $0.durationNs > 0 } ? ordered.filter { $0.durationNs > 0 } : ordered
        s.frameDurationMs = Percentiles(of: committed.map { Double($0.durationNs) / 1e6 })
        s.frameOverrunMs = Percentiles(of: committed.map { Double($0.overrunNs) / 1e6 })
        // From the first transaction's start to the commit of the first frame that shows the content
        // complete: a first frame with blank rows is not yet the screen the user waits for.
        let blankIndices = Set(findings.lazy.filter { $0.kind == .blankFrame }.compactMap(\.frameIndex))
        s.firstFrameMs = 0
        if let first = ordered.first {
            let complete = ordered.indices.first { !blankIndices.contains($0) }.map { ordered[$0] } ?? ordered[ordered.count - 1]
            s.firstFrameMs = Double(complete.commitNs &- first.startNs) / 1e6
        }
        if let images = unregisteredImageEvents.last?.total {
            s.unregisteredImages = images
            s.extra.append(SummaryExtraKey("unregistered_images", .int(Int64(images))))
        }
        s.screenOpenMs = screenOpenMs(ordered, blankIndices: blankIndices)
        if let screenOpenMs = s.screenOpenMs { s.extra.append(SummaryExtraKey("screen_open_ms", .number(screenOpenMs))) }
        var blankFrames = 0, maxBlankFraction = 0.0, blankTimeMs = 0.0
        for blank in findings where blank.kind == .blankFrame {
            blankFrames += 1
            maxBlankFraction = max(maxBlankFraction, blank.value)
            blankTimeMs += blank.durationMs
        }
        (s.blankFrames, s.maxBlankFraction, s.blankTimeMs) = (blankFrames, maxBlankFraction, blankTimeMs)
        s.truncationEvents = Set(truncationEvents.map(\.transactionID)).count
        s.invalidLayoutPasses = invalidPassEvents.count
        s.contentHeightReports = heightValues
        s.finalContentHeight = heightValues.last ?? 0
        var byView: [String: Int] = [:]
        var timeByView: [String: Double] = [:]
        for row in views.rows {
            byView[row.qualifiedName, default: 0] += row.stats.count
            timeByView[row.qualifiedName, default: 0] += Double(row.stats.totalNs) / 1e6
        }
        s.bodyEvaluationsByView = byView
        s.bodyTimeMsByView = timeByView
        s.bodyEvaluations = views.totalCount
        s.measureCalls = measures.totalCount
        s.placeCalls = places.totalCount
        s.maxViewsUpdatedPerTransaction = maxViewsUpdated
        s.peakLiveViews = peakLiveViews
        s.peakCachedSizes = peakCachedSizes
        // Modeled memory exists only where a device profile priced the recording; elsewhere it is unknown (nil).
        s.peakMemoryBytes = peakMemoryBytes
        s.peakMemoryBreakdown = peakMemoryBreakdown
        if let parts = peakMemoryBreakdown {
            s.extra.append(SummaryExtraKey("peak_memory_by_part_bytes", .object(parts.entries.map { ($0.name, .int(Int64($0.bytes.rounded()))) })))
        }
        s.peakRSSBytes = UInt64(metadata["peak_rss_bytes"] ?? "") ?? 0
        return s
    }

    /// The trace metadata key a lab recording states its sizes for unregistered pictures under.
    public static let unregisteredImageSizesKey = "unregistered_image_sizes"

    /// A pushed screen has opened when its transition's last frame is on the display with the list
    /// complete: from the push (the first transaction's start) to the presentation of the transition's
    /// last frame, or of the first complete frame after it; nil when no transition was recorded.
    private func screenOpenMs(_ ordered: [FrameRecord], blankIndices: Set<Int>) -> Double? {
        guard let first = ordered.first, let last = lastTransitionTransaction,
              let end = ordered.firstIndex(where: { $0.transactionID == last }) else { return nil }
        let complete = ordered.indices[end...].first { !blankIndices.contains($0) } ?? ordered.count - 1
        return Double(ordered[complete].presentNs &- first.startNs) / 1e6
    }

    /// A blank frame stays on screen until the next frame replaces it (one interval for the last).
    static func blankDurationNs(_ ordered: [FrameRecord], _ index: Int) -> Double {
        let frame = ordered[index]
        let replaced = index + 1 < ordered.count ? Double(ordered[index + 1].presentNs) : Double(frame.presentNs) + frame.intervalNs
        return max(frame.intervalNs, replaced - Double(frame.presentNs))
    }

    /// Blank frames, truncations, invalid passes and size-report churn, in time order.
    func findings(_ rows: [FrameRow]) -> [Finding] {
        var indexByTransaction: [UInt64: Int] = [:]
        for row in rows { indexByTransaction[row.frame.transactionID] = row.index }
        let ordered = rows.map(\.frame)
        func at(_ transactionID: UInt64) -> (index: Int?, ms: Double) {
            guard let index = indexByTransaction[transactionID] else { return (nil, 0) }
            return (index, Double(rows[index].frame.startNs) / 1e6)
        }
        var found: [Finding] = []
        for row in rows where row.blankFraction > 0 {
            let ms = Self.blankDurationNs(ordered, row.index) / 1e6
            found.append(Finding(kind: .blankFrame, frameIndex: row.index, timeMs: Double(row.frame.startNs) / 1e6,
                                 value: row.blankFraction, durationMs: ms,
                                 detail: "\(Self.percent(row.blankFraction)) of the viewport blank for \(Self.ms(ms)) ms"))
        }
        for event in truncationEvents {
            let (index, ms) = at(event.transactionID)
            let rows = event.rows.map { Finding.rowsCutOff($0, extent: "\(Self.ms(event.points)) pt") } ?? "\(Self.ms(event.points)) pt"
            found.append(Finding(kind: .truncation, frameIndex: index, timeMs: ms, value: event.points, durationMs: 0,
                                 detail: "\(rows) above the first placed row cut off: they can no longer be reached"))
        }
        for event in invalidPassEvents {
            let (index, ms) = at(event.transactionID)
            found.append(Finding(kind: .invalidLayoutPass, frameIndex: index, timeMs: ms, value: event.attempt, durationMs: 0,
                                 detail: "layout pass \(Self.count(event.attempt)) disagreed with the cached content size"))
        }
        let final = heightValues.last ?? 0
        for (number, report) in heightEvents.enumerated() where number > 0 && report.value != final {
            let (index, ms) = at(report.transactionID)
            found.append(Finding(kind: .sizeReportChurn, frameIndex: index, timeMs: ms, value: report.value - final, durationMs: 0,
                                 detail: "content height \(Self.ms(report.value)) pt reported, \(Self.ms(report.value - final)) pt from the final \(Self.ms(final)) pt"))
        }
        // One finding per transaction that met pictures nobody registered, each saying the total so far.
        for event in unregisteredImageEvents {
            let (index, ms) = at(event.transactionID)
            found.append(Finding(kind: .unregisteredImage, frameIndex: index, timeMs: ms, value: Double(event.total), durationMs: 0,
                                 detail: Finding.unregisteredImages(event.total, pricedAs: metadata[Self.unregisteredImageSizesKey])))
        }
        return found.sorted { ($0.timeMs, $0.kind.rawValue) < ($1.timeMs, $1.kind.rawValue) }
    }

    static func percent(_ fraction: Double) -> String { "\(NumberText.trimmed(fraction * 100, decimals: 0)) %" }

    static func ms(_ value: Double) -> String { NumberText.trimmed(value, decimals: 2) }
}
