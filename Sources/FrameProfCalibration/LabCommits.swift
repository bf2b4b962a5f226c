import FrameProfAnalysis
import FrameProfTrace

/// The lab's commit intervals, read from a recording's trace: no report table keeps them one by one.
enum LabCommits {
    /// The durations of every commit interval in the trace at `path`.
    static func durations(tracePath path: String) throws -> DurationStats {
        let reader = try TraceReader(path: path)
        var open: [UInt32: [(kind: EventKind, start: UInt64)]] = [:]
        var stats = DurationStats()
        for item in reader {
            guard case let .event(event) = item else { continue }
            switch event.phase {
            case .begin: open[event.threadID, default: []].append((event.kind, event.timestampNs))
            case .end:
                // An end closes the innermost open interval of its kind on its thread.
                guard let index = open[event.threadID]?.lastIndex(where: { $0.kind == event.kind }),
                      let last = open[event.threadID]?.remove(at: index) else { continue }
                if last.kind == .commit { stats.add(event.timestampNs - last.start) }
            case .instant: continue
            }
        }
        return stats
    }
}
