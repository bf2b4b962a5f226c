import FrameProfAnalysis
import FrameProfTrace

/// The device timeline, its findings and its stack samples.
extension DeviceTables {
    /// A hitch frame's time span and the transaction id its samples are charged to.
    typealias HitchWindow = (startNs: UInt64, endNs: UInt64, transactionID: UInt64)

    /// The timeline: one frame per commit (a hitch marks the commit it starts in), or, without commits,
    /// one bar per hitch. Frames are encoded at the measured rate, else at 120 Hz, whose interval divides
    /// both 60 and 120 Hz hitch lengths. `renderSide` are the indices of hitches the render server made late.
    func frames(intervalNs: Double?, renderSide: Set<Int>) -> (rows: [FrameRow], hitchWindows: [HitchWindow]) {
        let p = intervalNs ?? 1e9 / 120
        let milliHz = UInt32((1e12 / p).rounded())
        let order = hitches.indices.sorted { hitches[$0].startNs < hitches[$1].startNs }
        var windows: [HitchWindow] = []
        func record(index: Int, start: UInt64, duration: UInt64, hitch: Int?) -> FrameRow {
            // Times are at most 2^62 ns, so these sums fit; the vsync counts are bounded by the same.
            let late = hitch.map { Int64((Double(hitches[$0].durationNs) / p).rounded()) } ?? 0
            let deadline = start + UInt64(p)
            let commit = hitch.map { renderSide.contains($0) } == true ? min(start + duration, deadline) : start + duration
            // Transaction ids start at 1: a sample outside every transaction has id 0.
            if let hitch { windows.append((hitches[hitch].startNs, hitches[hitch].startNs + hitches[hitch].durationNs, UInt64(index + 1))) }
            let frame = FrameRecord(transactionID: UInt64(index + 1), threadID: 0, refreshMilliHz: milliHz, startNs: start, commitNs: commit,
                                    renderDurationNs: 0, startVsync: 0, commitVsync: 1 + late, presentVsync: 2 + late, expectedPresentVsync: 2,
                                    commitDeadlineNs: deadline, pipelineDepth: 2, droppedVsyncs: UInt32(clamping: late))
            return FrameRow(index: index, frame: frame, blankFraction: 0, scrollOffset: nil, viewsUpdated: 0, heightReports: 0)
        }
        guard !commits.isEmpty else {
            let rows = order.enumerated().map { record(index: $0.offset, start: hitches[$0.element].startNs, duration: hitches[$0.element].durationNs, hitch: $0.element) }
            return (rows, windows)
        }
        let sorted = commits.sorted { $0.startNs < $1.startNs }
        var next = 0
        let rows = sorted.enumerated().map { index, commit in
            let end = index + 1 < sorted.count ? sorted[index + 1].startNs : .max
            var hitch: Int?
            while next < order.count, hitches[order[next]].startNs < end {
                if hitches[order[next]].startNs >= commit.startNs { hitch = order[next] }
                next += 1
            }
            return record(index: index, start: commit.startNs, duration: commit.durationNs, hitch: hitch)
        }
        return (rows, windows)
    }

    /// Findings kept per kind; the rest are counted in a note (summary keys count them all).
    static let maxFindings = ImportLimits.findings

    /// Hitches with Instruments' narrative and potential hangs, the first `maxFindings` of each in time order.
    func findings(frames: [FrameRow]) -> [Finding] {
        let starts = frames.map(\.frame.startNs)
        func frameIndex(at time: UInt64) -> Int? { Self.lastIndex(startingAtOrBefore: time, in: starts) }
        var found: [Finding] = []
        for hitch in hitches.lazy.filter({ !$0.narrative.isEmpty }).prefix(Self.maxFindings) {
            let ms = Double(hitch.durationNs) / 1e6
            found.append(Finding(kind: .hitch, frameIndex: frameIndex(at: hitch.startNs), timeMs: Double(hitch.startNs) / 1e6, value: ms,
                                 durationMs: ms, detail: "\(hitch.narrative): a \(NumberText.trimmed(ms, decimals: 2)) ms hitch" + (hitch.swapID.isEmpty ? "" : " (swap \(hitch.swapID))")))
        }
        for hang in hangs.prefix(Self.maxFindings) {
            let ms = Double(hang.durationNs) / 1e6
            let type = hang.type.isEmpty ? "Hang" : hang.type
            found.append(Finding(kind: .hang, frameIndex: nil, timeMs: Double(hang.startNs) / 1e6, value: ms, durationMs: ms,
                                 detail: "\(type): \(NumberText.trimmed(ms, decimals: 2)) ms" + (hang.thread.isEmpty ? "" : " on \(hang.thread)")))
        }
        return found.sorted { $0.timeMs < $1.timeMs }
    }

    /// `samples` and `hot_functions`: every sample with a stack, those inside a hitch counted as hitch samples.
    func addSamples(to summary: inout StrategySummary, hitchWindows: [HitchWindow]) {
        let profile = profile(hitchWindows: hitchWindows)
        summary.samples = profile.samples
        summary.hotFunctions = Array(profile.hotFunctions.prefix(StrategySummary.hotFunctionLimit))
    }

    /// The samples as `record --sample-hz` keeps them: root first, charged to the innermost frame
    /// (an export does not say which binary is the app's, so none is treated as a library).
    func profile(hitchWindows: [HitchWindow]) -> SampleProfile {
        let windows = hitchWindows.sorted { $0.startNs < $1.startNs }
        let starts = windows.map(\.startNs)
        func window(at time: UInt64) -> HitchWindow? {
            Self.lastIndex(startingAtOrBefore: time, in: starts).map { windows[$0] }.flatMap { time < $0.endNs ? $0 : nil }
        }
        let list = samples.map { sample in
            TraceStackSample(timeNs: sample.timeNs, transactionID: window(at: sample.timeNs)?.transactionID ?? 0,
                             frames: sample.frames.reversed().map { TraceStackFrame(function: $0, inMainProgram: false) })
        }
        let hitchIDs = Set(windows.map(\.transactionID))
        return SampleProfile(samples: list, hitchTransactions: hitchIDs)
    }

    /// The index of the last of the ascending `starts` at or before `time`; nil when all are later.
    static func lastIndex(startingAtOrBefore time: UInt64, in starts: [UInt64]) -> Int? {
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= time { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }
}
