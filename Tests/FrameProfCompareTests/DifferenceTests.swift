import FrameProfAnalysis
import FrameProfTrace
import Testing
@testable import FrameProfCompare

/// Per-type time differences, the two-count folded stacks and the differential flame graph.
@Suite("compare: tables and stacks")
struct DifferenceTests {
    static func table(_ rows: [(String, [UInt64])]) -> DurationTable {
        DurationTable(kind: .body, rows: rows.map { name, durations in
            var stats = DurationStats()
            for d in durations { stats.add(d) }
            return DurationRow(module: "App", name: name, stats: stats)
        })
    }

    @Test("view rows match by name and sort by the largest absolute time difference")
    func durationDiff() {
        let a = Self.table([("Row", [1000, 1000]), ("Header", [5000]), ("Gone", [300])])
        let b = Self.table([("Row", [1000, 1000, 1000]), ("Header", [1000]), ("New", [2500])])
        let diff = DurationDiff(a: a, b: b)
        #expect(diff.rows.map(\.name) == ["App.Header", "App.New", "App.Row", "App.Gone"])
        let header = diff.rows[0]
        #expect(header.differenceNs == -4000 && header.percent == -80)
        #expect(diff.rows[1].percent == nil && diff.rows[1].countA == 0 && diff.rows[1].countB == 1)
        #expect(diff.rows[2].countA == 2 && diff.rows[2].countB == 3 && diff.rows[2].meanNsB == 1000)
        #expect(diff.rows[3].totalNsB == 0 && diff.rows[3].percent == -100)
    }

    @Test("diff.folded lists every stack of either side with both counts")
    func folded() {
        let diff = StackDiff(a: [("main;body", 6), ("main;layout", 2)], b: [("main;body", 3), ("main;draw", 4)])
        #expect(diff.totalA == 8 && diff.totalB == 7)
        #expect(diff.foldedText == "main;body 6 3\nmain;draw 0 4\nmain;layout 2 0\n")
    }

    @Test("the flame graph is B's, red where a frame's share grew and blue where it shrank; vanished functions are listed")
    func flame() throws {
        let diff = StackDiff(a: [("main;body", 6), ("main;layout", 2)], b: [("main;body", 3), ("main;draw", 4), ("main;body;alloc", 1)])
        let flame = try #require(DifferentialFlameGraph(diff))
        #expect(flame.nodes.map(\.name) == ["main", "body", "alloc", "draw"])
        let main = flame.nodes[0], body = flame.nodes[1], draw = flame.nodes[3]
        #expect(main.width == 1 && main.change == 0)
        #expect(body.x == 0 && body.width == 0.5 && body.shareA == 0.75 && body.change == -0.25)
        #expect(draw.x == 0.5 && draw.width == 0.5 && draw.change == 0.5)
        #expect(flame.nodes[2].depth == 2 && flame.maxDepth == 2)
        #expect(flame.largestChange == 0.5)
        // `layout` has no width in B but its self time fell from 25 % to 0: the table names it.
        #expect(flame.functions.map(\.name) == ["draw", "body", "layout", "alloc"])
        #expect(flame.functions.first { $0.name == "layout" }?.selfShareB == 0)
        #expect(DifferentialFlameGraph(StackDiff(a: [("main", 1)], b: [])) == nil)
    }

    @Test("frames narrower than the minimum width are left out and counted")
    func minimumWidth() throws {
        let diff = StackDiff(a: [], b: [("main;hot", 999), ("main;cold", 1)])
        let flame = try #require(DifferentialFlameGraph(diff, minimumWidth: 0.01))
        #expect(flame.nodes.map(\.name) == ["main", "hot"])
        #expect(flame.hiddenFrames == 1)
        #expect(flame.nodes[1].x == 0.001, "the left-out frame still takes its place")
    }
}
