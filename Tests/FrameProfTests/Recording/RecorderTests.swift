import FrameProfTrace
import Foundation
import Testing
@_spi(Simulation) @testable import FrameProf

/// Each test records in a context of its own, so the tests run in parallel with each other and with
/// every other suite.
@Suite("Recorder")
struct RecorderTests {
    /// Reads a whole in-memory trace into items.
    func read(_ sink: MemorySink) throws -> (reader: TraceReader, items: [TraceItem]) {
        let reader = try TraceReader(bytes: sink.bytes)
        var items: [TraceItem] = []
        while let item = reader.next() { items.append(item) }
        return (reader, items)
    }

    func intervals(_ reader: TraceReader, _ items: [TraceItem]) -> (intervals: [TraceInterval], unmatched: Int, open: Int) {
        var assembler = IntervalAssembler()
        var result: [TraceInterval] = []
        for case let .event(event) in items {
            if let interval = assembler.consume(event) { result.append(interval) }
        }
        return (result, assembler.unmatchedEnds, assembler.openIntervals)
    }

    @Test("Signposts from four threads at once all land, nested and named (rings of 64 that may not grow make threads wait for the writer; rings of 64 that may grow, while the writer drains them, never wait)",
          arguments: [(64, 64), (64, 1 << 22), (1024, 1 << 22)])
    func fourThreads(ringCapacity: Int, maxRingCapacity: Int) throws {
        try RecordingContext().run {
            let sink = MemorySink()
            // The stall bound is raised far above the default second: under ThreadSanitizer on two busy cores
            // the writer can be off the CPU for longer than that, and this test is about waiting, not the bound.
            let recorder = try Recorder.start(sink: sink, options: RecorderOptions(ringCapacity: ringCapacity, maxRingCapacity: maxRingCapacity,
                                                                                   flushIntervalMilliseconds: 5,
                                                                                   maxStallMilliseconds: 120_000))
            let module = ModuleTag("StackLab")
            let perThread = 20_000
            let done = DispatchGroup()
            // A thread joins the test's context itself: contexts follow threads, not the code that starts them.
            let context = RecordingContext.current
            for index in 0..<4 {
                done.enter()
                Thread.detachNewThread {
                    context.run {
                        let rowName = SignpostName("Row\(index)", module: module)
                        for _ in 0..<perThread {
                            FrameProf.interval(.body, rowName) {
                                FrameProf.interval(.measure, "VStackLayout", module: module) {}
                            }
                        }
                    }
                    done.leave()
                }
            }
            done.wait()
            let stats = try recorder.stop()
            #expect(stats.eventsLost == 0)
            #expect(stats.eventsWritten == UInt64(4 * perThread * 4))
            if maxRingCapacity == 64 {
                #expect(stats.ringStalls > 0)
                #expect(stats.largestRingBytes == 64 * 16)
            } else if ringCapacity == 64 {
                #expect(stats.ringStalls == 0)
                #expect(stats.largestRingBytes > 64 * 16, "a ring of 64 records cannot hold what a thread signposts between two drains")
            }

            let (reader, items) = try read(sink)
            #expect(reader.damage == nil)
            let (all, unmatched, open) = intervals(reader, items)
            #expect(unmatched == 0)
            #expect(open == 0)
            #expect(all.count == 4 * perThread * 2)
            let byThread = Dictionary(grouping: all, by: \.threadID)
            #expect(byThread.count == 4)
            for (_, list) in byThread {
                let bodies = list.filter { $0.kind == .body }
                let measures = list.filter { $0.kind == .measure }
                #expect(bodies.count == perThread)
                #expect(measures.count == perThread)
                #expect(Set(bodies.map { reader.name(of: $0.nameID).qualified }).count == 1)
                #expect(measures.allSatisfy { $0.depth == 1 && reader.name(of: $0.nameID).qualified == "StackLab.VStackLayout" })
                #expect(measures.allSatisfy { reader.name(of: $0.parentNameID).name.hasPrefix("Row") })
            }
            let rows = Set(all.filter { $0.kind == .body }.map { reader.name(of: $0.nameID).qualified })
            #expect(rows == ["StackLab.Row0", "StackLab.Row1", "StackLab.Row2", "StackLab.Row3"])
        }
    }

    @Test("A 1M-event recording round-trips: counts, order, footer")
    func millionEvents() throws {
        try RecordingContext().run {
            let sink = MemorySink()
            let recorder = try Recorder.start(sink: sink)
            for i in 0..<500_000 {
                if i % 2 == 0 {
                    FrameProf.begin(.place, "LazyVStackLayout")
                } else {
                    FrameProf.begin(.body, "FeedRow")
                }
                FrameProf.end(i % 2 == 0 ? .place : .body)
            }
            let stats = try recorder.stop()
            #expect(stats.eventsWritten == 1_000_000)
            let reader = try TraceReader(bytes: sink.bytes)
            var events: UInt64 = 0
            var previous: UInt64 = 0
            var monotonic = true
            var footer: TraceFooter?
            while let item = reader.next() {
                switch item {
                case let .event(event):
                    events += 1
                    if event.timestampNs < previous { monotonic = false }
                    previous = event.timestampNs
                case let .footer(f): footer = f
                default: break
                }
            }
            #expect(events == 1_000_000)
            #expect(monotonic)
            #expect(footer?.eventsWritten == 1_000_000)
            #expect(footer?.eventsLost == 0)
            #expect(reader.damage == nil)
            #expect(Double(sink.bytes.count) / 500_000 <= 8, "an interval must cost at most 8 bytes on disk")
        }
    }

    @Test("Thousands of names, first seen anywhere in the writer's batches and chunks, each read back on its own event and cause, in order")
    func manyNamesAcrossBatches() throws {
        try RecordingContext().run {
            let sink = MemorySink()
            let recorder = try Recorder.start(sink: sink, options: RecorderOptions(flushIntervalMilliseconds: 5))
            // 3,000 names overflow the writer's 256-slot name cache; one new name every 11 intervals puts
            // first uses at every offset of the 1,024-record batches and across 32,768-record chunks, and
            // the 77,000 intervals after the last new name fill whole batches, ending on every kind of record.
            let views = (0..<3_000).map { SignpostName("View\($0)") }
            let causes = (0..<400).map { SignpostName("input \($0)") }
            var expected: [String] = []
            for i in 0..<110_000 {
                let view = views[(i &* 7_919) % min(views.count, 1 + i / 11)]
                if i % 3 == 0 {
                    let cause = causes[(i / 3) % min(causes.count, 1 + i / 30)]
                    FrameProf.cause(cause)
                    expected.append("cause \(cause.id)")
                }
                FrameProf.begin(.body, view)
                expected.append("begin \(view.id)")
                if i % 5 == 0 {
                    FrameProf.instant(.custom, "Tick")
                    expected.append("instant Tick")
                }
                FrameProf.end(.body)
                expected.append("end")
            }
            let stats = try recorder.stop()
            #expect(stats.eventsLost == 0)

            let reader = try TraceReader(bytes: sink.bytes)
            var log: [String] = []
            log.reserveCapacity(expected.count)
            let ids = Dictionary(uniqueKeysWithValues: (views + causes).map { (NameRegistry.shared.resolve($0).name, $0.id) })
            func id(_ nameID: UInt32) -> String {
                let name = reader.name(of: nameID).name
                return ids[name].map(String.init) ?? name
            }
            while let item = reader.next() {
                switch item {
                case let .event(e): log.append(e.phase == .end ? "end" : "\(e.phase) \(id(e.nameID))")
                case let .cause(c): log.append("cause \(id(c.nameID))")
                default: break
                }
            }
            #expect(reader.damage == nil)
            #expect(log.count == expected.count)
            // The first difference and its neighbours, not two 500,000-line logs.
            let differs = (0..<min(log.count, expected.count)).first { log[$0] != expected[$0] }
            #expect(differs == nil, "read \(differs.map { log[max(0, $0 - 2)..<min(log.count, $0 + 3)] } ?? []), recorded \(differs.map { expected[max(0, $0 - 2)..<min(expected.count, $0 + 3)] } ?? [])")
            // The trace defines the names the recording used, each once, and no other.
            let used = Set(expected.compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) })
            let defined = reader.names.dropFirst().map { ids[$0.name].map(String.init) ?? $0.name }
            #expect(defined.count == used.count)
            #expect(Set(defined).symmetricDifference(used).isEmpty,
                    "defined, never used: \(Set(defined).subtracting(used).sorted()); used, never defined: \(used.subtracting(defined).sorted())")
        }
    }

    @Test("The virtual clock gives exact, reproducible timestamps")
    func virtualClock() throws {
        try RecordingContext().run {
            func record() throws -> [UInt8] {
                let sink = MemorySink()
                VirtualClock.set(1_000)
                let recorder = try Recorder.start(sink: sink, options: RecorderOptions(clock: .virtual))
                VirtualClock.advance(by: 500)
                FrameProf.begin(.body, "ContentView")
                VirtualClock.advance(by: 2_000)
                FrameProf.begin(.measure, "VStackLayout")
                VirtualClock.advance(by: 300)
                FrameProf.end(.measure)
                FrameProf.end(.body)
                try recorder.stop()
                ClockCalibration.selectHardware()
                return sink.bytes
            }
            let first = try record()
            let reader = try TraceReader(bytes: first)
            let items = Array(reader)
            #expect(reader.header.clockSource == .virtual)
            let times = items.compactMap { item -> UInt64? in
                if case let .event(e) = item { return e.timestampNs }
                return nil
            }
            #expect(times == [500, 2_500, 2_800, 2_800])
            #expect(reader.metadata["clock"] == "virtual")
            let second = try record()
            // Only the header's wall-clock stamp (and its checksum) may differ between the two recordings.
            #expect(Array(first.dropFirst(48)) == Array(second.dropFirst(48)))
        }
    }

    @Test("Signposts while not recording leave nothing behind")
    func disabledSignposts() throws {
        try RecordingContext().run {
            // FrameProf.isEnabled says whether any context in the process records (tests beside this one
            // may); Recorder.current is this context's recording.
            #expect(Recorder.current == nil)
            for _ in 0..<1000 { FrameProf.interval(.body, "Ignored") {} }
            let sink = MemorySink()
            let recorder = try Recorder.start(sink: sink)
            #expect(FrameProf.isEnabled && Recorder.current === recorder)
            FrameProf.interval(.custom, "Kept") {}
            try recorder.stop()
            #expect(Recorder.current == nil)
            let (reader, items) = try read(sink)
            let names = items.compactMap { item -> String? in
                if case let .event(e) = item, e.phase == .begin { return reader.name(of: e.nameID).name }
                return nil
            }
            #expect(names == ["Kept"])
        }
    }

    @Test("Frame clocks add classified frames to the trace in trace time")
    func framesInTrace() throws {
        try RecordingContext().run {
            let sink = MemorySink()
            VirtualClock.set(10_000_000)
            let recorder = try Recorder.start(sink: sink, options: RecorderOptions(clock: .virtual))
            var clock = FrameClock(rate: .hz60, origin: 10_000_000)
            clock.beginTransaction()
            VirtualClock.advance(by: 41_666_667)
            clock.commit()
            try recorder.stop()
            ClockCalibration.selectHardware()
            let (_, items) = try read(sink)
            let frames = items.compactMap { item -> FrameRecord? in
                if case let .frame(f) = item { return f }
                return nil
            }
            #expect(frames.count == 1)
            #expect(frames.first?.startNs == 0)
            #expect(frames.first?.commitNs == 41_666_667)
            #expect(frames.first?.classification == .commitHitch)
            #expect(frames.first?.hitchIntervals == 2)
            let transactions = items.filter {
                if case let .event(e) = $0 { return e.kind == .transaction }
                return false
            }
            #expect(transactions.count == 2)
        }
    }

    @Test("A trace read while still recording holds the flushed chunks and says it has no footer")
    func crashSafety() throws {
        try RecordingContext().run {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("frameprof-crash-\(getpid()).fpt").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let recorder = try Recorder.start(sink: try FileSink(path: path), options: RecorderOptions(flushIntervalMilliseconds: 10))
            for _ in 0..<1000 { FrameProf.interval(.body, "BeforeCrash") {} }
            recorder.flush()
            var events: UInt64 = 0
            var damage: TraceDamage?
            for _ in 0..<200 where events < 2000 {
                usleep(10_000)
                let reader = try TraceReader(path: path)
                damage = reader.drain()
                events = reader.eventsRead
            }
            try recorder.stop()
            #expect(events == 2000)
            #expect(damage?.kind == .missingFooter)
            #expect(damage?.description.contains("did not stop cleanly") == true)
        }
    }

    @Test("An unwritable trace path is refused with the path and the reason")
    func unwritablePath() {
        let error = #expect(throws: TraceWriteError.self) { try FileSink(path: "/nonexistent-dir/app.fpt") }
        #expect(error?.description == "cannot create the trace file /nonexistent-dir/app.fpt: No such file or directory")
    }

    @Test("Starting twice is refused with a sentence; stopping twice too")
    func misuse() throws {
        try RecordingContext().run {
            let recorder = try Recorder.start(sink: MemorySink())
            #expect(throws: RecorderError.self) { try Recorder.start(sink: MemorySink()) }
            try recorder.stop()
            let error = #expect(throws: RecorderError.self) { try recorder.stop() }
            #expect(error?.description == "this recording was already stopped")
            #expect(throws: RecorderError.self) { try Recorder.start(sink: MemorySink(), options: RecorderOptions(ringCapacity: 1000)) }
            #expect(throws: RecorderError.self) { try Recorder.start(sink: MemorySink(), options: RecorderOptions(ringCapacity: 1024, maxRingCapacity: 512)) }
        }
    }
}
