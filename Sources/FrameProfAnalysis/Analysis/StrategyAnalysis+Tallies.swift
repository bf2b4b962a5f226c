/// Counts the reports show beside the tables, computed here so that no renderer computes a number.
extension StrategyAnalysis {
    /// Findings per kind, in the kinds' order, leaving out kinds with none.
    public var findingCounts: [(kind: Finding.Kind, count: Int)] {
        var counts = [Finding.Kind: Int]()
        for finding in findings { counts[finding.kind, default: 0] += 1 }
        return Finding.Kind.allCases.compactMap { kind in counts[kind].map { (kind, $0) } }
    }

    /// Views updated per transaction (one per frame): the most, the mean and how many transactions.
    public var viewsUpdatedPerTransaction: (max: Int, average: Double, transactions: Int) {
        var total = 0
        var most = 0
        for row in frames {
            total += row.viewsUpdated
            most = Swift.max(most, row.viewsUpdated)
        }
        return (most, frames.isEmpty ? 0 : Double(total) / Double(frames.count), frames.count)
    }
}

extension StrategyAnalysis {
    /// A sampled hitch frame: its row, its stacks heaviest first, and how many samples fell in it.
    public typealias SampledHitch = (row: FrameRow, stacks: [(stack: String, count: Int)], samples: Int)

    /// Up to `limit` hitch frames that have samples, the most hitch time first (ties: the earlier frame).
    public func worstSampledHitches(_ limit: Int) -> [SampledHitch] {
        guard let profile else { return [] }
        return frames.filter { $0.frame.isHitch && profile.hitchStacks[$0.frame.transactionID] != nil }
            .sorted { ($0.frame.hitchTimeNs, -$0.index) > ($1.frame.hitchTimeNs, -$1.index) }
            .prefix(limit)
            .map { row in
                let stacks = profile.hitchStacks[row.frame.transactionID] ?? []
                return (row, stacks, stacks.reduce(0) { $0 + $1.count })
            }
    }
}
