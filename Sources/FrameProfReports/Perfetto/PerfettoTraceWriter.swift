import FrameProfAnalysis
import FrameProfTrace

/// The visitor that turns a frameprof trace into Perfetto packets as it reads it. Every packet is on
/// one sequence, so names, categories and call stacks are interned once and later packets carry only
/// their small ids; tracks get small uuids, and events on the first thread's track (the committing
/// one, met first) name none: it is the sequence's default. Timestamps are deltas from the previous
/// packet's, on an incremental clock the sequence defines; a packet earlier than the one before it
/// (a counter placed at its transaction's start, the frame timeline written last) carries its
/// absolute time on the boot clock instead.
struct PerfettoTraceWriter: TraceVisitor {
    typealias F = PerfettoField
    /// The only packet sequence the export writes.
    static let sequence: UInt64 = 1
    /// Track uuids: the process, then threads in order of appearance, then counters by kind.
    static let processTrack: UInt64 = 1, firstThreadTrack: UInt64 = 2, firstCounterTrack: UInt64 = 1 << 32

    let stream: FileStream
    let reader: TraceReader
    let out = ProtoBuffer()
    /// The process id the tracks and frame timeline belong to: the committing thread's, which on Linux
    /// is the process id when the main thread commits, as StackLab's does.
    let pid: UInt64
    let strategy: String
    /// Where counters go on the time axis.
    let counterTimeline: CounterTimeline
    var internedNames: [Bool] = []
    var threadTracks: [UInt32: UInt64] = [:]
    /// The last event's thread and track: runs of events share a thread, and hashing its id for every
    /// event cost more than encoding the event.
    var lastThreadTrack: (tid: UInt32, uuid: UInt64)?
    var counterTracks: [String: UInt64] = [:]
    var stacks = StackInterner()
    /// The absolute time of the last packet timed on the incremental clock.
    var lastTimestamp: UInt64 = 0
    /// The incremental clock's id.
    static let deltaClock = F.Clock.firstSequenceClock

    init(stream: FileStream, reader: TraceReader, analysis: StrategyAnalysis) {
        self.stream = stream
        self.reader = reader
        strategy = analysis.name
        pid = UInt64(analysis.frames.first?.frame.threadID ?? 1)
        counterTimeline = CounterTimeline(analysis)
    }

    /// The first packet: clears the sequence's state, interns the event categories and describes the process.
    mutating func writeProcess() {
        let packet = beginPacket(timestamp: nil)
        out.uint(F.Packet.sequenceFlags, F.Packet.incrementalStateCleared)
        let defaults = out.begin(F.Packet.tracePacketDefaults)
        out.uint(F.Defaults.timestampClockID, Self.deltaClock)
        let eventDefaults = out.begin(F.Defaults.trackEventDefaults)
        out.uint(F.Defaults.trackUUID, Self.firstThreadTrack)
        out.end(eventDefaults)
        out.end(defaults)
        let interned = out.begin(F.Packet.internedData)
        for kind in EventKind.allCases {
            let category = out.begin(F.Interned.eventCategories)
            out.uint(F.Interned.iid, UInt64(kind.rawValue) + 1)
            out.string(F.Interned.text, kind.description)
            out.end(category)
        }
        out.end(interned)
        let track = out.begin(F.Packet.trackDescriptor)
        out.uint(F.TrackDescriptor.uuid, Self.processTrack)
        let process = out.begin(F.TrackDescriptor.process)
        out.uint(F.Process.pid, pid)
        out.string(F.Process.processName, "frameprof " + strategy)
        out.end(process)
        out.end(track)
        out.end(packet)
        writeClockSnapshot()
    }

    /// Defines the incremental clock: it starts at 0 with the boot clock, so the first timed packet's
    /// delta is its absolute time.
    mutating func writeClockSnapshot() {
        let packet = beginPacket(timestamp: nil)
        let snapshot = out.begin(F.Packet.clockSnapshot)
        let delta = out.begin(F.Clock.clocks)
        out.uint(F.Clock.clockID, Self.deltaClock)
        out.uint(F.Clock.timestamp, 0)
        out.uint(F.Clock.isIncremental, 1)
        out.end(delta)
        let boot = out.begin(F.Clock.clocks)
        out.uint(F.Clock.clockID, F.Clock.boottime)
        out.uint(F.Clock.timestamp, 0)
        out.end(boot)
        out.end(snapshot)
        out.end(packet)
    }

    /// Opens a `Trace.packet` on the export's sequence, timed by its delta from the last packet's time
    /// when it is not earlier, else by its absolute time on the boot clock.
    @inline(__always)
    mutating func beginPacket(timestamp: UInt64?) -> Int {
        var last = lastTimestamp
        let packet = out.write(atMost: 40) { c in
            let packet = c.begin(F.Trace.packet)
            if let timestamp {
                if timestamp >= last {
                    c.uint(F.Packet.timestamp, timestamp - last)
                    last = timestamp
                } else {
                    c.uint(F.Packet.timestamp, timestamp)
                    c.uint(F.Packet.timestampClockID, F.Clock.boottime)
                }
            }
            c.uint(F.Packet.trustedPacketSequenceID, Self.sequence)
            return packet
        }
        lastTimestamp = last
        return packet
    }

    /// Closes a packet, and hands the buffer to the file once it holds a mebibyte. Mutating although it
    /// changes no property: called non-mutating from the mutating visitors, it made them copy the whole
    /// writer (136 bytes) for every event.
    @inline(__always)
    mutating func endPacket(_ packet: Int) {
        out.end(packet)
        if out.count >= 1 << 20 { flush() }
    }

    /// Writes what the buffer holds.
    func flush() {
        out.drain { stream.write(bytes: $0) }
    }

    /// A signpost event: a slice begin or end, or an instant, on its thread's track.
    mutating func visit(event: TraceEvent) {
        let track = threadTrack(event.threadID)
        let newName = event.phase != .end && isNewName(event.nameID)
        let packet = beginPacket(timestamp: event.timestampNs)
        if newName { internName(event.nameID) }
        // At most 2 + 2 + 11 + 6 + 2 bytes.
        out.write(atMost: 32) { c in
            let body = c.begin(F.Packet.trackEvent)
            switch event.phase {
            case .begin: c.uint(F.TrackEvent.type, F.TrackEvent.sliceBegin)
            case .end: c.uint(F.TrackEvent.type, F.TrackEvent.sliceEnd)
            case .instant: c.uint(F.TrackEvent.type, F.TrackEvent.instant)
            }
            if track != Self.firstThreadTrack { c.uint(F.TrackEvent.trackUUID, track) }
            if event.phase != .end {
                c.uint(F.TrackEvent.nameIID, UInt64(event.nameID) + 1)
                c.uint(F.TrackEvent.categoryIIDs, UInt64(event.kind.rawValue) + 1)
            }
            c.endShort(body)
        }
        endPacket(packet)
    }

    /// A counter observation on its name's track: at its own time, or at the start of the transaction
    /// it belongs to.
    mutating func visit(counter: TraceCounter) {
        guard let time = counterTimeline.time(of: counter) else { return }
        let track = counterTrack(counter.name)
        let packet = beginPacket(timestamp: time)
        let body = out.begin(F.Packet.trackEvent)
        out.uint(F.TrackEvent.type, F.TrackEvent.counter)
        out.uint(F.TrackEvent.trackUUID, track)
        out.double(F.TrackEvent.doubleCounterValue, counter.value)
        out.end(body)
        endPacket(packet)
    }

    @inline(__always)
    mutating func isNewName(_ id: UInt32) -> Bool {
        let index = Int(id)
        if index < internedNames.count, internedNames[index] { return false }
        if index >= internedNames.count { internedNames.append(contentsOf: repeatElement(false, count: index + 1 - internedNames.count)) }
        internedNames[index] = true
        return true
    }

    /// Adds a signpost name to the sequence's interned names, inside the packet that first uses it.
    @inline(never)
    func internName(_ id: UInt32) {
        let interned = out.begin(F.Packet.internedData)
        let name = out.begin(F.Interned.eventNames)
        out.uint(F.Interned.iid, UInt64(id) + 1)
        out.string(F.Interned.text, reader.name(of: id).qualified)
        out.end(name)
        out.end(interned)
    }

    /// The track of a thread, described the first time the thread appears.
    @inline(__always)
    mutating func threadTrack(_ tid: UInt32) -> UInt64 {
        if let last = lastThreadTrack, last.tid == tid { return last.uuid }
        let uuid = threadTracks[tid] ?? describeThread(tid)
        lastThreadTrack = (tid, uuid)
        return uuid
    }

    @inline(never)
    mutating func describeThread(_ tid: UInt32) -> UInt64 {
        let uuid = Self.firstThreadTrack + UInt64(threadTracks.count)
        threadTracks[tid] = uuid
        let packet = beginPacket(timestamp: nil)
        let track = out.begin(F.Packet.trackDescriptor)
        out.uint(F.TrackDescriptor.uuid, uuid)
        out.uint(F.TrackDescriptor.parentUUID, Self.processTrack)
        let thread = out.begin(F.TrackDescriptor.thread)
        out.uint(F.Thread.pid, pid)
        out.uint(F.Thread.tid, UInt64(tid))
        out.string(F.Thread.threadName, UInt64(tid) == pid ? "main" : "thread \(tid)")
        out.end(thread)
        out.end(track)
        endPacket(packet)
        return uuid
    }

    /// The track of a counter, described the first time its name appears.
    mutating func counterTrack(_ name: String) -> UInt64 {
        if let known = counterTracks[name] { return known }
        let uuid = Self.firstCounterTrack + UInt64(counterTracks.count)
        counterTracks[name] = uuid
        let packet = beginPacket(timestamp: nil)
        let track = out.begin(F.Packet.trackDescriptor)
        out.uint(F.TrackDescriptor.uuid, uuid)
        out.uint(F.TrackDescriptor.parentUUID, Self.processTrack)
        out.string(F.TrackDescriptor.name, name)
        let counter = out.begin(F.TrackDescriptor.counter)
        out.end(counter)
        out.end(track)
        endPacket(packet)
        return uuid
    }
}
