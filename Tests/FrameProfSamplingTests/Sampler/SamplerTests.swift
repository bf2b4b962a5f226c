import CFrameProfClock
import FrameProfAnalysis
import Glibc
import FrameProf
import Testing
@testable import FrameProfSampling

/// CPU time of this thread, ns.
private func threadCPUTime() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// The deliberately expensive part of a "body": arithmetic until `ns` of CPU time have passed.
@inline(never)
func spinInExpensiveBody(_ ns: UInt64) -> Double {
    let end = threadCPUTime() + ns
    var x = 1.0
    while threadCPUTime() < end {
        for i in 0..<2000 { x = x * 1.000001 + Double(i & 7) }
    }
    return x
}

/// The cheap part every frame does.
@inline(never)
func cheapFrameWork(_ ns: UInt64) -> Double {
    let end = threadCPUTime() + ns
    var x = 2.0
    while threadCPUTime() < end {
        for i in 0..<2000 { x = x * 0.999999 + Double(i & 3) }
    }
    return x
}

/// Ten SIGPROFs raised here while a sampler whose timer never fires is running.
@inline(never)
func raiseSignalsFromANamedFunction() throws -> SampleSet {
    try Sampler.start(hertz: 1e-3, capacity: 100)
    for _ in 0..<10 { raise(SIGPROF) }
    return Sampler.stop()
}

@Suite(.serialized) struct SamplerTests {
    @Test func cpuClockSamplesOnlyWhileTheThreadRuns() throws {
        try RecordingContext().run {
            // A signal ends a sleep early (EINTR, whatever SA_RESTART says), so sleep in a loop until 100 ms pass.
            func wait100ms() {
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                let end = now.tv_sec * 1_000_000_000 + now.tv_nsec + 100_000_000
                repeat {
                    usleep(1000)
                    clock_gettime(CLOCK_MONOTONIC, &now)
                } while now.tv_sec * 1_000_000_000 + now.tv_nsec < end
            }
            try Sampler.start(hertz: 1000, capacity: 1000, clock: .cpu)
            wait100ms()
            let idle = Sampler.stop().samples.count
            try Sampler.start(hertz: 1000, capacity: 1000, clock: .wall)
            wait100ms()
            let waiting = Sampler.stop().samples.count
            #expect(idle <= 5, "a sleeping thread uses almost no CPU time")
            #expect(waiting > 50, "the wall clock samples the wait too")
        }
    }

    @Test func aSampleStartsAtTheInterruptedCodeAndReachesItsCallersByTheFastTrace() throws {
        try RecordingContext().run {
            let set = try raiseSignalsFromANamedFunction()
            #expect(set.samples.count == 10 && set.slowUnwinds == 0 && set.failedUnwinds == 0)
            let symbolizer = Symbolizer()
            for sample in set.samples {
                let functions = symbolizer.stack(sample).map(\.function)
                // Root first: the raising function sits above the test, below libc's raise.
                let raiser = try #require(functions.firstIndex { $0.hasPrefix("FrameProfSamplingTests.raiseSignalsFromANamedFunction") })
                #expect(functions[..<raiser].contains { $0.contains("SamplerTests") })
                #expect(functions[(raiser + 1)...].contains { $0.contains("raise") || $0.contains("kill") }, "\(functions)")
                #expect(!functions.contains { $0.contains("on_sigprof") }, "the handler's own frames are not part of the sample")
            }
        }
    }

    @Test func aSecondStartWhileRunningIsRefused() throws {
        try RecordingContext().run {
            try Sampler.start(hertz: 100, capacity: 10)
            #expect { try Sampler.start(hertz: 100, capacity: 10) } throws: { "\($0)".hasPrefix("cannot start the sampling timer: Device or resource busy") }
            _ = Sampler.stop()
        }
    }
}
