import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios

/// Lets a test change a view's state from outside: the view stores its setter here during `body`.
final class Trigger {
    var action: () -> Void = {}
    func fire() { action() }
}

nonisolated struct Parent: View {
    let trigger: Trigger
    @State private var count = 0

    var body: some View {
        trigger.action = { count += 1 }
        return VStack {
            Child(value: count)
            Static()
        }
    }
}

nonisolated struct Child: View {
    let value: Int
    var body: some View { Text("value \(value)") }
}

nonisolated struct Static: View {
    var body: some View { Color.gray.frame(height: 10) }
}

/// Not Equatable: its closure field makes every new value count as changed.
nonisolated struct ClosureHolder: View {
    let title: String
    let onTap: () -> Void
    var body: some View { Text(title) }
}

/// The same view made comparable by its title only, for `.equatable()`.
nonisolated struct ComparableClosureHolder: View, Equatable {
    let title: String
    let onTap: () -> Void
    var body: some View { Text(title) }
    // Nonisolated, as a view's `==` must be in Swift 6: Equatable is not a main-actor protocol.
    nonisolated static func == (a: ComparableClosureHolder, b: ComparableClosureHolder) -> Bool { a.title == b.title }
}

nonisolated struct ClosureParent: View {
    let trigger: Trigger
    let markEquatable: Bool
    @State private var taps = 0

    var body: some View {
        trigger.action = { taps += 1 }
        return VStack {
            Text("taps \(taps)")
            if markEquatable {
                ComparableClosureHolder(title: "fixed", onTap: {}).equatable()
            } else {
                ClosureHolder(title: "fixed", onTap: {})
            }
        }
    }
}

nonisolated struct Counter: View {
    let trigger: Trigger
    @State private var clicks = 0
    var body: some View {
        trigger.action = { clicks += 1 }
        return Text("clicks \(clicks)")
    }
}

nonisolated struct Switcher: View {
    let flip: Trigger
    let counter: Trigger
    @State private var showFirst = true
    var body: some View {
        flip.action = { showFirst.toggle() }
        return VStack {
            if showFirst { Counter(trigger: counter) } else { Counter(trigger: counter) }
        }
    }
}

/// Shows a row with appear and disappear actions until its trigger hides it.
nonisolated struct Vanishing: View {
    let hide: Trigger
    let log: Trigger
    @State private var shown = true
    var body: some View {
        hide.action = { shown = false }
        return VStack {
            if shown {
                Text("row").onAppear { log.action() }.onDisappear { log.action() }
            }
            Text("stays")
        }
    }
}

@Suite struct InvalidationTests {
    private func transaction(_ graph: ViewGraph) {
        graph.updateAndLayout()
        _ = graph.commit()
        graph.runAfterCommit()
    }

    @Test func stateChangeReevaluatesOnlyViewsWhoseInputsChanged() {
        RecordingContext().run {
            let trigger = Trigger()
            let graph = ViewGraph(screen: Size(width: 300, height: 300)) { Parent(trigger: trigger) }
            transaction(graph)
            #expect(graph.stats.bodies(of: "Parent") == 1)
            #expect(!graph.needsTransaction)
            trigger.fire()
            #expect(graph.needsTransaction)
            transaction(graph)
            #expect(graph.stats.bodies(of: "Parent") == 2)
            #expect(graph.stats.bodies(of: "Child") == 2)
            #expect(graph.stats.bodies(of: "Static") == 1)
            #expect(graph.stats.skippedBodies == 1)
        }
    }

    @Test func equatableSkipsViewsWithClosures() {
        RecordingContext().run {
            for equatable in [true, false] {
                let trigger = Trigger()
                let graph = ViewGraph(screen: Size(width: 300, height: 300)) { ClosureParent(trigger: trigger, markEquatable: equatable) }
                transaction(graph)
                for _ in 0..<3 {
                    trigger.fire()
                    transaction(graph)
                }
                #expect(graph.stats.bodies(of: "ClosureParent") == 4)
                let holderBodies = graph.stats.bodies(of: "ClosureHolder") + graph.stats.bodies(of: "ComparableClosureHolder")
                #expect(holderBodies == (equatable ? 1 : 4))
            }
        }
    }

    /// `.onAppear` runs after the transaction that builds the view, `.onDisappear` after the one that
    /// tears it down, and neither runs again while nothing changes.
    @Test func appearAndDisappearRunAfterTheirTransactions() {
        RecordingContext().run {
            let hide = Trigger(), log = Trigger()
            var events = 0
            log.action = { events += 1 }
            let graph = ViewGraph(screen: Size(width: 300, height: 300)) { Vanishing(hide: hide, log: log) }
            transaction(graph)
            #expect(events == 1)
            hide.fire()
            graph.updateAndLayout()
            #expect(events == 1)
            _ = graph.commit()
            graph.runAfterCommit()
            #expect(events == 2)
            transaction(graph)
            #expect(events == 2)
        }
    }

    @Test func branchSwitchResetsState() {
        RecordingContext().run {
            let flip = Trigger()
            let counter = Trigger()
            let graph = ViewGraph(screen: Size(width: 300, height: 300)) { Switcher(flip: flip, counter: counter) }
            transaction(graph)
            counter.fire()
            counter.fire()
            transaction(graph)
            #expect(texts(graph) == ["clicks 2"])
            flip.fire()
            transaction(graph)
            // The else branch is a new identity: fresh state, a new node, one more reset.
            #expect(texts(graph) == ["clicks 0"])
            #expect(graph.stats.identityResets == 1)
            #expect(graph.stats.bodies(of: "Counter") == 3)
        }
    }

    @Test func preferenceChangeUpdatesTheGraphAgainInTheSameFrame() {
        RecordingContext().run {
            var heights: [Double] = []
            let graph = ViewGraph(screen: Size(width: 300, height: 796)) {
                FeedbackContainer(content: AnyView(Color.gray.frame(height: 1000)), viewport: 796, report: { heights.append($0) })
            }
            transaction(graph)
            // The GeometryReader saw 1000 > 796 during layout: the handler ran before the commit, the
            // container switched into the ScrollView and was laid out again, all in one frame.
            #expect(!graph.needsTransaction)
            #expect(heights == [1000])
            #expect(graph.stats.bodies(of: "FeedbackContainer") == 2)
            #expect(graph.scrollViewNodes.count == 1)
        }
    }

    private func texts(_ graph: ViewGraph) -> [String] {
        nodes(of: TextNode.self, in: graph).map(\.text.string)
    }
}

/// A stack whose content changes shape: an optional row, a branch, and a ForEach that grows.
nonisolated private struct ChangingStack: View {
    let trigger: Trigger
    @State private var step = 0

    var body: some View {
        trigger.action = { step += 1 }
        return VStack(spacing: 0) {
            Color.gray.frame(height: 10)
            if step >= 1 {
                Color.gray.frame(height: 20)
            }
            if step >= 2 {
                Color.gray.frame(height: 30)
            } else {
                Color.gray.frame(height: 5)
            }
            ForEach(0..<(step >= 3 ? 4 : 1), id: \.self) { _ in
                Color.gray.frame(height: 100)
            }
        }
    }
}

/// A stack lays out the children it has now: an optional that appears, a branch that switches and a
/// ForEach that grows each change the stack's height, and what it places is what is alive.
@Suite struct StructuralChangeTests {
    @Test func aStackFollowsChildrenAddedReplacedAndRemovedBelowIt() {
        RecordingContext().run {
            let trigger = Trigger()
            let graph = ViewGraph(screen: Size(width: 100, height: 1000)) { ChangingStack(trigger: trigger) }
            var heights: [Double] = [], subviews: [Int] = []
            for step in 0...3 {
                if step > 0 { trigger.fire() }
                graph.update()
                graph.layout()
                heights.append(graph.root.frame.height)
                // The stack's flattened subviews: as many as there are children now.
                subviews.append(nodes(of: (any RowContainer).self, in: graph).first?.cachedSizeCount ?? -1)
            }
            #expect(subviews == [3, 4, 4, 7])
            // 10 + 5 + 100; an optional 20 appears; the 5 becomes 30; the ForEach grows to 4 rows.
            #expect(heights == [115, 135, 160, 460])
        }
    }
}
