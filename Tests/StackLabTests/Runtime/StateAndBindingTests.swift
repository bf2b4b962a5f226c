@_spi(Simulation) import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios
@testable import StackLabPricing

/// Seeds its state from an initializer argument, as `_count = State(initialValue:)` does.
struct BehaviourSeeded: View {
    let label: String
    @State private var count: Int
    init(start: Int) {
        label = "seeded with \(start)"
        _count = State(initialValue: start)
    }
    var body: some View {
        Text("\(label): \(count)").onAppear { count += 10 }
    }
}

/// A parent whose own state hands the seeded child a new start on every change.
struct BehaviourSeedParent: View {
    @State var start = 1
    var body: some View {
        VStack {
            Text("start \(start)")
            BehaviourSeeded(start: start)
        }
    }
}

/// A toggle that hands its state to a child through a binding.
struct Expander: View {
    @State private var expanded = false
    var body: some View { ExpanderChild(expanded: $expanded) }
}

struct ExpanderChild: View {
    @Binding var expanded: Bool
    var body: some View {
        Text(expanded ? "Less" : "More").onAppear { expanded = true }
    }
}

nonisolated enum EntriesTransactionKey: TransactionKey {
    static let defaultValue = 0
}

/// State keeps its value across body runs; a binding writes the state it came from, and converts,
/// projects and iterates as SwiftUI's does.
@Suite struct StateAndBindingTests: BodyEvaluationHarness {
    @Test func stateFromInitialValueKeepsItsValueAcrossBodyRuns() {
        RecordingContext().runLab {
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { BehaviourSeedParent() }
            graph.update()
            graph.runAfterCommit()
            graph.update()
            // The child started at 1 and its onAppear added 10.
            #expect(nodes(of: TextNode.self, in: graph).map(\.text.string) == ["start 1", "seeded with 1: 11"])
            // A new start from the parent re-runs the child, whose state keeps its value: the initial
            // value counts only the first time the identity appears, as in SwiftUI.
            let parent = nodes(of: CompositeNode.self, in: graph)[0]
            parent.slots[0].set(5)
            let ran = evaluations(graph) {}
            #expect(ran["BehaviourSeedParent"] == 1 && ran["BehaviourSeeded"] == 1)
            #expect(nodes(of: TextNode.self, in: graph).map(\.text.string) == ["start 5", "seeded with 5: 11"])
        }
    }

    @Test func aBindingWritesTheStateItCameFrom() {
        RecordingContext().runLab {
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { Expander() }
            graph.update()
            graph.runAfterCommit()
            #expect(evaluations(graph) {}["Expander"] == 1)
            #expect(nodes(of: TextNode.self, in: graph)[0].text.string == "Less")
        }
    }

    @Test func bindingsConvertProjectAndIterate() {
        var storage = [RotorItem(id: 1, name: "one"), RotorItem(id: 2, name: "two")]
        let items = Binding(get: { storage }, set: { storage = $0 })
        // A collection binding iterates element bindings (`ForEach($items) { $item in … }`).
        #expect(items.map(\.id) == [1, 2] && items.count == 2 && items.indices == 0..<2)
        items[1].wrappedValue = RotorItem(id: 3, name: "three")
        #expect(storage[1].id == 3 && items.index(before: 2) == 1 && items[items.startIndex].name.wrappedValue == "one")
        var index = 0
        items.formIndex(after: &index)
        items.formIndex(before: &index)
        #expect(index == 0 && items.endIndex == 2 && items.index(after: 0) == 1 && items.first?.id == 1)
        var text = "a"
        let base = Binding(get: { text }, set: { value, transaction in text = value + "\(transaction[EntriesTransactionKey.self])" })
        var transaction = Transaction()
        transaction[EntriesTransactionKey.self] = 7
        base.transaction(transaction).wrappedValue = "b"
        #expect(text == "b7")
        base.animation().wrappedValue = "c"
        #expect(text == "c0" && base.animation(.linear).transaction.animation == .linear)
        let optional = Binding<String?>(base)
        optional.wrappedValue = nil
        #expect(optional.wrappedValue == "c0" && text == "c0")
        let unwrapped = Binding<String>(optional)
        #expect(unwrapped?.wrappedValue == "c0" && Binding<String>(Binding<String?>.constant(nil)) == nil)
        let erased = Binding<AnyHashable>(base)
        erased.wrappedValue = AnyHashable("d")
        #expect(text == "d0" && erased.wrappedValue == AnyHashable("d0"))
        let projected = Binding(projectedValue: base)
        #expect(projected.wrappedValue == "d0" && projected.projectedValue.wrappedValue == "d0" && Binding.constant(5).wrappedValue == 5)
        let identified = Binding.constant(RotorItem(id: 9, name: "nine"))
        #expect(identified.id == 9 && identified.name.wrappedValue == "nine")
        #expect(State(initialValue: 3).wrappedValue == 3 && State<Int?>().wrappedValue == nil && State(wrappedValue: 2).projectedValue.wrappedValue == 2)
    }
}
