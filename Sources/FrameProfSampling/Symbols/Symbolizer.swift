import CFrameProfSampler
import FrameProfTrace
import Glibc

/// Names addresses of this process after a recording: finds the loaded object of each address
/// (`dl_iterate_phdr`), reads that object's ELF symbol tables once, demangles once per symbol, and caches
/// every answer. Not for use inside a signal handler.
public final class Symbolizer {
    /// A named frame: the trace's own type, so symbolized samples are written as they are.
    public typealias Frame = TraceStackFrame

    private var segments: [(start: UInt, end: UInt, bias: UInt, path: String)] = []
    private var tables: [String: ELFSymbolTable] = [:]
    private var cache: [UInt: Frame] = [:]
    private var demangled: [String: String] = [:]

    /// Takes the list of loaded objects now; objects loaded later are not seen.
    public init() {
        var capacity = 256
        while true {
            var raw = [cfps_segment](repeating: cfps_segment(), count: capacity)
            let count = Int(cfps_list_segments(&raw, Int32(capacity)))
            if count > capacity { capacity = count; continue }
            segments = raw.prefix(count).map { segment in
                let path = segment.path.map { String(cString: $0) } ?? ""
                return (UInt(segment.start), UInt(segment.end), UInt(segment.bias), path.isEmpty ? "/proc/self/exe" : path)
            }
            break
        }
    }

    /// The frame at `address`. `isReturnAddress` (every frame but a sample's first) looks one byte back,
    /// so a call that ends a function is charged to the caller, not to whatever follows it.
    public func frame(at address: UInt, isReturnAddress: Bool) -> Frame {
        let lookup = isReturnAddress && address > 0 ? address - 1 : address
        if let known = cache[lookup] { return known }
        let frame: Frame
        if let segment = segments.first(where: { $0.start <= lookup && lookup < $0.end }) {
            if tables[segment.path] == nil { tables[segment.path] = ELFSymbolTable(path: segment.path) }
            let offset = lookup - segment.bias
            let main = segment.path == "/proc/self/exe"
            if let name = tables[segment.path]?.function(containing: offset) {
                frame = Frame(function: demangle(name), inMainProgram: main)
            } else {
                let object = segment.path.split(separator: "/").last.map(String.init) ?? segment.path
                frame = Frame(function: "\(object)+0x\(String(offset, radix: 16))", inMainProgram: main)
            }
        } else {
            frame = Frame(function: "0x\(String(lookup, radix: 16))", inMainProgram: false)
        }
        cache[lookup] = frame
        return frame
    }

    /// A sample's frames, root first (the order collapsed stacks use).
    public func stack(_ sample: RawSample) -> [Frame] {
        sample.addresses.enumerated().map { frame(at: $1, isReturnAddress: $0 > 0) }.reversed()
    }

    /// The root frame given to samples that filled their whole depth: their real root was cut off, and
    /// flame graphs should group them apart rather than as if they started somewhere in the middle.
    public static let truncatedRoot = Frame(function: "(truncated)", inMainProgram: false)

    /// A sampling session's samples as the trace stores them: symbolized, root first, their clock ticks
    /// converted to nanoseconds by `nanoseconds` (the recorder's calibration).
    public func traceSamples(_ set: SampleSet, nanoseconds: (UInt64) -> UInt64) -> [TraceStackSample] {
        set.samples.map { raw in
            let frames = stack(raw)
            return TraceStackSample(timeNs: nanoseconds(raw.ticks), transactionID: raw.transaction,
                                    frames: raw.addresses.count >= set.maxDepth ? [Self.truncatedRoot] + frames : frames)
        }
    }

    private func demangle(_ name: String) -> String {
        if let known = demangled[name] { return known }
        let readable = Demangler.demangle(name)
        demangled[name] = readable
        return readable
    }
}
