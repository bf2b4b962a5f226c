import Foundation
@_spi(Simulation) import FrameProf
import FrameProfTrace
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios
@testable import StackLabPricing

/// Modeled memory per transaction, read back from a recording's counters: it follows what is alive.
@Suite(.serialized) struct ModeledMemoryTests {
    /// The live-view and modeled-memory counters of each transaction, in order.
    private struct MemorySeries: TraceVisitor {
        var views: [UInt64: Double] = [:]
        var bytes: [UInt64: Double] = [:]
        /// The parts as each transaction held them (a part is written only when it changes).
        var parts: [UInt64: MemoryBreakdown] = [:]
        private var current = MemoryBreakdown()

        mutating func visit(counter: TraceCounter) {
            switch counter.kind {
            case .liveViews: views[counter.transactionID] = counter.value
            case .modeledMemory:
                bytes[counter.transactionID] = counter.value
                parts[counter.transactionID] = current
            case let kind?:
                if let part = kind.memoryPart { current[part] = counter.value }
            default: break
            }
        }

        /// The parts' bytes at transaction `id`, the base apart.
        func partsTotal(at id: UInt64) -> Double { parts[id].map { $0.total - $0.base } ?? 0 }
    }

    private func record(_ scenario: Scenario, _ strategy: StackStrategy) throws -> MemorySeries {
        try RecordingContext().run {
            let path = NSTemporaryDirectory() + "frameprof-memory-\(UUID().uuidString).fpt"
            defer { try? FileManager.default.removeItem(atPath: path) }
            VirtualClock.set(1_000_000_000)
            let recorder = try Recorder.start(sink: try FileSink(path: path), options: RecorderOptions(clock: .virtual))
            let profile = DeviceProfile.builtIn(named: "iphone-12")!
            var runner = ScenarioRunner(scenario: scenario, strategy: strategy)
            runner.time = .virtual
            runner.profile = profile
            runner.refresh = profile.refresh
            _ = runner.run()
            try recorder.stop()
            var series = MemorySeries()
            try TraceReader(path: path).stream(into: &series)
            return series
        }
    }

    @Test("A lazy stack's modeled memory grows with the rows it keeps alive and falls when it lets them go")
    func memoryFollowsWhatIsAlive() throws {
        // Rows near the top are alive, a jump brings the rows around row 250 alive while the old ones are
        // still kept, and a slow drag afterwards runs enough transactions for the old ones to be let go.
        var scenario = Scenario(name: "memory", summary: "", rows: RowSet(count: 300, heights: .constant(100), cells: [.feed]))
        scenario.gesture = [.wait(duration: 0.1), .jump(row: 250), .drag(velocity: 200, duration: 1.5)]
        let series = try record(scenario, .lazyVStack)
        let transactions = series.bytes.keys.sorted()
        try #require(transactions.count > 40)
        let profile = DeviceProfile.builtIn(named: "iphone-12")!
        // Each transaction's memory is at least its live views at the profile's price over the base, and
        // its parts (each written when it changed) add up to it.
        for id in transactions {
            let views = try #require(series.views[id])
            #expect(series.bytes[id]! >= profile.memory.base + views * profile.memory.viewNode)
            #expect(abs(series.partsTotal(at: id) + profile.memory.base - series.bytes[id]!) < 1)
        }
        let peak = transactions.max { series.bytes[$0]! < series.bytes[$1]! }!
        let first = series.bytes[transactions[0]]!, last = series.bytes[transactions.last!]!
        #expect(series.bytes[peak]! > first, "the jump's rows join the rows already alive")
        #expect(last < series.bytes[peak]!, "the rows left behind are let go, and their memory with them")
        #expect(series.views[transactions.last!]! < series.views[peak]!)
    }

    @Test("A cell waiting in a List's reuse pool keeps the layers and bitmaps its row drew")
    func pooledCellsKeepWhatTheyDrew() {
        RecordingContext().run {
            let (graph, runner) = rowsGraph(Array(repeating: 100, count: 100), viewport: 300) { rows in
                List(estimatedRowHeight: 100, spacing: 8) { ForEach(rows) { Text("Row \($0.id)").frame(height: $0.height) } }
            }
            runner.runTransaction()
            let list = nodes(of: ListNode.self, in: graph)[0]
            #expect(list.pooledCells == 0 && graph.pooledDrawing.layers == 0)
            let scroll = graph.scrollViewNodes[0]
            for target in [2000.0, 4000, 1000, 0] {
                runner.runTransaction { scroll.scroll(to: target) }
                // Each row draws its one line of text: a pooled cell keeps that layer and its bitmap.
                #expect(list.pooledCells > 0)
                #expect(graph.pooledDrawing.layers == list.pooledCells)
                #expect(graph.pooledDrawing.drawnArea > 0)
            }
        }
    }

    @Test("A List's recorded cells part holds what its pooled cells drew, beyond the cells themselves")
    func theRecordedCellsPartHoldsThePoolsDrawing() throws {
        var scenario = Scenario(name: "memory", summary: "", rows: RowSet(count: 300, heights: .constant(100), cells: [.feed]))
        scenario.gesture = [.drag(velocity: 2000, duration: 1)]
        let series = try record(scenario, .list)
        let profile = DeviceProfile.builtIn(named: "iphone-12")!
        // Cells alone come in whole `hosted_cell`s; a pooled cell's layers and bitmaps add what no count of
        // cells makes.
        let cells = series.parts.values.map { $0[.cells] }
        #expect(cells.contains { $0 > 0 && $0.truncatingRemainder(dividingBy: profile.memory.hostedCell) != 0 }, "\(cells.prefix(20))")
    }
}
