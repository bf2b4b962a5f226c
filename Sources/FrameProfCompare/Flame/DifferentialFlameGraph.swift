/// One frame of the differential flame graph: a function at a call depth, laid out by B's samples and
/// coloured by how its share of all samples changed from A.
public struct FlameNode: Sendable, Equatable {
    /// The function.
    public var name: String
    /// Call depth, 0 at the root.
    public var depth: Int
    /// Left edge and width as fractions of B's samples (0…1).
    public var x: Double, width: Double
    /// Samples in which this call path was on the stack, in A and in B.
    public var samplesA: Int, samplesB: Int
    /// Those as fractions of each side's samples.
    public var shareA: Double, shareB: Double

    /// The share's change, B − A (positive: grew).
    public var change: Double { shareB - shareA }
}

/// A function's self time (samples where it is the leaf) in both recordings.
public struct FunctionChange: Sendable, Equatable {
    /// The function.
    public var name: String
    /// Self samples as fractions of each side's samples.
    public var selfShareA: Double, selfShareB: Double

    /// B − A.
    public var change: Double { selfShareB - selfShareA }
}

/// A differential flame graph as Brendan Gregg draws one: B's flame graph, each frame red where its
/// share of samples grew from A and blue where it shrank. Shares, not counts, are compared, so two
/// recordings of different lengths compare fairly. Frames that vanished in B have no width there; the
/// function table lists them.
public struct DifferentialFlameGraph: Sendable, Equatable {
    /// Frames at least `minimumWidth` wide, parents before children, siblings by name.
    public var nodes: [FlameNode]
    /// The deepest depth drawn.
    public var maxDepth: Int
    /// The largest |change| of a drawn frame (the colour scale's end).
    public var largestChange: Double
    /// Samples in A and B.
    public var totalA: Int, totalB: Int
    /// Frames narrower than this fraction of B are left out (and counted in `hiddenFrames`).
    public var minimumWidth: Double
    /// Frames left out for being too narrow.
    public var hiddenFrames: Int
    /// The functions whose self share changed most, largest |change| first (at most `functionLimit`).
    public var functions: [FunctionChange]

    /// The graph of `diff`, or nil when B has no samples.
    public init?(_ diff: StackDiff, minimumWidth: Double = 0.001, functionLimit: Int = 12) {
        guard diff.totalB > 0 else { return nil }
        self.minimumWidth = minimumWidth
        totalA = diff.totalA
        totalB = diff.totalB
        let root = Trie()
        var selfA: [String: Int] = [:], selfB: [String: Int] = [:]
        for entry in diff.stacks {
            let frames = entry.stack.split(separator: ";").map(String.init)
            root.add(frames, a: entry.countA, b: entry.countB)
            if let leaf = frames.last {
                selfA[leaf, default: 0] += entry.countA
                selfB[leaf, default: 0] += entry.countB
            }
        }
        let shareA = { (n: Int) in diff.totalA == 0 ? 0 : Double(n) / Double(diff.totalA) }
        let shareB = { (n: Int) in Double(n) / Double(diff.totalB) }
        var nodes: [FlameNode] = []
        var hidden = 0
        func lay(_ trie: Trie, depth: Int, x: Double) {
            var left = x
            for name in trie.children.keys.sorted() {
                let child = trie.children[name]!
                let width = shareB(child.b)
                defer { left += width }
                guard width >= minimumWidth else { if child.b > 0 { hidden += 1 }; continue }
                nodes.append(FlameNode(name: name, depth: depth, x: left, width: width, samplesA: child.a, samplesB: child.b,
                                       shareA: shareA(child.a), shareB: width))
                lay(child, depth: depth + 1, x: left)
            }
        }
        lay(root, depth: 0, x: 0)
        self.nodes = nodes
        hiddenFrames = hidden
        maxDepth = nodes.map(\.depth).max() ?? 0
        largestChange = nodes.map { abs($0.change) }.max() ?? 0
        functions = Set(selfA.keys).union(selfB.keys)
            .map { FunctionChange(name: $0, selfShareA: shareA(selfA[$0] ?? 0), selfShareB: shareB(selfB[$0] ?? 0)) }
            .filter { $0.change != 0 }
            .sorted { (abs($0.change), $1.name) > (abs($1.change), $0.name) }
            .prefix(functionLimit).map { $0 }
    }
}

/// A prefix tree of call paths with inclusive sample counts per side.
private final class Trie {
    var children: [String: Trie] = [:]
    var a = 0, b = 0

    func add(_ frames: [String], a countA: Int, b countB: Int) {
        var node = self
        for frame in frames {
            let child = node.children[frame] ?? Trie()
            node.children[frame] = child
            child.a += countA
            child.b += countB
            node = child
        }
    }
}
