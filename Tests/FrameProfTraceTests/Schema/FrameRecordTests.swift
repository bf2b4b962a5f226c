import Testing
@testable import FrameProfTrace

/// A frame's classification from its vsyncs and times, as every report reads it: on time, a commit
/// hitch or a render hitch, how long the hitch was, and the jank and frozen-frame rules.
@Suite struct FrameRecordTests {
    /// A 60 Hz frame that started at vsync 10 (t = 10 intervals) and whose commit deadline is vsync 11.
    private func frame(commitMs: Double, present: Int64, expected: Int64 = 12, depth: UInt8 = 2) -> FrameRecord {
        let interval = 1e9 / 60
        return FrameRecord(transactionID: 1, threadID: 1, refreshMilliHz: 60_000, startNs: UInt64(10 * interval),
                           commitNs: UInt64(10 * interval + commitMs * 1e6), renderDurationNs: 0, startVsync: 10,
                           commitVsync: 10 + Int64(commitMs * 1e6 / interval), presentVsync: present,
                           expectedPresentVsync: expected, commitDeadlineNs: UInt64(11 * interval),
                           pipelineDepth: depth, droppedVsyncs: UInt32(max(0, present - expected)))
    }

    @Test func anOnTimeFrameHasNoHitch() {
        let onTime = frame(commitMs: 8, present: 12)
        #expect(onTime.classification == .onTime && !onTime.isHitch && onTime.hitchTimeNs == 0)
        #expect(!onTime.missedCommitDeadline && !onTime.missedBuildBudget && !onTime.isJank)
        #expect(onTime.overrunNs < 0, "headroom before the deadline")
        #expect(abs(Double(onTime.startVsyncNs) - 10 * 1e9 / 60) <= 1)
    }

    /// Late by two vsyncs: two intervals of hitch time, blamed on the commit when it missed its
    /// deadline and on the render stage when it did not.
    @Test func aLateFrameIsBlamedOnTheStageThatMadeItLate() {
        let commitHitch = frame(commitMs: 40, present: 14)
        #expect(commitHitch.classification == .commitHitch)
        #expect(commitHitch.hitchIntervals == 2 && abs(commitHitch.hitchTimeNs - 2e9 / 60) < 1)
        #expect(commitHitch.isJank && commitHitch.missedBuildBudget && !commitHitch.isFrozen)
        #expect(abs(Double(commitHitch.presentNs) - 14 * 1e9 / 60) <= 1)
        let renderHitch = frame(commitMs: 10, present: 13)
        #expect(renderHitch.classification == .renderHitch && renderHitch.hitchIntervals == 1)
    }

    /// Started while the previous frame still waited: later than its own start allows, but as
    /// expected, so latency and no hitch (Perfetto's buffer stuffing).
    @Test func aQueuedFrameIsLatencyNotAHitch() {
        let queued = frame(commitMs: 8, present: 13, expected: 13)
        #expect(queued.isQueued && !queued.isHitch && queued.classification == .onTime)
    }

    @Test func frozenFramesAndJankFollowTheirPublishedRules() {
        #expect(FrameRecord.isFrozen(durationNs: 700_000_001) && !FrameRecord.isFrozen(durationNs: 700_000_000))
        #expect(FrameRecord.isJank(durationNs: 33_400_000, intervalNs: 1e9 / 60))
        #expect(!FrameRecord.isJank(durationNs: 33_300_000, intervalNs: 1e9 / 60))
    }

    /// The current set's band limits, at and just past each edge.
    @Test(arguments: [
        (10.0, HitchBand.good), (10.01, HitchBand.warning), (25.0, HitchBand.warning),
        (25.01, HitchBand.critical), (50.0, HitchBand.critical), (50.01, HitchBand.severe),
    ])
    func currentHitchRatiosFallInTheirBands(msPerSecond: Double, band: HitchBand) {
        #expect(HitchBandSet.current.band(for: msPerSecond) == band)
        #expect(HitchRatio(msPerSecond: msPerSecond, bandSet: .current).band == band)
    }

    /// The older set's limits.
    @Test(arguments: [
        (4.99, HitchBand.good), (5.0, HitchBand.warning), (9.99, HitchBand.warning), (10.0, HitchBand.critical), (500.0, HitchBand.critical),
    ])
    func olderHitchRatiosFallInTheirBands(msPerSecond: Double, band: HitchBand) {
        #expect(HitchBandSet.older.band(for: msPerSecond) == band)
        #expect(HitchRatio(msPerSecond: msPerSecond, bandSet: .older).band == band)
    }

    @Test func aRatioPrintsWithItsBandAndSet() {
        #expect(HitchRatio(msPerSecond: 12.46, bandSet: .current).description == "12.5 ms/s (warning, current bands)")
    }
}
