import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A view with a task and change handlers: accepted, so their actions never run.
struct BehaviourHandlers: View {
    @State var value = 0
    @State private var kept = "kept"
    let record: (String) -> Void
    var body: some View {
        Text("\(value) \(kept)")
            .task(id: value) { record("task") }
            .onChange(of: value) { old, new in record("change") }
            .onChange(of: value, initial: true) { record("initial") }
            .onAppear { kept = "changed" }
    }
}

/// Task and change handlers are accepted without effect.
@Suite struct TaskAndChangeTests: BodyEvaluationHarness {
    @Test func taskAndChangeHandlersAreAcceptedWithoutEffect() {
        RecordingContext().runLab {
            var recorded: [String] = []
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { BehaviourHandlers(record: { recorded.append($0) }) }
            graph.update()
            graph.runAfterCommit()
            graph.update()
            let before = layout(.unspecified) { BehaviourHandlers(record: { _ in }) }.size
            // A new value re-runs the view; the task, the change handlers and the identity reset that a
            // new task id would bring do not happen: its other state is kept.
            let node = nodes(of: CompositeNode.self, in: graph)[0]
            node.slots[0].set(1)
            #expect(evaluations(graph) {} == ["BehaviourHandlers": 1])
            #expect(recorded.isEmpty)
            #expect(nodes(of: TextNode.self, in: graph)[0].text.string == "1 changed")
            #expect(layout(.unspecified) { BehaviourHandlers(record: { _ in }) }.size == before)
        }
    }
}
