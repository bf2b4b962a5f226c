import Foundation
import FrameProfAnalysis
import FrameProfTrace
import Testing
@testable import FrameProfReports

/// The Perfetto export decoded field by field (Scripts/test also loads real recordings' exports into
/// Perfetto's own trace processor; these tests pin the cases a 30 s recording never shows).
@Suite("Perfetto trace")
struct PerfettoTraceTests {
    static let interval = 1e9 / 60

    /// A frame at 60 Hz starting `start` vsyncs in, with the given commit, render and vsyncs.
    static func frame(_ id: UInt64, start: Int64, commitMs: Double, renderMs: Double, present: Int64, expected: Int64) -> FrameRecord {
        let startNs = UInt64(Double(start) * interval)
        return FrameRecord(transactionID: id, threadID: 7, refreshMilliHz: 60_000, startNs: startNs,
                           commitNs: startNs + UInt64(commitMs * 1e6), renderDurationNs: UInt64(renderMs * 1e6),
                           startVsync: start, commitVsync: start + 1, presentVsync: present, expectedPresentVsync: expected,
                           commitDeadlineNs: UInt64(Double(start + 1) * interval), pipelineDepth: 2,
                           droppedVsyncs: UInt32(max(0, present - expected)))
    }

    /// On time, a commit hitch, a render hitch, and a frame queued behind its predecessor.
    static let frames = [
        frame(1, start: 0, commitMs: 5, renderMs: 4, present: 2, expected: 2),
        frame(2, start: 2, commitMs: 30, renderMs: 4, present: 6, expected: 4),
        frame(3, start: 6, commitMs: 5, renderMs: 25, present: 9, expected: 8),
        frame(4, start: 9, commitMs: 3, renderMs: 4, present: 12, expected: 12),
    ]

    /// Writes a trace with those frames, one body interval per frame, a counter and a stack sample,
    /// exports it, and returns the decoded packets.
    static func exported() throws -> [ProtoMessage] {
        let directory = NSTemporaryDirectory() + "frameprof-perfetto-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tracePath = directory + "/trace.fpt"
        let writer = try TraceWriter(sink: try FileSink(path: tracePath), header: TraceHeader(clockSource: .monotonic, ticksPerSecond: 1e9, startMonotonicNs: 0, startWallClockNs: 0))
        var chunk = EventChunkEncoder(threadID: 7, sequence: 0, baseNs: 0)
        chunk.defineModule(id: 1, name: "App")
        chunk.defineName(id: 1, moduleID: 1, name: "Row")
        for f in frames {
            chunk.append(phase: .begin, kind: .body, nameID: 1, timestampNs: f.startNs + 100)
            chunk.append(phase: .end, kind: .body, nameID: 0, timestampNs: f.startNs + 900)
        }
        try writer.write(chunk)
        try writer.write(frames: frames)
        try writer.write(counters: [TraceCounter(kind: .scrollOffset, transactionID: 2, value: 120.5),
                                    TraceCounter(name: "image_cache_bytes", transactionID: 0, value: 4096, timeNs: 1_234)])
        let main = TraceStackFrame(function: "main", inMainProgram: true)
        let body = TraceStackFrame(function: "App.Row.body.getter", inMainProgram: true)
        try writer.write(stackSamples: [TraceStackSample(timeNs: frames[1].startNs + 500, transactionID: 2, frames: [main, body]),
                                        TraceStackSample(timeNs: frames[1].startNs + 1500, transactionID: 2, frames: [main, body])])
        try writer.finish(TraceFooter(eventsWritten: 8, eventsLost: 0, framesWritten: 4, chunksWritten: 4))
        let analysis = try TraceAnalyzer.analyze(path: tracePath, name: "lazy-vstack")
        let output = try ReportOutput(directory: directory)
        try PerfettoTraceRenderer().render(Report(toolVersion: "test", strategies: [analysis], hitchBands: .current), into: output)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/lazy-vstack/trace.perfetto-trace")))
        let trace = try #require(ProtoMessage(bytes))
        return trace.messages(1)
    }

    @Test("Every frame has an expected and an actual surface frame, its jank type frameprof's verdict")
    func frameTimeline() throws {
        let packets = try Self.exported()
        let timeline = packets.compactMap { $0.message(76) }
        let actual = timeline.compactMap { $0.message(4) }
        #expect(timeline.compactMap { $0.message(3) }.count == 4)
        #expect(timeline.compactMap { $0.message(5) }.count == 8)
        // JankType: 1 none, 64 app deadline missed, 32 SurfaceFlinger GPU (render stage), 128 buffer stuffing.
        #expect(actual.map { $0.uint(9) } == [1, 64, 32, 128])
        // PresentType: 1 on time, 2 late; only hitches are late.
        #expect(actual.map { $0.uint(6) } == [1, 2, 2, 1])
        #expect(actual.map { $0.uint(7) } == [1, 0, 1, 1])
        #expect(actual.map { $0.uint(2) } == [1, 2, 3, 4])
        #expect(Set(actual.compactMap { $0.uint(1) }).count == 4)
        #expect(actual.allSatisfy { $0.string(5) == "lazy-vstack" && $0.uint(4) == 7 })
    }

    @Test("Signposts are slices on their thread's track, named once through interning")
    func slices() throws {
        let packets = try Self.exported()
        let events = packets.compactMap { $0.message(11) }
        #expect(events.filter { $0.uint(9) == 1 }.count == 4)
        #expect(events.filter { $0.uint(9) == 2 }.count == 4)
        let names = packets.compactMap { $0.message(12) }.flatMap { $0.messages(2) }
        #expect(names.map { $0.string(2) } == ["App.Row"])
        let threads = packets.compactMap { $0.message(60)?.message(4) }
        #expect(threads.map { $0.uint(2) } == [7])
        #expect(packets.filter { $0.message(11) != nil }.allSatisfy { $0.uint(10) == 1 })
    }

    /// Each packet's absolute time as a trace processor reads it: a delta from the last packet timed on
    /// the sequence's incremental clock, or an absolute time where the packet names the boot clock.
    static func absoluteTimes(_ packets: [ProtoMessage]) -> [UInt64?] {
        var last: UInt64 = 0
        return packets.map { packet in
            guard let timestamp = packet.uint(8) else { return nil }
            if packet.uint(58) == 6 { return timestamp }
            last += timestamp
            return last
        }
    }

    @Test("Times are deltas on the sequence's incremental clock, earlier packets absolute; the first thread is the default track")
    func incrementalTimes() throws {
        let packets = try Self.exported()
        let defaults = try #require(packets.first?.message(59))
        #expect(defaults.uint(58) == 64)
        #expect(defaults.message(11)?.uint(11) == 2)
        let clocks = try #require(packets.compactMap { $0.message(6) }.first).messages(1)
        #expect(clocks.map { $0.uint(1) } == [64, 6])
        #expect(clocks.first?.uint(3) == 1)
        let times = Self.absoluteTimes(packets)
        let slices = packets.indices.filter { packets[$0].message(11).map { [1, 2].contains($0.uint(9)) } ?? false }
        #expect(slices.map { times[$0] } == Self.frames.flatMap { [$0.startNs + 100, $0.startNs + 900] })
        #expect(slices.allSatisfy { packets[$0].message(11)?.uint(11) == nil })
        let starts = packets.indices.filter { packets[$0].message(76)?.message(4) != nil }
        #expect(starts.map { times[$0] } == Self.frames.map(\.startNs))
        #expect(packets.allSatisfy { $0.uint(58) == nil || $0.uint(58) == 6 })
    }

    @Test("Counters go on a track per name, at their transaction's start or their own time; samples carry one interned stack")
    func countersAndSamples() throws {
        let packets = try Self.exported()
        let counterTracks = packets.compactMap { $0.message(60) }.filter { $0.message(8) != nil }
        #expect(counterTracks.map { $0.string(2) } == ["scroll_offset", "image_cache_bytes"])
        let counters = packets.filter { $0.message(11)?.uint(9) == 4 }
        let times = Self.absoluteTimes(packets)
        #expect(packets.indices.filter { packets[$0].message(11)?.uint(9) == 4 }.map { times[$0] } == [Self.frames[1].startNs, 1_234])
        #expect(counters.map { $0.message(11)?.double(44) } == [120.5, 4096])
        #expect(counters.map { $0.message(11)?.uint(11) } == counterTracks.map { $0.uint(1) })
        let samples = packets.compactMap { $0.message(66) }
        #expect(samples.map { $0.uint(4) } == [1, 1])
        let callstacks = packets.compactMap { $0.message(12) }.flatMap { $0.messages(7) }
        #expect(callstacks.count == 1)
        #expect(callstacks.first?.uints(2) == [1, 2])
        let functions = packets.compactMap { $0.message(12) }.flatMap { $0.messages(5) }.map { $0.string(2) }
        #expect(functions == ["main", "App.Row.body.getter"])
    }

    @Test("A message of 128 bytes or more gets a multi-byte length")
    func longMessages() throws {
        let buffer = ProtoBuffer(capacity: 4)
        let outer = buffer.begin(1)
        buffer.string(2, String(repeating: "x", count: 300))
        buffer.uint(3, 7)
        buffer.end(outer)
        var bytes: [UInt8] = []
        buffer.drain { bytes = Array($0) }
        let decoded = try #require(ProtoMessage(bytes)?.message(1))
        #expect(decoded.string(2)?.count == 300)
        #expect(decoded.uint(3) == 7)
    }
}

/// Just enough of a protobuf decoder to read the export back: fields by number, nested messages
/// decoded on request. It fails (nil) on any malformed byte, so a test that decodes proves the file well formed.
struct ProtoMessage {
    enum Value { case varint(UInt64), fixed64(UInt64), bytes([UInt8]) }
    var fields: [(number: UInt64, value: Value)] = []

    init?(_ bytes: [UInt8]) {
        var at = 0
        func varint() -> UInt64? {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while at < bytes.count, shift < 64 {
                let byte = bytes[at]
                at += 1
                result |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return result }
                shift += 7
            }
            return nil
        }
        while at < bytes.count {
            guard let key = varint() else { return nil }
            switch key & 7 {
            case 0:
                guard let v = varint() else { return nil }
                fields.append((key >> 3, .varint(v)))
            case 1:
                guard at + 8 <= bytes.count else { return nil }
                let v = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
                at += 8
                fields.append((key >> 3, .fixed64(v)))
            case 2:
                guard let length = varint(), at + Int(length) <= bytes.count else { return nil }
                fields.append((key >> 3, .bytes(Array(bytes[at..<at + Int(length)]))))
                at += Int(length)
            default:
                return nil
            }
        }
    }

    func uint(_ number: UInt64) -> UInt64? { uints(number).last }
    func uints(_ number: UInt64) -> [UInt64] {
        fields.compactMap { if $0.number == number, case .varint(let v) = $0.value { v } else { nil } }
    }
    func double(_ number: UInt64) -> Double? {
        fields.compactMap { if $0.number == number, case .fixed64(let v) = $0.value { Double(bitPattern: v) } else { nil } }.last
    }
    func string(_ number: UInt64) -> String? {
        fields.compactMap { if $0.number == number, case .bytes(let b) = $0.value { String(decoding: b, as: UTF8.self) } else { nil } }.last
    }
    func message(_ number: UInt64) -> ProtoMessage? { messages(number).last }
    func messages(_ number: UInt64) -> [ProtoMessage] {
        fields.compactMap { if $0.number == number, case .bytes(let b) = $0.value { ProtoMessage(b) } else { nil } }
    }
}
