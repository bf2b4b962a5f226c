import Foundation
import Testing
@testable import FrameProfTrace

@Suite("Trace reader")
struct TraceReaderTests {
    @Test("A clean trace reads back every item, names and metadata")
    func roundTrip() throws {
        let (bytes, _) = try TraceFixtures.trace()
        let (reader, items) = try TraceFixtures.readAll(bytes)
        #expect(reader.damage == nil)
        #expect(reader.header == TraceFixtures.header)
        let events = items.compactMap { if case let .event(e) = $0 { e } else { nil } }
        #expect(events.count == 60)
        #expect(events.first == TraceEvent(phase: .begin, kind: .body, nameID: 1, threadID: 42, timestampNs: 1_000))
        #expect(events[1] == TraceEvent(phase: .end, kind: .body, nameID: 0, threadID: 42, timestampNs: 1_150))
        #expect(reader.name(of: 1).qualified == "StackLab.FeedRow")
        #expect(reader.name(of: 2).qualified == "VStackLayout")
        #expect(reader.name(of: 99).name == "<unknown name #99>")
        #expect(reader.metadata["scenario"] == "feed-1000")
        #expect(items.contains(.frame(TraceFixtures.frame)))
        #expect(reader.footer?.eventsWritten == 60)
        #expect(reader.chunksRead == 6)
    }

    @Test("Streaming into a visitor yields the same events as iterating")
    func visitorMatchesIterator() throws {
        struct Collect: TraceVisitor {
            var events: [TraceEvent] = []
            var frames: [FrameRecord] = []
            var footer: TraceFooter?
            mutating func visit(event: TraceEvent) { events.append(event) }
            mutating func visit(frame: FrameRecord) { frames.append(frame) }
            mutating func visit(footer: TraceFooter) { self.footer = footer }
        }
        let (bytes, _) = try TraceFixtures.trace(chunks: 5, intervals: 100)
        let (_, items) = try TraceFixtures.readAll(bytes)
        var visitor = Collect()
        let reader = try TraceReader(bytes: bytes)
        reader.stream(into: &visitor)
        #expect(visitor.events == items.compactMap { if case let .event(e) = $0 { e } else { nil } })
        #expect(visitor.frames == [TraceFixtures.frame])
        #expect(visitor.footer != nil)
        #expect(reader.damage == nil)
        #expect(reader.eventsRead == 1000)
    }

    @Test("Cut at every byte: never a crash, what precedes the cut is recovered, the loss is stated")
    func truncatedEverywhere() throws {
        let (bytes, offsets) = try TraceFixtures.trace()
        let full = try TraceFixtures.readAll(bytes).items.count
        var previousItems = 0
        for cut in TraceFormat.headerSize..<bytes.count {
            let (reader, items) = try TraceFixtures.readAll(Array(bytes[0..<cut]))
            let damage = try #require(reader.damage, "a cut at \(cut) must be reported")
            #expect(items.count >= previousItems, "recovery never shrinks as more bytes remain")
            previousItems = items.count
            if offsets.contains(cut) {
                #expect(damage.kind == .missingFooter)
            } else {
                #expect(damage.kind == .truncated)
                let chunkStart = offsets.last { $0 < cut }!
                #expect(damage.offset == UInt64(chunkStart))
                #expect(damage.bytesNotRead == UInt64(cut - chunkStart))
            }
            #expect(items.count < full)
        }
        let (reader, _) = try TraceFixtures.readAll(Array(bytes[0..<offsets[2] + 5]))
        #expect(reader.damage?.description == "the trace is damaged at byte \(offsets[2]) (chunk 2, truncated: the file ends 5 bytes into a 12-byte chunk header): recovered 2 chunks (20 events) before it; the last 5 bytes were not read")
    }

    @Test("A flipped byte fails its chunk's checksum; the chunks before it are recovered")
    func corruptedChunk() throws {
        let (original, offsets) = try TraceFixtures.trace()
        var bytes = original
        bytes[offsets[3] + 20] ^= 0x40 // inside the third events chunk's payload
        let (reader, items) = try TraceFixtures.readAll(bytes)
        let damage = try #require(reader.damage)
        #expect(damage.kind == .checksumMismatch)
        #expect(damage.chunkIndex == 3)
        #expect(damage.offset == UInt64(offsets[3]))
        #expect(damage.eventsRecovered == 40)
        #expect(damage.bytesNotRead == UInt64(bytes.count - offsets[3]))
        #expect(items.filter { if case .event = $0 { true } else { false } }.count == 40)
    }

    @Test("A chunk claiming more than the format's limit is damage, not an allocation")
    func oversizedChunk() throws {
        let (original, offsets) = try TraceFixtures.trace()
        var bytes = original
        let at = offsets[1] + 4
        bytes.replaceSubrange(at..<at + 4, with: [0xFF, 0xFF, 0xFF, 0x7F])
        let (reader, _) = try TraceFixtures.readAll(bytes)
        #expect(reader.damage?.kind == .oversizedChunk)
    }

    @Test("A chunk with a valid checksum but an unknown tag is reported as malformed")
    func malformedChunk() throws {
        let (bytes, tailOffset) = try Self.bodyThen([0x70], closed: false)
        let (reader, items) = try TraceFixtures.readAll(bytes)
        #expect(items.count == 1)
        #expect(reader.damage?.kind == .malformedChunk)
        #expect(reader.damage?.detail == "the event with tag 0x70 at payload byte \(tailOffset) does not parse")
    }

    /// A trace of one events chunk: name 1 defined, a body begun at 10 ns (and ended at 300 ns when
    /// `closed`), then `tail`'s bytes; with the payload offset where the tail starts.
    private static func bodyThen(_ tail: [UInt8], closed: Bool) throws -> (bytes: [UInt8], tailOffset: Int) {
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: TraceFixtures.header)
        var chunk = EventChunkEncoder(threadID: 1, sequence: 0, baseNs: 0)
        chunk.defineName(id: 1, moduleID: 0, name: "A")
        chunk.append(phase: .begin, kind: .body, nameID: 1, timestampNs: 10)
        if closed { chunk.append(phase: .end, kind: .body, nameID: 0, timestampNs: 300) }
        try writer.writeChunk(.events, payload: chunk.payload + tail)
        return (sink.bytes, chunk.payload.count)
    }

    @Test("An event cut off after its name id: streaming and iterating both stop at its tag, with the events before it")
    func cutOffEventSameDamageBothWays() throws {
        let (bytes, tagOffset) = try Self.bodyThen([TraceFormat.Opcode.begin.rawValue | EventKind.body.rawValue, 1], closed: true)
        let (iterated, items) = try TraceFixtures.readAll(bytes)
        struct Collect: TraceVisitor {
            var events: [TraceEvent] = []
            mutating func visit(event: TraceEvent) { events.append(event) }
        }
        var visitor = Collect()
        let streamed = try TraceReader(bytes: bytes)
        streamed.stream(into: &visitor)
        #expect(items.count == 2 && visitor.events.count == 2)
        #expect(visitor.events.last == TraceEvent(phase: .end, kind: .body, nameID: 0, threadID: 1, timestampNs: 300))
        let detail = "the event with tag 0x\(String(TraceFormat.Opcode.begin.rawValue | EventKind.body.rawValue, radix: 16)) at payload byte \(tagOffset) does not parse"
        #expect(iterated.damage?.detail == detail)
        #expect(streamed.damage?.detail == detail)
        #expect(streamed.damage?.eventsRecovered == 2 && iterated.damage?.eventsRecovered == 2)
    }

    @Test("Events naming an undefined id are malformed, never resolved to garbage")
    func undefinedName() throws {
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: TraceFixtures.header)
        var chunk = EventChunkEncoder(threadID: 1, sequence: 0, baseNs: 0)
        chunk.append(phase: .begin, kind: .body, nameID: 7, timestampNs: 10)
        try writer.write(chunk)
        let (reader, items) = try TraceFixtures.readAll(sink.bytes)
        #expect(items.isEmpty)
        #expect(reader.damage?.kind == .malformedChunk)
    }

    @Test("Random bytes after a valid header never crash the reader (20 000 inputs)")
    func randomInputs() throws {
        var rng = SeededGenerator(state: 2026)
        let header = TraceFixtures.header.encoded()
        for _ in 0..<20_000 {
            let length = Int.random(in: 0..<300, using: &rng)
            var bytes = header + (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
            if Bool.random(using: &rng), bytes.count > 60 {
                // A plausible chunk header with a correct checksum over random contents.
                let payload = Array(bytes[60...])
                let type = UInt8.random(in: 1...5, using: &rng)
                var head: [UInt8] = [type, 0, 0, 0]
                head.appendLittleEndian(UInt32(payload.count))
                let crc = payload.withUnsafeBytes { CRC32C.update(CRC32C.checksum(head), $0) }
                head.appendLittleEndian(crc)
                bytes = header + head + payload
            }
            let (reader, _) = try TraceFixtures.readAll(bytes)
            #expect(reader.damage != nil || reader.footer != nil)
        }
    }

    @Test("Mutated valid traces never crash the reader (5 000 mutants)")
    func mutatedInputs() throws {
        var rng = SeededGenerator(state: 7)
        let (original, _) = try TraceFixtures.trace(chunks: 4, intervals: 20)
        let full = try TraceFixtures.readAll(original).items.count
        for _ in 0..<5_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let at = Int.random(in: TraceFormat.headerSize..<bytes.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &rng)
                case 1: bytes.remove(at: at)
                default: bytes.insert(UInt8.random(in: 0...255, using: &rng), at: at)
                }
            }
            let (reader, items) = try TraceFixtures.readAll(bytes)
            // A checksum guards every chunk, so a mutant can only lose items, never invent them.
            #expect(items.count <= full)
            #expect(reader.damage != nil || items.count == full)
        }
    }

    @Test("Files that are not traces are refused with a reason")
    func notATrace() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-trace-\(getpid()).txt").path
        try "hello, world: this is a text file that is long enough to be a header".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = #expect(throws: TraceReadError.self) { try TraceReader(path: path) }
        #expect(error?.description == "not a frameprof trace: it does not start with the frameprof trace magic \"FPTRACE\"")
        let missing = #expect(throws: TraceReadError.self) { try TraceReader(path: "/nonexistent/trace.fpt") }
        #expect(missing?.description == "cannot read the trace /nonexistent/trace.fpt: No such file or directory")
    }

    @Test("The interval assembler pairs per thread and records nesting")
    func intervals() {
        var assembler = IntervalAssembler()
        let events = [
            TraceEvent(phase: .begin, kind: .body, nameID: 1, threadID: 1, timestampNs: 0),
            TraceEvent(phase: .begin, kind: .measure, nameID: 2, threadID: 1, timestampNs: 10),
            TraceEvent(phase: .begin, kind: .body, nameID: 3, threadID: 2, timestampNs: 12),
            TraceEvent(phase: .end, kind: .measure, nameID: 0, threadID: 1, timestampNs: 30),
            TraceEvent(phase: .end, kind: .body, nameID: 0, threadID: 1, timestampNs: 50),
            TraceEvent(phase: .end, kind: .place, nameID: 0, threadID: 2, timestampNs: 60),
        ]
        let closed = events.compactMap { assembler.consume($0) }
        #expect(closed == [
            TraceInterval(kind: .measure, nameID: 2, threadID: 1, startNs: 10, endNs: 30, depth: 1, parentNameID: 1),
            TraceInterval(kind: .body, nameID: 1, threadID: 1, startNs: 0, endNs: 50, depth: 0, parentNameID: 0),
        ])
        #expect(assembler.unmatchedEnds == 1)
        #expect(assembler.openIntervals == 1)
    }
}
