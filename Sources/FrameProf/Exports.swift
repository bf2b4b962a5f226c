// The recorder's public API speaks in the trace schema's types (EventKind, FrameRecord, sinks), so an
// app that links FrameProf gets them without a second import.
@_exported import FrameProfTrace
