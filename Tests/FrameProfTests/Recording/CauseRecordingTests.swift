import FrameProfTrace
import Foundation
import Testing
@testable import FrameProf

/// `FrameProf.cause` and `FrameProf.outcome`: untimed records the writer moves into a causes chunk
/// before their events chunk, and readers hand back just before the event they precede.
@Suite("Recorder: causes", .serialized)
struct CauseRecordingTests {
    /// Records a transaction with a trigger, a caused body, an uncaused one and an outcome.
    func recording() throws -> MemorySink {
        let sink = MemorySink()
        let recorder = try Recorder.start(sink: sink, options: RecorderOptions(flushIntervalMilliseconds: 5))
        FrameProf.cause(SignpostName("scroll offset"))
        FrameProf.interval(.transaction, "transaction") {
            FrameProf.cause(SignpostName("state Feed.offset"))
            FrameProf.interval(.body, "Feed") {}
            FrameProf.outcome(SignpostName("unchanged output"))
            FrameProf.interval(.body, "Row") {}
        }
        _ = try recorder.stop()
        return sink
    }

    @Test("each cause is read back right before the event it precedes, in both reading paths, and the events are unchanged")
    func roundTrip() throws {
        try RecordingContext().run {
            let sink = try recording()
            let reader = try TraceReader(bytes: sink.bytes)
            var items: [String] = []
            while let item = reader.next() {
                switch item {
                case let .event(e): items.append("\(e.phase) \(e.kind) \(e.phase == .end ? "" : reader.name(of: e.nameID).name)")
                case let .cause(c): items.append("\(c.role) \(reader.name(of: c.nameID).name)")
                default: break
                }
            }
            #expect(reader.damage == nil)
            #expect(items == ["cause scroll offset", "begin transaction transaction", "cause state Feed.offset", "begin body Feed", "end body ",
                              "outcome unchanged output", "begin body Row", "end body ", "end transaction "])
            #expect(reader.eventsRead == 6 && reader.causesRead == 3)

            struct Collect: TraceVisitor {
                var log: [String] = []
                mutating func visit(event: TraceEvent) { log.append("\(event.phase) \(event.kind)") }
                mutating func visit(cause: TraceCause) { log.append("\(cause.role) #\(cause.nameID)") }
            }
            var streamed = Collect()
            try TraceReader(bytes: sink.bytes).stream(into: &streamed)
            #expect(streamed.log.map { $0.hasPrefix("cause") || $0.hasPrefix("outcome") ? String($0.prefix(while: { $0 != " " })) : $0 }
                    == ["cause", "begin transaction", "cause", "begin body", "end body", "outcome", "begin body", "end body", "end transaction"])
        }
    }

    @Test("a reader that skips the causes chunk (as readers before it do) sees exactly the same events")
    func olderReaders() throws {
        try RecordingContext().run {
            let bytes = try recording().bytes
            // Rewrite every causes chunk's type to one no reader knows: readers skip unknown chunk types whole.
            let patched = Self.patchCausesChunks(bytes) { chunk in chunk[0] = 0xEE }
            #expect(patched != bytes, "the recording has a causes chunk to hide")
            func events(_ bytes: [UInt8]) throws -> [TraceEvent] {
                let reader = try TraceReader(bytes: bytes)
                var out: [TraceEvent] = []
                while let item = reader.next() { if case let .event(e) = item { out.append(e) } }
                #expect(reader.damage == nil)
                return out
            }
            #expect(try events(patched) == events(bytes))
            #expect(try events(patched).count == 6)
        }
    }

    @Test("a causes chunk that does not parse is damage: everything before it is read, and the report says where")
    func damagedCauses() throws {
        try RecordingContext().run {
            // From payload byte 2 on (past the thread and sequence), 0xFF bytes make a varint that never ends.
            let damaged = Self.patchCausesChunks(try recording().bytes) { chunk in
                for i in 14..<chunk.count { chunk[i] = 0xFF }
            }
            let reader = try TraceReader(bytes: damaged)
            while reader.next() != nil {}
            let damage = try #require(reader.damage)
            #expect("\(damage)".contains("its causes do not parse"), "\(damage)")
        }
    }

    /// Applies `edit` to every causes chunk (header and payload) and fixes its checksum, as a writer of
    /// the edited bytes would have written it.
    static func patchCausesChunks(_ bytes: [UInt8], _ edit: (inout [UInt8]) -> Void) -> [UInt8] {
        var patched = bytes
        var offset = TraceFormat.headerSize
        while offset + TraceFormat.chunkHeaderSize <= patched.count {
            let length = Int(patched[offset + 4]) | Int(patched[offset + 5]) << 8 | Int(patched[offset + 6]) << 16 | Int(patched[offset + 7]) << 24
            if patched[offset] == TraceFormat.ChunkType.causes.rawValue {
                var chunk = Array(patched[offset..<(offset + TraceFormat.chunkHeaderSize + length)])
                edit(&chunk)
                let head = CRC32C.checksum(Array(chunk[0..<8]))
                let crc = Array(chunk[12...]).withUnsafeBytes { CRC32C.update(head, $0) }
                withUnsafeBytes(of: crc.littleEndian) { for (i, b) in $0.enumerated() { chunk[8 + i] = b } }
                patched.replaceSubrange(offset..<(offset + chunk.count), with: chunk)
            }
            offset += TraceFormat.chunkHeaderSize + length
        }
        return patched
    }
}
