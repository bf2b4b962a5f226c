import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios

/// How many `RowModel`s exist, and how many were ever made, per test: each test counts its own.
final class RowModelCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var alive = 0
    private var made: [Int] = []

    var aliveCount: Int { lock.withLock { alive } }
    var madeFor: [Int] { lock.withLock { made } }

    func didMake(_ id: Int) { lock.withLock { alive += 1; made.append(id) } }
    func didRelease() { lock.withLock { alive -= 1 } }
}

/// A row's model, made by `@StateObject` once per identity of the row that holds it.
final class RowModel: ObservableObject {
    let counter: RowModelCounter
    let id: Int

    init(id: Int, counter: RowModelCounter) {
        self.id = id
        self.counter = counter
        counter.didMake(id)
    }

    deinit { counter.didRelease() }
}

/// A row's identity in the data.
struct RowID: Identifiable {
    let id: Int
}

/// A row that makes its model when its identity appears, and shows which row it was made for.
nonisolated struct StatefulRow: View, Identifiable {
    let id: Int
    @StateObject private var model: RowModel

    init(id: Int, counter: RowModelCounter) {
        self.id = id
        _model = StateObject(wrappedValue: RowModel(id: id, counter: counter))
    }

    var body: some View {
        Text("row \(id) model \(model.id)").frame(height: 100)
    }
}

/// Row state follows the row's identity as each strategy's platform keeps it: a List cell reused for
/// another row starts from fresh state and the row it let go takes its state with it; a recycled
/// hosting controller given a new root view keeps the root's state.
@Suite struct RowStateTests {
    /// 200 rows of 100 pt, scrolled down 6,000 pt and back up, 60 pt a frame.
    private func scroll(_ strategy: StackStrategy, counter: RowModelCounter) -> (graph: ViewGraph, shown: Set<Int>) {
        let ids = (0..<200).map(RowID.init)
        let graph = ViewGraph(screen: Size(width: 400, height: 800)) {
            ScrollView { strategy.stack(of: ids, spacing: 0) { StatefulRow(id: $0.id, counter: counter) } }
        }
        let runner = TransactionRunner(graph: graph)
        runner.checksDeadlines = false
        runner.runTransaction()
        let scroll = graph.scrollViewNodes[0]
        for step in Array(1...100) + Array((0...99).reversed()) {
            runner.runTransaction { scroll.scroll(to: Double(step) * 60) }
        }
        // Every row whose top came within the screen at some step (60 pt steps, an 800 pt screen).
        return (graph, Set(0..<200).filter { $0 * 100 <= 6_000 + 800 })
    }

    @Test func aListCellReusedForAnotherRowMakesThatRowsStateAndReleasesTheLastOne() {
        let counter = RowModelCounter()
        RecordingContext().run {
            let (graph, shown) = scroll(.list, counter: counter)
            let made = counter.madeFor
            // Every row that came on screen made its own model, and a row that came back (scrolling up)
            // made another: state went with the row when it left.
            #expect(Set(made).isSuperset(of: shown))
            #expect(made.count > shown.count, "rows scrolled back up made their models again")
            // Only the rows on screen (and prefetched) hold a model: the cells in the pool hold none.
            let live = nodes(of: ListNode.self, in: graph)[0].live.count
            #expect(counter.aliveCount <= live + ListNode.prefetchRows)
            #expect(graph.stats.cellReuses > 100, "cells were reused, their state was not")
        }
    }

    @Test func aRecycledHostingControllerKeepsItsRootsState() {
        let counter = RowModelCounter()
        RecordingContext().run {
            let (graph, _) = scroll(.optimizedVStack, counter: counter)
            // A hosting controller makes the model for its first row and keeps it for every row it
            // hosts after that: a few controllers, a few models.
            let controllers = nodes(of: OptimizedVStackNode.self, in: graph)[0].hostedCells
            #expect(counter.madeFor.count <= controllers)
            #expect(graph.stats.cellReuses > 100)
        }
    }

    @Test func aLazyStackKeepsARowsStateWhileItKeepsTheRowAndReleasesItWithTheRow() {
        let counter = RowModelCounter()
        RecordingContext().run {
            let (graph, shown) = scroll(.lazyVStack, counter: counter)
            // Each row's model is made when the row is built and released when the stack lets the row
            // go after its retention: fewer alive than made.
            #expect(Set(counter.madeFor).isSuperset(of: shown))
            #expect(counter.aliveCount < counter.madeFor.count)
            #expect(graph.stats.bodies(of: "StatefulRow") >= shown.count)
        }
    }
}
