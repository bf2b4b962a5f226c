import FrameProfAnalysis
import FrameProfTrace

/// One view or layout type's time in both recordings.
public struct DurationDiffRow: Sendable, Equatable {
    /// `Module.Name`, as the per-view tables and `body_evaluations_by_view` key it.
    public var name: String
    /// Intervals in A and B.
    public var countA: Int, countB: Int
    /// Total time in A and B, ns.
    public var totalNsA: UInt64, totalNsB: UInt64
    /// Mean interval in A and B, ns (0 without intervals).
    public var meanNsA: Double, meanNsB: Double

    /// B − A of the total, ns.
    public var differenceNs: Double { Double(totalNsB) - Double(totalNsA) }

    /// The total's change in percent of A; nil when A spent no time (a type new in B).
    public var percent: Double? { totalNsA == 0 ? nil : differenceNs / Double(totalNsA) * 100 }
}

/// A per-view (body) or per-layout (measure, place) table of A against B, largest absolute time
/// difference first: what a reviewer reads to see which type got slower.
public struct DurationDiff: Sendable, Equatable {
    /// What the intervals measure.
    public var kind: EventKind
    /// Every type in either recording, largest |B − A| first (ties by name).
    public var rows: [DurationDiffRow]

    /// The rows of two tables of one kind, matched by qualified name.
    public init(a: DurationTable, b: DurationTable) {
        kind = a.kind
        var byName: [String: DurationDiffRow] = [:]
        func row(_ name: String) -> DurationDiffRow {
            byName[name] ?? DurationDiffRow(name: name, countA: 0, countB: 0, totalNsA: 0, totalNsB: 0, meanNsA: 0, meanNsB: 0)
        }
        for entry in a.rows {
            var r = row(entry.qualifiedName)
            r.countA += entry.stats.count
            r.totalNsA += entry.stats.totalNs
            r.meanNsA = r.countA == 0 ? 0 : Double(r.totalNsA) / Double(r.countA)
            byName[entry.qualifiedName] = r
        }
        for entry in b.rows {
            var r = row(entry.qualifiedName)
            r.countB += entry.stats.count
            r.totalNsB += entry.stats.totalNs
            r.meanNsB = r.countB == 0 ? 0 : Double(r.totalNsB) / Double(r.countB)
            byName[entry.qualifiedName] = r
        }
        rows = byName.values.sorted { (abs($0.differenceNs), $1.name) > (abs($1.differenceNs), $0.name) }
    }
}
