import Testing
@testable import FrameProfTrace

@Suite("Trace encoding")
struct EncodingTests {
    @Test("CRC-32C matches the standard check value")
    func crcCheckValue() {
        #expect(CRC32C.checksum(Array("123456789".utf8)) == 0xE306_9283)
        #expect(CRC32C.checksum([UInt8]()) == 0)
        // The sliced and bytewise paths agree on every length around the 8-byte stride.
        let data = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        var running: UInt32 = 0
        for byte in data { running = [byte].withUnsafeBytes { CRC32C.update(running, $0) } }
        #expect(running == CRC32C.checksum(data))
    }

    @Test("The CPU's CRC-32C instruction and the tables give the same checksum at every length and offset")
    func crcHardwareMatchesTables() {
        var rng = SystemRandomNumberGenerator()
        let data = (0..<4099).map { _ in UInt8.random(in: 0...255, using: &rng) }
        data.withUnsafeBytes { all in
            for (start, length) in [(0, 0), (0, 1), (3, 7), (1, 8), (5, 9), (0, 4099), (7, 4000)] {
                let slice = UnsafeRawBufferPointer(rebasing: all[start..<start + length])
                #expect(CRC32C.update(0x1234_5678, slice) == CRC32C.softwareUpdate(0x1234_5678, slice))
            }
        }
        #if arch(x86_64)
        #expect(CRC32C.hardware, "every x86-64 CPU this project runs on has SSE 4.2")
        #endif
    }

    @Test("Varints round-trip small, boundary and maximal values; ZigZag keeps small negatives short")
    func varints() {
        let values: [UInt64] = [0, 1, 127, 128, 16_383, 16_384, 1 << 35, .max - 1, .max]
        var writer = ByteWriter()
        for v in values { writer.writeVarint(v) }
        let bytes = writer.bytes
        bytes.withUnsafeBytes { raw in
            var reader = ByteReader(base: raw.baseAddress, count: raw.count)
            for v in values { #expect(reader.readVarint() == v) }
            #expect(reader.isAtEnd)
            #expect(reader.readVarint() == nil)
        }
        #expect(Varint.zigzag(-1) == 1)
        #expect(Varint.unzigzag(Varint.zigzag(.min)) == .min)
        #expect(Varint.unzigzag(Varint.zigzag(-123_456)) == -123_456)
    }

    @Test("Two-byte varints decode at a buffer's very end, and one cut after its first byte is rejected")
    func twoByteVarintsAtTheEnd() {
        for (bytes, value) in [([0x80, 0x01], 128), ([0xFF, 0x7F], 16_383), ([0xAC, 0x02], 300)] as [([UInt8], UInt64)] {
            bytes.withUnsafeBytes { raw in
                var reader = ByteReader(base: raw.baseAddress, count: raw.count)
                #expect(reader.readVarint() == value)
                #expect(reader.isAtEnd)
            }
        }
        [UInt8]([0x01, 0x80]).withUnsafeBytes { raw in
            var reader = ByteReader(base: raw.baseAddress, count: raw.count)
            #expect(reader.readVarint() == 1)
            #expect(reader.readVarint() == nil, "a continuation byte with nothing after it")
            #expect(reader.offset == 1, "a failed read leaves the offset at the varint")
        }
    }

    @Test("An over-long varint is rejected instead of overflowing")
    func overlongVarint() {
        let bytes: [UInt8] = Array(repeating: 0xFF, count: 11) + [0x01]
        bytes.withUnsafeBytes { raw in
            var reader = ByteReader(base: raw.baseAddress, count: raw.count)
            #expect(reader.readVarint() == nil)
        }
    }

    @Test("A begin/end pair with a small name id and short deltas costs 5 bytes")
    func intervalSize() {
        var chunk = EventChunkEncoder(threadID: 1, sequence: 0, baseNs: 0)
        let before = chunk.byteCount
        chunk.append(phase: .begin, kind: .body, nameID: 3, timestampNs: 40)
        chunk.append(phase: .end, kind: .body, nameID: 0, timestampNs: 100)
        #expect(chunk.byteCount - before == 5)
    }

    @Test("Events appended in a batch through the cursor are byte for byte those appended one at a time, the largest ids and deltas included")
    func batchedAppend() {
        let events: [(EventPhase, EventKind, UInt32, UInt64)] = [
            (.begin, .body, 1, 10), (.begin, .measure, .max, 10 + 1 << 62), (.end, .measure, 0, 10 + 1 << 62),
            (.instant, .custom, 300, 5), // earlier than the previous: clamped
            (.end, .body, 0, .max),
        ]
        var single = EventChunkEncoder(threadID: 9, sequence: 4, baseNs: 3)
        for (phase, kind, name, time) in events { single.append(phase: phase, kind: kind, nameID: name, timestampNs: time) }
        var batched = EventChunkEncoder(threadID: 9, sequence: 4, baseNs: 3)
        let added = batched.appendEvents(atMost: events.count) { cursor in
            for (phase, kind, name, time) in events { cursor.append(phase: phase, kind: kind, nameID: name, timestampNs: time) }
            return cursor.eventsAdded
        }
        #expect(added == events.count)
        #expect(batched.eventCount == events.count)
        // Equal payloads also say the room reserved for the batch and not used was given back.
        #expect(batched.payload == single.payload)
    }

    @Test("One event more than a batch reserved room for stops the process instead of writing past the room")
    func batchOverflow() async {
        await #expect(processExitsWith: .failure) {
            var chunk = EventChunkEncoder(threadID: 1, sequence: 0, baseNs: 0)
            chunk.appendEvents(atMost: 1) { cursor in
                cursor.append(phase: .begin, kind: .body, nameID: 1, timestampNs: 1)
                cursor.append(phase: .end, kind: .body, nameID: 0, timestampNs: 2)
            }
        }
    }

    @Test("The header round-trips and rejects other files with a reason")
    func header() throws {
        let header = TraceFixtures.header
        #expect(try TraceHeader.decode(header.encoded()) == header)
        #expect(header.encoded().count == TraceFormat.headerSize)
        let error = #expect(throws: TraceReadError.self) { try TraceHeader.decode(Array("hello".utf8)) }
        #expect(error?.description == "not a frameprof trace: the file is 5 bytes long, shorter than the 48-byte trace header")
        var wrongMagic = header.encoded()
        wrongMagic[0] = UInt8(ascii: "X")
        #expect(throws: TraceReadError.notATrace("it does not start with the frameprof trace magic \"FPTRACE\"")) { try TraceHeader.decode(wrongMagic) }
        var future = header.encoded()
        future[8] = 9
        let versionError = #expect(throws: TraceReadError.self) { try TraceHeader.decode(future) }
        #expect(versionError == .unsupportedVersion(9))
        #expect(versionError?.description.contains("upgrade frameprof") == true)
    }
}
