import FrameProfAnalysis
import FrameProfTrace

/// One view or layout type's time in both recordings: the two sides' statistics, from which every
/// column is read.
public struct DurationDiffRow: Sendable, Equatable {
    /// `Module.Name`, as the per-view tables and `body_evaluations_by_view` key it.
    public var name: String
    /// Its intervals in A and in B (empty on the side that lacks the type).
    public var a: DurationStats, b: DurationStats

    /// Intervals in A.
    public var countA: Int { a.count }
    /// Intervals in B.
    public var countB: Int { b.count }
    /// Total time in A, ns.
    public var totalNsA: UInt64 { a.totalNs }
    /// Total time in B, ns.
    public var totalNsB: UInt64 { b.totalNs }
    /// Mean interval in A, ns (0 without intervals).
    public var meanNsA: Double { a.averageNs }
    /// Mean interval in B, ns (0 without intervals).
    public var meanNsB: Double { b.averageNs }

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
        for (table, side) in [(a, \DurationDiffRow.a), (b, \DurationDiffRow.b)] {
            for entry in table.rows {
                let name = entry.qualifiedName
                byName[name, default: DurationDiffRow(name: name, a: DurationStats(), b: DurationStats())][keyPath: side].merge(entry.stats)
            }
        }
        rows = byName.values.sorted { (abs($0.differenceNs), $1.name) > (abs($1.differenceNs), $0.name) }
    }
}
