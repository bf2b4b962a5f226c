/// Field numbers of the Perfetto trace protos that the export writes, transcribed by hand from the
/// `.proto` files under `protos/perfetto/trace/` of the Perfetto repository (file named per group).
/// Protobuf field numbers never change once published, so these hold for every trace processor.
enum PerfettoField {
    /// `Trace` (trace.proto).
    enum Trace {
        static let packet: UInt64 = 1
    }

    /// `TracePacket` (trace_packet.proto).
    enum Packet {
        static let clockSnapshot: UInt64 = 6
        static let timestamp: UInt64 = 8
        static let trustedPacketSequenceID: UInt64 = 10
        static let trackEvent: UInt64 = 11
        static let internedData: UInt64 = 12
        static let sequenceFlags: UInt64 = 13
        static let timestampClockID: UInt64 = 58
        static let tracePacketDefaults: UInt64 = 59
        static let trackDescriptor: UInt64 = 60
        static let perfSample: UInt64 = 66
        /// An extension field since 2025, at the number it always had.
        static let frameTimelineEvent: UInt64 = 76
        /// `SequenceFlags.SEQ_INCREMENTAL_STATE_CLEARED`.
        static let incrementalStateCleared: UInt64 = 1
    }

    /// `TracePacketDefaults` (trace_packet_defaults.proto) and `TrackEventDefaults`
    /// (track_event/track_event.proto), which carry the numbers of the fields they default.
    enum Defaults {
        static let timestampClockID = Packet.timestampClockID
        static let trackEventDefaults = Packet.trackEvent
        static let trackUUID = TrackEvent.trackUUID
    }

    /// `ClockSnapshot` and `ClockSnapshot.Clock` (clock_snapshot.proto).
    enum Clock {
        static let clocks: UInt64 = 1
        static let clockID: UInt64 = 1, timestamp: UInt64 = 2, isIncremental: UInt64 = 3
        /// `BuiltinClocks.BOOTTIME`, the trace processor's default trace clock.
        static let boottime: UInt64 = 6
        /// The first id of the range [64, 127] that a sequence defines for itself.
        static let firstSequenceClock: UInt64 = 64
    }

    /// `TrackDescriptor` (track_event/track_descriptor.proto).
    enum TrackDescriptor {
        static let uuid: UInt64 = 1
        static let name: UInt64 = 2
        static let process: UInt64 = 3
        static let thread: UInt64 = 4
        static let parentUUID: UInt64 = 5
        static let counter: UInt64 = 8
    }

    /// `ProcessDescriptor` (track_event/process_descriptor.proto).
    enum Process {
        static let pid: UInt64 = 1
        static let processName: UInt64 = 6
    }

    /// `ThreadDescriptor` (track_event/thread_descriptor.proto).
    enum Thread {
        static let pid: UInt64 = 1
        static let tid: UInt64 = 2
        static let threadName: UInt64 = 5
    }

    /// `CounterDescriptor` (track_event/counter_descriptor.proto).
    enum Counter {
        static let unitName: UInt64 = 6
    }

    /// `TrackEvent` (track_event/track_event.proto).
    enum TrackEvent {
        static let categoryIIDs: UInt64 = 3
        static let type: UInt64 = 9
        static let nameIID: UInt64 = 10
        static let trackUUID: UInt64 = 11
        static let doubleCounterValue: UInt64 = 44
        /// `TrackEvent.Type`.
        static let sliceBegin: UInt64 = 1, sliceEnd: UInt64 = 2, instant: UInt64 = 3, counter: UInt64 = 4
    }

    /// `InternedData` (interned_data/interned_data.proto).
    enum Interned {
        static let eventCategories: UInt64 = 1
        static let eventNames: UInt64 = 2
        static let functionNames: UInt64 = 5
        static let frames: UInt64 = 6
        static let callstacks: UInt64 = 7
        static let mappingPaths: UInt64 = 17
        static let mappings: UInt64 = 19
        /// `EventName`, `EventCategory` and `InternedString` all read `iid = 1` and their text at 2.
        static let iid: UInt64 = 1, text: UInt64 = 2
    }

    /// `Frame`, `Mapping` and `Callstack` (profiling/profile_common.proto).
    enum Profile {
        static let frameFunctionNameID: UInt64 = 2, frameMappingID: UInt64 = 3, frameRelPC: UInt64 = 4
        static let mappingPathStringIDs: UInt64 = 7
        static let callstackFrameIDs: UInt64 = 2
    }

    /// `PerfSample` (profiling/profile_packet.proto).
    enum PerfSample {
        static let cpu: UInt64 = 1, pid: UInt64 = 2, tid: UInt64 = 3, callstackIID: UInt64 = 4
    }

    /// `FrameTimelineEvent` (android/frame_timeline_event.proto).
    enum FrameTimeline {
        static let expectedSurfaceFrameStart: UInt64 = 3
        static let actualSurfaceFrameStart: UInt64 = 4
        static let frameEnd: UInt64 = 5
        /// Fields shared by the start messages (and `FrameEnd.cookie`).
        static let cookie: UInt64 = 1, token: UInt64 = 2, displayFrameToken: UInt64 = 3, pid: UInt64 = 4,
                   layerName: UInt64 = 5
        /// `ActualSurfaceFrameStart` only.
        static let presentType: UInt64 = 6, onTimeFinish: UInt64 = 7, gpuComposition: UInt64 = 8,
                   jankType: UInt64 = 9, predictionType: UInt64 = 10
    }
}
