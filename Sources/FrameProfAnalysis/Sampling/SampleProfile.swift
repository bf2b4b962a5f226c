#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FrameProfTrace

/// A function and how many samples blame it (`hot_functions` in summary.json).
public struct HotFunction: Sendable, Equatable {
    /// The demangled function name.
    public var function: String
    /// Samples blamed on it in every frame.
    public var samples: Int
    /// Of those, samples in hitch frames.
    public var hitchSamples: Int
}

/// What the samples of one strategy say: which functions late frames spent their time in.
///
/// A sample is blamed on the innermost frame of the program's own code — time in libc, the Swift
/// runtime or libm counts for the app function that called into it, as Instruments' "hide system
/// libraries" does — so a view's body that allocates is blamed, not `malloc`.
public struct SampleProfile: Sendable {
    /// Samples taken.
    public var samples: Int
    /// Samples taken while a hitch frame's transaction was open.
    public var hitchSamples: Int
    /// Samples per second asked for, when the trace says.
    public var hertz: Double?
    /// Timer signals that found the sample buffer full.
    public var dropped: Int
    /// Timer expiries merged while the thread was not running (no sample of their own).
    public var missedTicks: Int
    /// Samples libunwind could not start from.
    public var failedUnwinds: Int
    /// Functions by hitch samples, then samples (all of them).
    public var hotFunctions: [HotFunction]
    /// Collapsed stacks (`root;…;leaf`) with their sample counts, heaviest first.
    public var folded: [(stack: String, count: Int)]
    /// Per hitch transaction, its heaviest collapsed stacks (at most three), heaviest first.
    public var hitchStacks: [UInt64: [(stack: String, count: Int)]]

    /// Attributes `samples` to hitch frames (`hitchTransactions`) and the rest; the sampling session's
    /// rate and losses, when known, come from a trace's `SamplingMetadata`.
    public init(samples list: [TraceStackSample], hitchTransactions: Set<UInt64>, metadata: [String: String] = [:]) {
        samples = list.count
        hertz = metadata[SamplingMetadata.hertz].flatMap(Double.init)
        dropped = metadata[SamplingMetadata.dropped].flatMap { Int($0) } ?? 0
        missedTicks = metadata[SamplingMetadata.missedTicks].flatMap { Int($0) } ?? 0
        failedUnwinds = metadata[SamplingMetadata.failedUnwinds].flatMap { Int($0) } ?? 0
        var byFunction: [String: (samples: Int, hitch: Int, first: Int)] = [:]
        var stacks: [String: Int] = [:]
        var perHitch: [UInt64: [String: Int]] = [:]
        var hitchCount = 0
        for (index, sample) in list.enumerated() {
            let isHitch = sample.transactionID != 0 && hitchTransactions.contains(sample.transactionID)
            if isHitch { hitchCount += 1 }
            if let blamed = Self.blamed(sample) {
                var entry = byFunction[blamed.function] ?? (0, 0, index)
                entry.samples += 1
                if isHitch { entry.hitch += 1 }
                byFunction[blamed.function] = entry
            }
            // Flame-graph tools split frames on ';' and the count on the last space.
            let stack = sample.frames.map { $0.function.replacingSemicolons }.joined(separator: ";")
            guard !stack.isEmpty else { continue }
            stacks[stack, default: 0] += 1
            if isHitch { perHitch[sample.transactionID, default: [:]][stack, default: 0] += 1 }
        }
        hitchSamples = hitchCount
        hotFunctions = byFunction.sorted { a, b in
            (a.value.hitch, a.value.samples, -a.value.first) > (b.value.hitch, b.value.samples, -b.value.first)
        }.map { HotFunction(function: $0.key, samples: $0.value.samples, hitchSamples: $0.value.hitch) }
        folded = stacks.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { ($0.key, $0.value) }
        hitchStacks = perHitch.mapValues { counts in
            Array(counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3).map { ($0.key, $0.value) })
        }
    }

    /// The frame a sample's time is charged to: its innermost frame of the program's own code, else its
    /// innermost frame.
    public static func blamed(_ sample: TraceStackSample) -> TraceStackFrame? {
        sample.frames.last(where: \.inMainProgram) ?? sample.frames.last
    }

    /// `stacks.folded`: one `frame;frame;frame count` line per distinct stack.
    public var foldedText: String {
        folded.map { "\($0.stack) \($0.count)\n" }.joined()
    }
}

private extension String {
    /// Looks for the byte with `memchr`: `contains(";")` resolved to Foundation's substring search, a
    /// general search run on every frame of every sample.
    var replacingSemicolons: String {
        let semicolon = UInt8(ascii: ";")
        let found = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, Int32(semicolon), bytes.count) != nil } ?? false
        } ?? utf8.contains(semicolon)
        return found ? String(map { $0 == ";" ? ":" : $0 }) : self
    }
}
