// The recorder's public API speaks in some of the trace schema's types (the signpost kinds, frame records,
// counters, causes, the sinks a recording writes to), so an app that links FrameProf gets those without a
// second import, and nothing else of the trace module: its readers, writers, byte codecs and encoders stay
// behind `import FrameProfTrace` for the tools that read and write traces.
import FrameProfTrace
@_exported import enum FrameProfTrace.EventKind
@_exported import enum FrameProfTrace.EventPhase
@_exported import struct FrameProfTrace.FrameRecord
@_exported import enum FrameProfTrace.FrameClass
@_exported import struct FrameProfTrace.FrameTotals
@_exported import struct FrameProfTrace.TraceCounter
@_exported import struct FrameProfTrace.MemoryBreakdown
@_exported import struct FrameProfTrace.TraceModeledCost
@_exported import struct FrameProfTrace.TraceStackSample
@_exported import struct FrameProfTrace.TraceStackFrame
@_exported import struct FrameProfTrace.TraceCause
@_exported import enum FrameProfTrace.TraceFormat
@_exported import enum FrameProfTrace.HitchBandSet
@_exported import enum FrameProfTrace.HitchBand
@_exported import struct FrameProfTrace.HitchRatio
@_exported import protocol FrameProfTrace.TraceSink
@_exported import struct FrameProfTrace.TraceWriteError
@_exported import class FrameProfTrace.FileSink
@_exported import class FrameProfTrace.MemorySink
// The recorder's errors say what kind of failure they are; an app reads their code and context.
@_exported import protocol FrameProfSupport.FrameProfError
@_exported import enum FrameProfSupport.ErrorCode
@_exported import struct FrameProfSupport.ErrorContext
