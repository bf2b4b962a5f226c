import FrameProfAnalysis
import FrameProfTrace

/// Writes `<strategy>/trace.json` in the Chrome trace-event format (JSON object form), which the
/// Perfetto UI and chrome://tracing open. Signposts become B/E events on their thread; every frame is a
/// complete event on a "frames" track named by its class; blank fraction, scroll offset and an app's
/// own counters are counter tracks; stack samples are instant events on the sampled thread, named by
/// the function they blame, with the whole stack in their arguments (the Perfetto UI does not read the
/// format's `samples` table).
/// The trace is streamed from its file, so memory does not grow with events.
public struct ChromeTraceRenderer: StrategyFileRenderer {
    /// `.chrome`.
    public var format: ReportFormat { .chrome }

    /// Creates the renderer.
    public init() {}

    /// Writes one strategy's file, when its trace file is known.
    public func render(strategy: StrategyAnalysis, into output: ReportOutput) throws {
        try TraceExport.write(strategy, into: output, file: "trace.json", format: "trace", export)
    }

    /// The visitor that writes events as it reads them.
    private struct Writer: TraceVisitor {
        let stream: FileStream
        let reader: TraceReader
        /// The thread the sampler interrupted: the one that committed the frames.
        let sampledThread: UInt32
        /// Where an app's counters go on the time axis.
        let counterTimeline: CounterTimeline
        var names: [[UInt8]?] = []

        mutating func name(_ id: UInt32) -> [UInt8] {
            let index = Int(id)
            if index >= names.count { names.append(contentsOf: repeatElement(nil, count: index + 1 - names.count)) }
            if let known = names[index] { return known }
            let encoded = Array(JSONValue.quoted(reader.name(of: id).qualified).utf8)
            names[index] = encoded
            return encoded
        }

        /// Every event follows the metadata events, so each starts with a separator.
        mutating func visit(event: TraceEvent) {
            stream.write(",\n")
            switch event.phase {
            case .begin, .instant:
                stream.write("{\"name\":")
                stream.write(bytes: name(event.nameID))
                stream.write(event.phase == .begin ? ",\"cat\":\"\(event.kind)\",\"ph\":\"B\"" : ",\"cat\":\"\(event.kind)\",\"ph\":\"i\",\"s\":\"t\"")
            case .end:
                stream.write("{\"ph\":\"E\"")
            }
            stream.write(",\"pid\":1,\"tid\":")
            stream.write(decimal: UInt64(event.threadID))
            stream.write(",\"ts\":")
            ChromeTraceRenderer.writeMicroseconds(event.timestampNs, to: stream)
            stream.write(bytes: [UInt8(ascii: "}")])
        }

        /// An app's own counter (`FrameProf.counter`) as a counter track of its name, at its time or its
        /// transaction's start; the well-known ones are drawn from the frames below, and a value JSON
        /// cannot hold (NaN, infinite) is left out.
        mutating func visit(counter: TraceCounter) {
            guard counter.kind == nil, counter.value.isFinite,
                  let time = counterTimeline.time(of: counter) else { return }
            stream.write(",\n{\"name\":\(JSONValue.quoted(counter.name)),\"ph\":\"C\",\"pid\":1,\"ts\":")
            ChromeTraceRenderer.writeMicroseconds(time, to: stream)
            stream.write(",\"args\":{\"value\":\(JSONValue.number(counter.value).serialized())}}")
        }

        mutating func visit(stackSample: TraceStackSample) {
            let blamed = SampleProfile.blamed(stackSample)?.function ?? "(no frames)"
            stream.write(",\n{\"name\":\(JSONValue.quoted(blamed)),\"cat\":\"sample\",\"ph\":\"i\",\"s\":\"t\",\"pid\":1,\"tid\":")
            stream.write(decimal: UInt64(sampledThread))
            stream.write(",\"ts\":")
            ChromeTraceRenderer.writeMicroseconds(stackSample.timeNs, to: stream)
            stream.write(",\"args\":{\"transaction\":")
            stream.write(decimal: stackSample.transactionID)
            stream.write(",\"stack\":\(JSONValue.quoted(stackSample.frames.map(\.function).joined(separator: ";")))}}")
        }
    }

    func export(_ reader: TraceReader, analysis: StrategyAnalysis, to stream: FileStream) {
        stream.write("{\"displayTimeUnit\":\"ms\",\"otherData\":{\"strategy\":\(JSONValue.quoted(analysis.name))},\"traceEvents\":[")
        stream.write("\n{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"args\":{\"name\":\(JSONValue.quoted("frameprof " + analysis.name))}},")
        stream.write("\n{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"name\":\"frames\"}}")
        var writer = Writer(stream: stream, reader: reader, sampledThread: analysis.frames.first?.frame.threadID ?? 0,
                            counterTimeline: CounterTimeline(analysis))
        reader.stream(into: &writer)
        for row in analysis.frames {
            let f = row.frame
            stream.write(",\n{\"name\":\"\(f.classification.rawValue)\",\"cat\":\"frame\",\"ph\":\"X\",\"pid\":1,\"tid\":0,\"ts\":")
            Self.writeMicroseconds(f.startNs, to: stream)
            stream.write(",\"dur\":")
            Self.writeMicroseconds(f.durationNs, to: stream)
            stream.write(",\"args\":{\"frame\":\(row.index),\"hitch_ms\":\(NumberText.fixed(f.hitchTimeNs / 1e6, 3)),\"blank_fraction\":\(NumberText.fixed(row.blankFraction, 4))}}")
            stream.write(",\n{\"name\":\"blank_fraction\",\"ph\":\"C\",\"pid\":1,\"ts\":")
            Self.writeMicroseconds(f.startNs, to: stream)
            stream.write(",\"args\":{\"value\":\(NumberText.fixed(row.blankFraction, 4))}}")
            if let offset = row.scrollOffset {
                stream.write(",\n{\"name\":\"scroll_offset_pt\",\"ph\":\"C\",\"pid\":1,\"ts\":")
                Self.writeMicroseconds(f.startNs, to: stream)
                stream.write(",\"args\":{\"value\":\(NumberText.fixed(offset, 2))}}")
            }
        }
        stream.write("\n]}\n")
    }

    /// Microseconds with three decimals (nanosecond precision), written without formatting calls.
    static func writeMicroseconds(_ ns: UInt64, to stream: FileStream) {
        stream.write(decimal: ns / 1000)
        let frac = ns % 1000
        stream.write(bytes: [UInt8(ascii: "."), UInt8(48 + frac / 100), UInt8(48 + frac / 10 % 10), UInt8(48 + frac % 10)])
    }
}
