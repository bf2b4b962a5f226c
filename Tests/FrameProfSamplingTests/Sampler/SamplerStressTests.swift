import FrameProfTrace
import Foundation
import FrameProf
import Glibc
import Testing
@testable import FrameProfSampling

/// 10,000 samples a second for 10 s on a thread that emits signposts the whole time: the handler
/// interrupts the hot path at every instruction, including mid-append to the trace ring. Part of the
/// serialized `SamplerTests` suite: one sampler runs per process.
extension SamplerTests {
    @Test(.disabled(if: underThreadSanitizer, "ThreadSanitizer slows the signal handler below 10,000 samples a second"))
    func tenThousandSamplesASecondForTenSecondsLoseNothing() throws {
        try RecordingContext().run {
            let path = NSTemporaryDirectory() + "frameprof-stress-\(UUID().uuidString).fpt"
            defer { try? FileManager.default.removeItem(atPath: path) }
            let recorder = try Recorder.start(sink: try FileSink(path: path))
            try Sampler.start(hertz: 10_000, capacity: 120_000, maxDepth: 64)
            func nowNs() -> Int {
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                return now.tv_sec * 1_000_000_000 + now.tv_nsec
            }
            func threadCPUNs() -> Int {
                var now = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
                return now.tv_sec * 1_000_000_000 + now.tv_nsec
            }
            let start = nowNs()
            let cpuStart = threadCPUNs()
            var elapsed = 0
            var intervals = 0
            var sink = 0.0
            repeat {
                FrameProf.interval(.body, "StressRow") {
                    for i in 0..<400 { sink += Double(i & 15) }
                }
                intervals += 1
                if intervals & 255 == 0 { elapsed = nowNs() - start }
            } while elapsed < 10_000_000_000
            let samples = Sampler.stop()
            let elapsedNs = nowNs() - start
            let cpuNs = threadCPUNs() - cpuStart
            // The samples go into the trace as `record` stores them: all of them come back.
            recorder.record(samples, hertz: 10_000)
            let stats = try recorder.stop()
            #expect(sink > 0)

            // Every expiry of 10 s at 10 kHz is a sample or a counted missed tick (when the thread was not
            // scheduled, as on a loaded 2-core machine). Most ticks while the thread ran are samples: the
            // thread's CPU time, not the wall time, says how many it could take when other work shares the cores.
            let expected = elapsedNs / 100_000
            #expect(samples.samples.count + samples.missedTicks >= expected * 99 / 100, "\(samples.samples.count) samples, \(samples.missedTicks) missed of \(expected)")
            #expect(samples.samples.count >= cpuNs / 100_000 * 8 / 10, "\(samples.samples.count) samples in \(cpuNs / 1_000_000) ms of the thread's CPU time")
            #expect(samples.dropped == 0 && samples.failedUnwinds == 0)
            #expect(samples.samples.allSatisfy { !$0.addresses.isEmpty })
            #expect(stats.eventsLost == 0)
            #expect(stats.eventsWritten == UInt64(intervals * 2))
            let reader = try TraceReader(path: path)
            var bodies = 0
            var assembler = IntervalAssembler()
            while let item = reader.next() {
                if case let .event(event) = item, assembler.consume(event)?.kind == .body { bodies += 1 }
            }
            #expect(reader.damage == nil)
            #expect(reader.stackSamplesRead == UInt64(samples.samples.count))
            #expect(samples.slowUnwinds * 100 <= samples.samples.count, "libunwind's fast trace takes nearly every sample")
            #expect(bodies == intervals)
            #expect(assembler.unmatchedEnds == 0 && assembler.openIntervals == 0)
        }
    }
}
