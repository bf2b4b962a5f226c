import Testing
@testable import FrameProf

/// Hand-computed commit timelines. Times are nanoseconds on a grid whose vsync 0 is at 0.
@Suite("Frame clock classification")
struct FrameClockTests {
    /// Vsync k of a rate, as the grid places it (rounded up to a whole nanosecond).
    func vsync(_ k: Int64, _ rate: RefreshRate) -> UInt64 { VsyncGrid(origin: 0, rate: rate).time(k) }

    func frame(_ clock: inout FrameClock, start: UInt64, commit: UInt64, render: UInt64 = 0) -> FrameRecord {
        clock.beginTransaction(at: start)
        return clock.commit(at: commit, renderDurationNs: render)
    }

    @Test("60 Hz grid: P is 16.667 ms and vsync times round up")
    func grid60() {
        RecordingContext().run {
            let grid = VsyncGrid(origin: 0, rate: .hz60)
            #expect(grid.time(1) == 16_666_667)
            #expect(grid.time(3) == 50_000_000)
            #expect(grid.index(atOrBefore: 16_666_666) == 0)
            #expect(grid.index(atOrBefore: 16_666_667) == 1)
            #expect(grid.index(atOrAfter: 16_666_668) == 2)
            #expect(VsyncGrid(origin: 0, rate: .hz120).time(1) == 8_333_334)
        }
    }

    @Test("Frames that commit before their deadline are on time at 60 and 120 Hz")
    func onTime() {
        RecordingContext().run {
            for rate in [RefreshRate.hz60, .hz120] {
                var clock = FrameClock(rate: rate, origin: 0, tracing: false)
                for k in Int64(0)..<10 {
                    let f = frame(&clock, start: vsync(k, rate) + 100_000, commit: vsync(k, rate) + 2_000_000)
                    #expect(f.classification == .onTime)
                    #expect(f.presentVsync == k + 2)
                    #expect(f.overrunNs < 0)
                }
                #expect(clock.totals.hitches == 0)
                #expect(clock.totals.droppedVsyncs == 0)
                #expect(clock.hitchTimeRatio.msPerSecond == 0)
                #expect(clock.hitchTimeRatio.band == .good)
            }
        }
    }

    @Test("A commit 2.5 intervals after its start is a commit hitch two intervals late (60 Hz)")
    func commitTwoIntervalsLate() {
        RecordingContext().run {
            var clock = FrameClock(rate: .hz60, origin: 0, tracing: false)
            let f = frame(&clock, start: 0, commit: 41_666_667) // 2.5 × 16.667 ms
            #expect(f.startVsync == 0)
            #expect(f.commitDeadlineNs == 16_666_667)
            #expect(f.commitVsync == 3)
            #expect(f.presentVsync == 4)
            #expect(f.expectedPresentVsync == 2)
            #expect(f.classification == .commitHitch)
            #expect(f.hitchIntervals == 2)
            #expect(abs(f.hitchTimeNs - 33_333_333.3) < 1)
            #expect(f.overrunNs == 41_666_667 - 16_666_667)
            #expect(f.droppedVsyncs == 2)
            #expect(f.isJank) // 41.7 ms > 2 × 16.7 ms
            #expect(!f.isFrozen)
        }
    }

    @Test("The frame after a late one counts from the next free vsync and is on time")
    func recoveryAfterOverrun() {
        RecordingContext().run {
            var clock = FrameClock(rate: .hz120, origin: 0, tracing: false)
            let late = frame(&clock, start: 0, commit: vsync(2, .hz120) - 1_000) // misses vsync 1 by ~1 P
            #expect(late.classification == .commitHitch)
            #expect(late.hitchIntervals == 1)
            let next = frame(&clock, start: vsync(2, .hz120) - 500, commit: vsync(2, .hz120) + 3_000_000)
            #expect(next.startVsync == 2) // vsync 1's slot went to the late frame's commit
            #expect(next.classification == .onTime)
            #expect(clock.totals.hitches == 1)
            #expect(clock.totals.droppedVsyncs == 1)
        }
    }

    /// An app's own loop at 60 Hz: every iteration takes `work` ns (every 50th takes `slow`) and the next
    /// starts when the last one committed, or at the next vsync when `paced`.
    private func appLoop(paced: Bool, frames: Int, work: UInt64 = 5_000_000, slow: UInt64 = 30_000_000) -> [FrameRecord] {
        var clock = FrameClock(rate: .hz60, origin: 0, tracing: false)
        let grid = VsyncGrid(origin: 0, rate: .hz60)
        var time: UInt64 = 0
        var records: [FrameRecord] = []
        for k in 0..<frames {
            if paced { time = grid.time(grid.index(atOrAfter: time)) }
            let end = time + (k % 50 == 49 ? slow : work)
            records.append(frame(&clock, start: time, commit: end))
            time = end
        }
        return records
    }

    @Test("A loop faster than the display: every slow frame is a hitch, the fast ones coalesce on time")
    func freeRunningLoop() {
        RecordingContext().run {
            let records = appLoop(paced: false, frames: 500)
            let slow = records.enumerated().filter { $0.offset % 50 == 49 }.map(\.element)
            // Each 30 ms frame is judged from the vsync at or before its real start, so all ten miss.
            #expect(slow.count == 10)
            #expect(slow.allSatisfy { $0.classification == .commitHitch })
            #expect(records.filter(\.isHitch).count == 10)
            // The vsync numbering follows real time: the last frame counts from the vsync it started in.
            let last = records.last!
            #expect(last.startVsync == VsyncGrid(origin: 0, rate: .hz60).index(atOrBefore: last.startNs))
            // Three or four 5 ms frames commit per 16.7 ms interval: the display shows the newest of them, and
            // one that missed the vsync it queued for is expected at the next (buffer stuffing, not a hitch).
            let coalesced = zip(records, records.dropFirst()).filter { $0.commitVsync == $1.commitVsync }.count
            #expect(coalesced > 200)
            let queued = records.filter { !$0.isHitch && $0.expectedPresentVsync > $0.startVsync + Int64($0.pipelineDepth) }
            #expect(queued.count > 100)
            #expect(records.allSatisfy { $0.commitVsync <= VsyncGrid(origin: 0, rate: .hz60).index(atOrBefore: $0.commitNs) + 2 })
        }
    }

    @Test("A paced loop (one transaction per vsync) is classified as before")
    func pacedLoop() {
        RecordingContext().run {
            let records = appLoop(paced: true, frames: 500)
            for (k, f) in records.enumerated() {
                if k % 50 == 49 {
                    // 30 ms from vsync v: picked up at v + 2, shown at v + 3 instead of v + 2.
                    #expect(f.classification == .commitHitch)
                    #expect(f.commitVsync == f.startVsync + 2)
                    #expect(f.hitchIntervals == 1)
                } else {
                    #expect(f.classification == .onTime)
                    #expect(f.presentVsync == f.startVsync + 2)
                }
            }
            // No two frames share a vsync, and the frame after each slow one starts at the vsync that took it.
            #expect(zip(records, records.dropFirst()).allSatisfy { $0.commitVsync < $1.commitVsync })
            #expect(records[50].startVsync == records[49].commitVsync)
        }
    }

    @Test("The deadline announced before a transaction is the one its commit is judged by")
    func announcedDeadline() {
        RecordingContext().run {
            var clock = FrameClock(rate: .hz120, origin: 0, tracing: false)
            #expect(clock.commitDeadline(forStartAt: 0) == vsync(1, .hz120))
            _ = frame(&clock, start: 0, commit: vsync(2, .hz120) - 1_000)
            // Starting inside vsync 1, whose slot the late commit took, the transaction counts from vsync 2.
            let start = vsync(2, .hz120) - 500
            let announced = clock.commitDeadline(forStartAt: start)
            #expect(announced == vsync(3, .hz120))
            let next = frame(&clock, start: start, commit: start + 1_000)
            #expect(next.commitDeadlineNs == announced)
        }
    }

    @Test("A render stage longer than one interval under double buffering is a render hitch")
    func renderHitch() {
        RecordingContext().run {
            var clock = FrameClock(rate: .hz60, buffering: .double, origin: 0, tracing: false)
            let f = frame(&clock, start: 0, commit: 8_000_000, render: 25_000_000) // 1.5 P render
            #expect(f.commitVsync == 1)
            #expect(f.presentVsync == 3)
            #expect(f.classification == .renderHitch)
            #expect(f.hitchIntervals == 1)
            #expect(!f.missedCommitDeadline)
        }
    }

    @Test("Triple buffering: the switching frame is one interval late, the steady stream after it is not")
    func tripleBuffering() {
        RecordingContext().run {
            var clock = FrameClock(rate: .hz120, buffering: .triple, origin: 0, tracing: false)
            var frames: [FrameRecord] = []
            for k in Int64(0)..<20 {
                frames.append(frame(&clock, start: vsync(k, .hz120), commit: vsync(k, .hz120) + 4_000_000, render: 12_500_000))
            }
            #expect(frames[0].classification == .renderHitch)
            #expect(frames[0].hitchIntervals == 1)
            #expect(frames[0].expectedPresentVsync == 2)
            #expect(frames[0].presentVsync == 3)
            for f in frames.dropFirst() {
                #expect(f.classification == .onTime)
                #expect(f.pipelineDepth == 3)
                #expect(f.presentVsync == f.startVsync + 3)
            }
            #expect(clock.totals.hitches == 1)
        }
    }

    @Test("The same stream under double buffering hitches on every frame")
    func doubleBufferingSameStream() {
        RecordingContext().run {
            var clock = FrameClock(rate: .hz120, buffering: .double, origin: 0, tracing: false)
            for k in Int64(0)..<20 {
                _ = frame(&clock, start: vsync(k, .hz120), commit: vsync(k, .hz120) + 4_000_000, render: 12_500_000)
            }
            #expect(clock.totals.hitches == 20)
            #expect(clock.totals.renderHitches == 20)
        }
    }

    @Test("Hitch time ratio: one 2-interval hitch in 120 frames at 120 Hz")
    func hitchTimeRatio() {
        RecordingContext().run {
            var clock = FrameClock(rate: .hz120, origin: 0, tracing: false)
            // Like a scroll driver: each transaction starts at the first vsync after the previous commit.
            var v: Int64 = 0
            for k in 0..<120 {
                let start = vsync(v, .hz120)
                let commit = start + (k == 60 ? 20_000_000 : 3_000_000) // frame 60 takes 20 ms
                _ = frame(&clock, start: start, commit: commit)
                v = max(v + 1, VsyncGrid(origin: 0, rate: .hz120).index(atOrAfter: commit))
            }
            let totals = clock.totals
            #expect(totals.hitches == 1)
            #expect(totals.commitHitches == 1)
            #expect(abs(totals.hitchTimeNs - 16_666_666.7) < 1)
            #expect(abs(totals.maxHitchNs - 16_666_666.7) < 1)
            #expect(totals.droppedVsyncs == 2)
            // Frame 60 starts at vsync 60 and commits at 520 ms (vsync 63); frames 61…119 run at vsyncs
            // 63…121, so the last is presented at vsync 123.
            #expect(totals.lastPresentNs == vsync(123, .hz120))
            let expected = 16.6666667 / (Double(vsync(123, .hz120)) / 1e9)
            #expect(abs(clock.hitchTimeRatio.msPerSecond - expected) < 1e-6)
            #expect(clock.hitchTimeRatio.band == .warning) // ≈ 16.3 ms/s
            #expect(totals.hitchTimeRatio(bandSet: .older).band == .critical)
        }
    }

    @Test("Current band set: ≤10 good, ≤25 warning, ≤50 critical, >50 severe")
    func currentBands() {
        RecordingContext().run {
            let set = HitchBandSet.current
            #expect(set.band(for: 0) == .good)
            #expect(set.band(for: 10) == .good)
            #expect(set.band(for: 10.01) == .warning)
            #expect(set.band(for: 25) == .warning)
            #expect(set.band(for: 25.01) == .critical)
            #expect(set.band(for: 50) == .critical)
            #expect(set.band(for: 50.01) == .severe)
        }
    }

    @Test("Older band set: <5 good, 5–10 warning, ≥10 critical")
    func olderBands() {
        RecordingContext().run {
            let set = HitchBandSet.older
            #expect(set.band(for: 4.99) == .good)
            #expect(set.band(for: 5) == .warning)
            #expect(set.band(for: 9.99) == .warning)
            #expect(set.band(for: 10) == .critical)
            #expect(set.band(for: 500) == .critical)
            #expect(HitchRatio(msPerSecond: 12.34, bandSet: .older).description == "12.3 ms/s (critical, older bands)")
        }
    }

    @Test("Frozen frames exceed 700 ms; jank frames exceed 2·P")
    func frozenAndJank() {
        RecordingContext().run {
            var clock = FrameClock(rate: .hz60, origin: 0, tracing: false)
            let frozen = frame(&clock, start: 0, commit: 701_000_000)
            #expect(frozen.isFrozen)
            #expect(frozen.isJank)
            let slow = frame(&clock, start: frozen.commitNs, commit: frozen.commitNs + 20_000_000)
            #expect(!slow.isJank)
            #expect(slow.missedBuildBudget)
            #expect(clock.totals.frozenFrames == 1)
            #expect(clock.totals.jankFrames == 1)
            #expect(clock.totals.framesOverBudget == 2)
        }
    }

    @Test("Any refresh rate: 59.94 Hz keeps exact millihertz")
    func fractionalRate() throws {
        try RecordingContext().run {
            let rate = try #require(RefreshRate(hertz: 59.94))
            #expect(rate.milliHz == 59_940)
            #expect(abs(rate.intervalMs - 16.683350) < 1e-5)
            #expect(RefreshRate(hertz: 0) == nil)
            #expect(RefreshRate(hertz: .nan) == nil)
        }
    }
}
