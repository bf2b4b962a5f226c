/// Streams a trace item by item in constant memory (one chunk at a time, at most
/// `TraceFormat.maxChunkPayload`, plus the name table). It stops at the first damaged chunk; everything
/// before the damage has been yielded, and `damage` says where, why and what was lost.
///
/// One thread reads a reader at a time (it is not `Sendable`), so the state it updates per item skips
/// Swift's run-time exclusivity checks (`@exclusivity(unchecked)`): three to five checks an item cost
/// more than decoding the item.
public final class TraceReader: Sequence, IteratorProtocol {
    /// The file read, or nil for in-memory traces.
    public let path: String?
    /// The header: format version and clock calibration.
    public let header: TraceHeader
    /// Set once reading stopped early; nil while reading and after a clean end.
    @exclusivity(unchecked) public private(set) var damage: TraceDamage?
    /// The footer, once read.
    public private(set) var footer: TraceFooter?
    /// Module names by id; id 0 is the empty (untagged) module.
    public private(set) var modules: [String] = [""]
    /// Signpost names by id; id 0 is a placeholder.
    public private(set) var names: [TraceName] = [TraceName(module: "", name: "")]
    /// Metadata pairs seen so far.
    public private(set) var metadata: [String: String] = [:]
    /// Events yielded so far.
    @exclusivity(unchecked) public internal(set) var eventsRead: UInt64 = 0
    /// Frame records yielded so far.
    @exclusivity(unchecked) public private(set) var framesRead: UInt64 = 0
    /// Stack samples yielded so far.
    @exclusivity(unchecked) public private(set) var stackSamplesRead: UInt64 = 0
    /// Chunks read whole so far.
    @exclusivity(unchecked) public internal(set) var chunksRead = 0

    private let input: ByteStreamReader
    private var payload: UnsafeMutableRawPointer
    private var payloadCapacity: Int
    @exclusivity(unchecked) var cursor = ByteReader(base: nil, count: 0)
    @exclusivity(unchecked) var chunkType: TraceFormat.ChunkType?
    private var chunkOffset: UInt64 = 0
    @exclusivity(unchecked) var chunkThread: UInt32 = 0
    @exclusivity(unchecked) var lastTimestamp: UInt64 = 0
    @exclusivity(unchecked) private var pendingMetadata = 0
    /// Counter names the trace defined so far, by id (named-counters chunks).
    @exclusivity(unchecked) private var counterNames: [UInt64: (name: String, kind: TraceCounter.Kind?)] = [:]
    /// Modeled-cost names the trace defined so far.
    private var costNames = TraceModeledCost.Definitions()
    private var stackFrames: [TraceStackFrame] = []
    @exclusivity(unchecked) private var pendingSamples = 0
    @exclusivity(unchecked) private var finished = false
    /// Causes read for the next events chunk of `causesThread` (sequence `causesSequence`), and the
    /// next one to deliver; empty when none wait.
    var causes: [(index: Int, role: TraceCause.Role, nameID: UInt32)] = []
    private var causesThread: UInt32 = 0
    private var causesSequence: UInt64 = 0
    @exclusivity(unchecked) var nextCause = 0
    /// The event index before which the next cause is due; `.max` when none waits, so a chunk without
    /// causes pays one comparison per item.
    @exclusivity(unchecked) var nextCauseIndex = Int.max
    /// An event decoded while causes due before it are handed out first.
    @exclusivity(unchecked) var heldEvent: TraceItem?
    /// Events of the current events chunk delivered so far (the index causes refer to).
    @exclusivity(unchecked) var chunkEventIndex = 0
    /// Causes yielded so far.
    @exclusivity(unchecked) public internal(set) var causesRead: UInt64 = 0

    /// Opens a trace file and validates its header.
    public convenience init(path: String) throws(TraceReadError) {
        let input: ByteStreamReader
        do {
            input = try ByteStreamReader(path: path)
        } catch {
            throw .unreadable(path: path, reason: error.reason + (error.isDirectory ? ", not a trace file" : ""))
        }
        try self.init(input: input, path: path)
    }

    /// Reads a trace held in memory.
    public convenience init(bytes: [UInt8]) throws(TraceReadError) {
        try self.init(input: ByteStreamReader(bytes: bytes), path: nil)
    }

    private init(input: ByteStreamReader, path: String?) throws(TraceReadError) {
        self.input = input
        self.path = path
        var headerBytes = [UInt8](repeating: 0, count: TraceFormat.headerSize)
        let n = headerBytes.withUnsafeMutableBytes { input.read(into: $0.baseAddress!, count: TraceFormat.headerSize) }
        header = try TraceHeader.decode(Array(headerBytes[0..<n]))
        payloadCapacity = 256 << 10
        payload = .allocate(byteCount: payloadCapacity, alignment: 16)
    }

    deinit {
        payload.deallocate()
    }

    /// The reader is its own iterator; iterate it once.
    public func makeIterator() -> TraceReader { self }

    /// The name of an event's id, or a placeholder for an id the trace never defined.
    public func name(of id: UInt32) -> TraceName {
        Int(id) < names.count ? names[Int(id)] : TraceName(module: "", name: "<unknown name #\(id)>")
    }

    /// The next item, or nil at the end of the readable part.
    public func next() -> TraceItem? {
        while true {
            if let type = chunkType {
                if let item = nextItem(in: type) { return item }
                if damage != nil { return nil }
                if cursor.isAtEnd {
                    chunkType = nil
                    chunksRead += 1
                }
                continue
            }
            if finished { return nil }
            loadChunk()
        }
    }

    /// Reads to the end and returns the statement of loss, if any.
    public func drain() -> TraceDamage? {
        while next() != nil {}
        return damage
    }

    // MARK: - Chunks

    private func loadChunk() {
        chunkOffset = input.bytesRead
        var head = (UInt64(0), UInt32(0))
        let got = withUnsafeMutableBytes(of: &head) { input.read(into: $0.baseAddress!, count: TraceFormat.chunkHeaderSize) }
        if got == 0 {
            finished = true
            if footer == nil {
                damage = makeDamage(.missingFooter, "no footer")
            }
            return
        }
        guard got == TraceFormat.chunkHeaderSize else {
            return fail(.truncated, "the file ends \(got) bytes into a \(TraceFormat.chunkHeaderSize)-byte chunk header")
        }
        let headerBytes = withUnsafeBytes(of: head) { Array($0) }
        let length = Int(headerBytes.loadLittleEndian(UInt32.self, at: 4))
        let storedCRC = headerBytes.loadLittleEndian(UInt32.self, at: 8)
        guard length <= TraceFormat.maxChunkPayload else {
            return fail(.oversizedChunk, "it claims \(length) payload bytes, over the \(TraceFormat.maxChunkPayload)-byte limit")
        }
        if length > payloadCapacity {
            payload.deallocate()
            payloadCapacity = length
            payload = .allocate(byteCount: payloadCapacity, alignment: 16)
        }
        let read = input.read(into: payload, count: length)
        guard read == length else {
            return fail(.truncated, "the file ends \(read) of \(length) payload bytes into the chunk")
        }
        let crc = headerBytes.withUnsafeBytes { CRC32C.update(0, UnsafeRawBufferPointer(rebasing: $0[0..<8])) }
        guard CRC32C.update(crc, UnsafeRawBufferPointer(start: payload, count: length)) == storedCRC else {
            return fail(.checksumMismatch, "its \(length) payload bytes do not match the stored checksum")
        }
        cursor = ByteReader(base: UnsafeRawPointer(payload), count: length)
        guard let type = TraceFormat.ChunkType(rawValue: headerBytes[0]) else {
            // A chunk type from a later minor revision: whole and checksummed, so skip it.
            chunksRead += 1
            return
        }
        switch type {
        case .events:
            guard let thread = cursor.readVarint(), thread <= UInt32.max,
                  let sequence = cursor.readVarint(), let base = cursor.readVarint() else {
                return fail(.malformedChunk, "its events header does not parse")
            }
            chunkThread = UInt32(thread)
            lastTimestamp = base
            chunkEventIndex = 0
            // Causes belong to the events chunk written right after them; any other chunk drops them.
            if !causes.isEmpty, causesThread != chunkThread || causesSequence != sequence { causes.removeAll() }
            nextCause = 0
            nextCauseIndex = causes.first?.index ?? .max
        case .causes:
            guard let decoded = CauseChunkEncoder.decode(&cursor) else {
                return fail(.malformedChunk, "its causes do not parse")
            }
            (causesThread, causesSequence, causes) = (decoded.threadID, decoded.sequence, decoded.causes)
            nextCause = 0
            chunksRead += 1
            return
        case .metadata:
            guard let count = cursor.readVarint(), count <= UInt64(length) else {
                return fail(.malformedChunk, "its metadata count does not parse")
            }
            pendingMetadata = Int(count)
        case .stackSamples:
            guard let table = TraceStackSample.decodeTable(from: &cursor, payloadBytes: length) else {
                return fail(.malformedChunk, "its stack frame table does not parse")
            }
            (stackFrames, pendingSamples) = table
            lastTimestamp = 0
        case .frames, .footer, .counters, .laterCounters, .namedCounters, .modeledCosts:
            causes.removeAll()
            nextCauseIndex = .max
        }
        chunkType = type
    }

    /// The chunk's next counter sample, taking in the name definitions before it.
    private func nextNamedCounter() -> TraceItem? {
        while !cursor.isAtEnd {
            let start = cursor.offset
            switch cursor.readByte().flatMap(TraceCounter.NamedTag.init(rawValue:)) {
            case .defineName:
                guard let id = cursor.readVarint(), let name = cursor.readString() else {
                    fail(.malformedChunk, "counter name at payload byte \(start) does not parse")
                    return nil
                }
                counterNames[id] = (name, TraceCounter.Kind(name: name))
            case .sample:
                guard let sample = TraceCounter.decodeSample(from: &cursor) else {
                    fail(.malformedChunk, "counter at payload byte \(start) does not parse")
                    return nil
                }
                guard let (name, kind) = counterNames[sample.nameID] else {
                    fail(.malformedChunk, "counter at payload byte \(start) uses name \(sample.nameID), which no earlier entry defines")
                    return nil
                }
                return .counter(TraceCounter(name: name, kind: kind, transactionID: sample.transaction, value: sample.value, timeNs: sample.time))
            case nil:
                fail(.malformedChunk, "counter entry at payload byte \(start) has an unknown tag")
                return nil
            }
        }
        return nil
    }

    private func nextItem(in type: TraceFormat.ChunkType) -> TraceItem? {
        switch type {
        case .events:
            if let held = heldEvent {
                if nextCauseIndex != .max, chunkEventIndex >= nextCauseIndex { return takeCause() }
                heldEvent = nil
                chunkEventIndex += 1
                return held
            }
            guard nextCauseIndex != .max else { return nextEvent() }
            // The event is decoded first, so the names defined before it (a cause's among them) are known
            // when its causes are handed out.
            guard let item = nextEvent() else { return damage == nil ? takeCause() : nil }
            if chunkEventIndex >= nextCauseIndex {
                heldEvent = item
                return takeCause()
            }
            chunkEventIndex += 1
            return item
        case .frames:
            guard !cursor.isAtEnd else { return nil }
            guard let frame = FrameRecord.decode(from: &cursor) else {
                fail(.malformedChunk, "frame record at payload byte \(cursor.offset) does not parse")
                return nil
            }
            framesRead += 1
            return .frame(frame)
        case .counters:
            guard !cursor.isAtEnd else { return nil }
            let start = cursor.offset
            guard let entry = TraceCounter.decodeVersion1(from: &cursor), let kind = TraceCounter.Kind(rawValue: entry.kind) else {
                fail(.malformedChunk, "counter at payload byte \(start) does not parse")
                return nil
            }
            return .counter(TraceCounter(kind: kind, transactionID: entry.transaction, value: entry.value))
        case .namedCounters:
            return nextNamedCounter()
        case .modeledCosts:
            var error: String?
            if let cost = costNames.next(from: &cursor, error: &error) { return .modeledCost(cost) }
            if let error { fail(.malformedChunk, error) }
            return nil
        case .laterCounters:
            while !cursor.isAtEnd {
                let start = cursor.offset
                guard let entry = TraceCounter.decodeVersion1(from: &cursor) else {
                    fail(.malformedChunk, "counter at payload byte \(start) does not parse")
                    return nil
                }
                if let kind = TraceCounter.Kind(rawValue: entry.kind) {
                    return .counter(TraceCounter(kind: kind, transactionID: entry.transaction, value: entry.value))
                }
            }
            return nil
        case .metadata:
            guard pendingMetadata > 0 else {
                cursor.offset = Int.max
                return nil
            }
            guard let key = cursor.readString(), let value = cursor.readString() else {
                fail(.malformedChunk, "metadata pair at payload byte \(cursor.offset) does not parse")
                return nil
            }
            pendingMetadata -= 1
            metadata[key] = value
            return .metadata(key: key, value: value)
        case .stackSamples:
            guard pendingSamples > 0 else {
                cursor.offset = Int.max
                return nil
            }
            guard let sample = TraceStackSample.decode(from: &cursor, frames: stackFrames, previousNs: lastTimestamp) else {
                fail(.malformedChunk, "stack sample at payload byte \(cursor.offset) does not parse")
                return nil
            }
            pendingSamples -= 1
            lastTimestamp = sample.timeNs
            stackSamplesRead += 1
            return .stackSample(sample)
        case .causes:
            return nil
        case .footer:
            guard !cursor.isAtEnd else { return nil }
            guard let decoded = TraceFooter.decode(from: &cursor) else {
                fail(.malformedChunk, "the footer does not parse")
                return nil
            }
            footer = decoded
            cursor.offset = Int.max
            return .footer(decoded)
        }
    }

    private func nextEvent() -> TraceItem? {
        while !cursor.isAtEnd {
            var c = cursor, timestamp = lastTimestamp
            let at = c.offset
            let tag = c.readByte().unsafelyUnwrapped
            let opcode = tag & 0xF0
            let event: TraceEvent
            if opcode == TraceFormat.Opcode.end.rawValue, let kind = Self.ended(tag, &c, &timestamp) {
                event = TraceEvent(phase: .end, kind: kind, nameID: 0, threadID: chunkThread, timestampNs: timestamp)
            } else if opcode == TraceFormat.Opcode.begin.rawValue || opcode == TraceFormat.Opcode.instant.rawValue,
                      let (kind, nameID) = Self.named(tag, &c, &timestamp, UInt64(names.count)) {
                event = TraceEvent(phase: opcode == TraceFormat.Opcode.begin.rawValue ? .begin : .instant, kind: kind,
                                   nameID: nameID, threadID: chunkThread, timestampNs: timestamp)
            } else if opcode == 0xE0 {
                guard defineString(at) else { return malformedEvent(at: at) }
                continue
            } else {
                return malformedEvent(at: at)
            }
            cursor = c
            lastTimestamp = timestamp
            eventsRead &+= 1
            return .event(event)
        }
        return nil
    }

    /// The next cause of the current events chunk, as an item.
    private func takeCause() -> TraceItem {
        let entry = causes[nextCause]
        nextCause += 1
        causesRead &+= 1
        if nextCause >= causes.count {
            causes.removeAll(keepingCapacity: true)
            nextCause = 0
            nextCauseIndex = .max
        } else {
            nextCauseIndex = causes[nextCause].index
        }
        return .cause(TraceCause(role: entry.role, threadID: chunkThread, nameID: entry.nameID))
    }

    /// Reads the module or name definition whose tag is at payload offset `at`.
    func defineString(_ at: Int) -> Bool {
        cursor.offset = at
        guard let tag = cursor.readByte() else { return false }
        if tag == TraceFormat.Opcode.defineModule.rawValue {
            guard let id = cursor.readVarint(), id == UInt64(modules.count), let name = cursor.readString() else {
                return false
            }
            modules.append(name)
            return true
        }
        if tag == TraceFormat.Opcode.defineName.rawValue {
            guard let id = cursor.readVarint(), id == UInt64(names.count),
                  let module = cursor.readVarint(), module < UInt64(modules.count),
                  let name = cursor.readString() else {
                return false
            }
            names.append(TraceName(module: modules[Int(module)], name: name))
            return true
        }
        return false
    }

    func malformedEvent(at offset: Int) -> TraceItem? {
        cursor.offset = offset
        let tag = cursor.readByte() ?? 0
        fail(.malformedChunk, "the event with tag 0x\(String(tag, radix: 16)) at payload byte \(offset) does not parse")
        return nil
    }

    private func fail(_ kind: TraceDamage.Kind, _ detail: String) {
        damage = makeDamage(kind, detail)
        chunkType = nil
        finished = true
    }

    private func makeDamage(_ kind: TraceDamage.Kind, _ detail: String) -> TraceDamage {
        let notRead = kind == .missingFooter ? 0 : input.totalSize &- chunkOffset
        return TraceDamage(kind: kind, offset: chunkOffset, chunkIndex: chunksRead, bytesNotRead: notRead,
                           detail: detail, chunksRecovered: chunksRead, eventsRecovered: eventsRead)
    }
}
