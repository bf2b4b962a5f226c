import Foundation
import FrameProf
import Glibc
import Testing
@testable import FrameProfSampling

/// 10,000 samples a second for 10 s on a thread that emits signposts the whole time: the handler
/// interrupts the hot path at every instruction, including mid-append to the trace ring.
@Suite("Sampler under load", .serialized)
struct SamplerStressTests {
    @Test func tenThousandSamplesASecondForTenSecondsLoseNothing() throws {
        let path = NSTemporaryDirectory() + "frameprof-stress-\(UUID().uuidString).fpt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try Recorder.start(sink: try FileSink(path: path))
        try Sampler.start(hertz: 10_000, capacity: 120_000, maxDepth: 64)
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        var now = start
        var intervals = 0
        var sink = 0.0
        repeat {
            FrameProf.interval(.body, "StressRow") {
                for i in 0..<400 { sink += Double(i & 15) }
            }
            intervals += 1
            if intervals & 255 == 0 { clock_gettime(CLOCK_MONOTONIC, &now) }
        } while now.tv_sec - start.tv_sec < 10
        let samples = Sampler.stop()
        let stats = try recorder.stop()
        #expect(sink > 0)

        #expect(samples.samples.count >= 90_000, "10 s at 10 kHz")
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
        #expect(bodies == intervals)
        #expect(assembler.unmatchedEnds == 0 && assembler.openIntervals == 0)
    }
}
