/// One collapsed stack's samples in both recordings.
public struct StackCounts: Sendable, Equatable {
    /// `root;…;leaf`, as `stacks.folded` writes it.
    public var stack: String
    /// Samples of this exact stack in A and in B.
    public var countA: Int, countB: Int
}

/// The collapsed stacks of two sampled recordings side by side: the two-count form of `diff.folded`
/// that `difffolded`-style tools (flamegraph.pl, inferno-diff-folded) read, and what the differential
/// flame graph is drawn from.
public struct StackDiff: Sendable, Equatable {
    /// Every stack of either side, most samples in both first (ties by stack).
    public var stacks: [StackCounts]
    /// Samples with a stack in A and in B.
    public var totalA: Int, totalB: Int

    /// Matches `a`'s and `b`'s collapsed stacks (each `SampleProfile.folded`).
    public init(a: [(stack: String, count: Int)], b: [(stack: String, count: Int)]) {
        var counts: [String: StackCounts] = [:]
        for (stack, count) in a { counts[stack, default: StackCounts(stack: stack, countA: 0, countB: 0)].countA += count }
        for (stack, count) in b { counts[stack, default: StackCounts(stack: stack, countA: 0, countB: 0)].countB += count }
        stacks = counts.values.sorted { ($0.countA + $0.countB, $1.stack) > ($1.countA + $1.countB, $0.stack) }
        totalA = a.reduce(0) { $0 + $1.count }
        totalB = b.reduce(0) { $0 + $1.count }
    }

    /// `diff.folded`: one `root;…;leaf countA countB` line per stack.
    public var foldedText: String {
        stacks.map { "\($0.stack) \($0.countA) \($0.countB)\n" }.joined()
    }
}
