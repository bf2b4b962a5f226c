import FrameProfTrace
import Foundation
import Testing
@_spi(Simulation) @testable import FrameProf

/// Two recordings in one process, as parallel test suites make them: each context's trace holds its
/// own threads' signposts and nothing else, and each has its own clocks.
@Suite("Recording contexts")
struct RecordingContextTests {
    /// The names of the intervals a trace holds, with how many of each.
    private func intervalNames(_ sink: MemorySink) throws -> [String: Int] {
        let reader = try TraceReader(bytes: sink.bytes)
        var names: [String: Int] = [:]
        while let item = reader.next() {
            if case let .event(event) = item, event.phase == .begin {
                names[reader.name(of: event.nameID).name, default: 0] += 1
            }
        }
        return names
    }

    @Test("Two contexts recording at once on two threads each get only their own signposts; the process's reach neither")
    func twoRecordingsInOneProcess() throws {
        let contexts = [RecordingContext(), RecordingContext()]
        let sinks = [MemorySink(), MemorySink()]
        let names: [StaticString] = ["OnlyInA", "OnlyInB"]
        let recorders = try (0..<2).map { index in
            try contexts[index].run { try Recorder.start(sink: sinks[index], options: RecorderOptions(flushIntervalMilliseconds: 5)) }
        }
        let done = DispatchGroup()
        for index in 0..<2 {
            done.enter()
            Thread.detachNewThread {
                contexts[index].run {
                    for _ in 0..<10_000 { FrameProf.interval(.body, names[index]) {} }
                }
                done.leave()
            }
        }
        // The process's context is not recording: these go nowhere, though both contexts are.
        #expect(FrameProf.isEnabled)
        for _ in 0..<1000 { FrameProf.interval(.body, "InTheProcess") {} }
        done.wait()
        for (index, recorder) in recorders.enumerated() {
            #expect(contexts[index].run { Recorder.current } === recorder)
            let stats = try recorder.stop()
            #expect(stats.eventsLost == 0)
        }
        #expect(try intervalNames(sinks[0]) == ["OnlyInA": 10_000])
        #expect(try intervalNames(sinks[1]) == ["OnlyInB": 10_000])
    }

    @Test("Threads that run one after another in a context keep their own thread ids, though glibc hands the second the first's pthread handle")
    func threadsOneAfterAnother() throws {
        let context = RecordingContext()
        let sink = MemorySink()
        let recorder = try context.run { try Recorder.start(sink: sink, options: RecorderOptions(flushIntervalMilliseconds: 5)) }
        for _ in 0..<3 {
            let finished = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                context.run { for _ in 0..<1000 { FrameProf.interval(.body, "OneThread") {} } }
                finished.signal()
            }
            finished.wait()
            usleep(1000) // let the thread exit, so the next one may take its handle
        }
        try recorder.stop()
        let reader = try TraceReader(bytes: sink.bytes)
        var perThread: [UInt32: Int] = [:]
        while let item = reader.next() {
            if case let .event(event) = item, event.phase == .begin { perThread[event.threadID, default: 0] += 1 }
        }
        #expect(perThread.count == 3)
        #expect(perThread.values.allSatisfy { $0 == 1000 })
    }

    @Test("FrameProf.counter records an app's counter at its time in the open transaction; with no recording in the context, nothing")
    func appCounters() throws {
        try RecordingContext().run {
            FrameProf.counter("ignored", 1)
            VirtualClock.set(1_000_000)
            let sink = MemorySink()
            let recorder = try Recorder.start(sink: sink, options: RecorderOptions(clock: .virtual))
            var clock = FrameClock(rate: .hz120, buffering: .double, tracing: false)
            clock.beginTransaction(at: 1_000_000)
            VirtualClock.advance(by: 500)
            FrameProf.counter("image_cache_bytes", 4096)
            clock.commit(at: 2_000_000)
            VirtualClock.advance(by: 2_000_000)
            FrameProf.counter("image_cache_bytes", 8192)
            try recorder.stop()
            let reader = try TraceReader(bytes: sink.bytes)
            var counters: [TraceCounter] = []
            while let item = reader.next() { if case let .counter(c) = item { counters.append(c) } }
            #expect(counters == [TraceCounter(name: "image_cache_bytes", transactionID: 1, value: 4096, timeNs: 500),
                                 TraceCounter(name: "image_cache_bytes", transactionID: 0, value: 8192, timeNs: 2_000_500)])
        }
    }

    @Test("Each context keeps its own virtual clock, timeline offset and clock source")
    func clocksArePerContext() {
        let a = RecordingContext()
        let b = RecordingContext()
        a.run {
            ClockCalibration.select(.virtual)
            VirtualClock.set(5_000_000_000)
        }
        b.run {
            ClockCalibration.select(.virtual)
            VirtualClock.set(7_000_000_000)
            VirtualClock.advance(by: 1)
        }
        #expect(a.run { FrameProf.now() } == 5_000_000_000)
        #expect(b.run { FrameProf.now() } == 7_000_000_001)
        #expect(a.run { ClockCalibration.current.source } == .virtual)
        #expect(RecordingContext().run { ClockCalibration.current.source } == .monotonic)
        // Contexts nest: the inner one's clock while inside it, the outer one's after.
        let nested = a.run { (b.run { VirtualClock.now }, VirtualClock.now) }
        #expect(nested == (7_000_000_001, 5_000_000_000))
    }

    @Test("A second recording in the same context is refused, while another context may record")
    func oneRecordingPerContext() throws {
        let context = RecordingContext()
        let recorder = try context.run { try Recorder.start(sink: MemorySink()) }
        let refused: Result<Recorder, any Error> = context.run { Result { try Recorder.start(sink: MemorySink()) } }
        #expect((refused.failure as? RecorderError)?.description == "a recording is already running; stop it before starting another")
        let other = try RecordingContext().run { try Recorder.start(sink: MemorySink()) }
        try other.stop()
        try recorder.stop()
    }
}

extension Result {
    /// The error, if this is one.
    fileprivate var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
