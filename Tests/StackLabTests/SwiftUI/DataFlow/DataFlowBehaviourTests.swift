import FrameProf
import Foundation
import Testing
@testable import StackLab

/// A model the way a team writes one for iOS 17: observable and main-actor.
@MainActor @Observable final class BehaviourModel {
    var title = "Title"
    var count = 0
}

/// Reads the model's title through the environment.
struct BehaviourTitleReader: View {
    @Environment(BehaviourModel.self) private var model
    var body: some View { Text(model.title) }
}

/// Edits the model's count through `@Bindable`, reading only the count.
struct BehaviourCountEditor: View {
    @Bindable var model: BehaviourModel
    var body: some View {
        Text("\(model.count)")
            .onAppear { $model.count.wrappedValue = 2 }
    }
}

/// Reads nothing of the model.
struct BehaviourBystander: View {
    var body: some View { Text("static") }
}

struct BehaviourScreen: View {
    let model: BehaviourModel
    var body: some View {
        VStack {
            BehaviourTitleReader()
            BehaviourCountEditor(model: model)
            BehaviourBystander()
        }
        .environment(model)
    }
}

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

/// A square as wide as a scaled 24 pt metric.
struct BehaviourScaledSquare: View {
    @ScaledMetric private var side = 24.0
    @ScaledMetric(relativeTo: .caption) private var captionSide = 24.0
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: side, height: side)
            Color.blue.frame(width: captionSide, height: 1)
        }
    }
}

/// Reads and writes a stored setting.
struct BehaviourStoredCounter: View {
    @AppStorage("behaviour.count", store: BehaviourStores.store) private var count = 0
    var body: some View {
        Text("\(count)").onAppear { count += 1 }
    }
}

/// Reads the same setting without writing it.
struct BehaviourStoredReader: View {
    @AppStorage("behaviour.count", store: BehaviourStores.store) private var count = 0
    var body: some View { Text("read \(count)") }
}

/// Reads a setting from the store `.defaultAppStorage` puts in the environment.
struct BehaviourDefaultStoreReader: View {
    @AppStorage("behaviour.name") private var name = "unset"
    var body: some View { Text(name) }
}

enum BehaviourStores {
    nonisolated(unsafe) static let store = UserDefaults(suiteName: "stacklab.dataflow.behaviour")!
    nonisolated(unsafe) static let other = UserDefaults(suiteName: "stacklab.dataflow.behaviour.other")!
}

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

/// Data flow behaves as SwiftUI's does: seeded state, scaled metrics, stored settings, accepted task
/// and change handlers, and observable models read through the environment and `@Bindable`.
@Suite struct DataFlowBehaviourTests {
    private func evaluations(_ graph: ViewGraph, after change: () -> Void) -> [String: Int] {
        let before = graph.stats.bodyEvaluations
        change()
        graph.update()
        var delta: [String: Int] = [:]
        for (view, count) in graph.stats.bodyEvaluations where count != before[view] { delta[TypeNames.split(view).name] = count - (before[view] ?? 0) }
        return delta
    }

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

    /// UIFontMetrics scales a metric by the text style's size at the setting over its size at large
    /// (HIG Dynamic Type sizes: body 14, 17, 23, 28, 53 pt at xSmall, large, xxxLarge, AX1, AX5; caption
    /// 11, 12, 18, 22, 43 pt).
    @Test(arguments: [
        (DynamicTypeSize.xSmall, 14.0, 11.0), (.large, 17, 12), (.xxxLarge, 23, 18), (.accessibility1, 28, 22), (.accessibility5, 53, 43),
    ])
    func scaledMetricScalesWithTheDynamicTypeSize(size: DynamicTypeSize, body: Double, caption: Double) {
        RecordingContext().runLab {
            let laid = layout(.unspecified) { BehaviourScaledSquare().dynamicTypeSize(size) }
            let side = 24 * body / 17
            let captionSide = 24 * caption / 12
            #expect(abs(laid.fills[0].width - side) < 1e-9 && abs(laid.fills[0].height - side) < 1e-9)
            #expect(abs(laid.fills[1].width - captionSide) < 1e-9)
            #expect(abs(laid.size.width - (side + captionSide)) < 1e-9)
        }
    }

    @Test func aScaledMetricRunsItsViewAgainWhenTheSizeChanges() {
        RecordingContext().runLab {
            let size = BehaviourBox(value: DynamicTypeSize.large)
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { BehaviourSizedRoot(box: size) }
            graph.update()
            #expect(evaluations(graph) { size.value = .xxxLarge } == ["BehaviourSizedRoot": 1, "BehaviourScaledSquare": 1])
            #expect(graph.causes.namedSoFar.contains("environment dynamicTypeSize"))
        }
    }

    @Test func appStorageReadsAndWritesUserDefaultsAndRunsItsReadersAgain() {
        BehaviourStores.store.set(41, forKey: "behaviour.count")
        BehaviourStores.other.set("from the environment's store", forKey: "behaviour.name")
        RecordingContext().runLab {
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) {
                VStack {
                    BehaviourStoredCounter()
                    BehaviourStoredReader()
                    BehaviourDefaultStoreReader().defaultAppStorage(BehaviourStores.other)
                }
            }
            graph.update()
            #expect(nodes(of: TextNode.self, in: graph).map(\.text.string) == ["41", "read 41", "from the environment's store"])
            // The counter's onAppear writes 42 to the store: both views reading the key run again.
            graph.runAfterCommit()
            #expect(BehaviourStores.store.integer(forKey: "behaviour.count") == 42)
            let ran = evaluations(graph) {}
            #expect(ran == ["BehaviourStoredCounter": 1, "BehaviourStoredReader": 1])
            #expect(nodes(of: TextNode.self, in: graph).map(\.text.string) == ["42", "read 42", "from the environment's store"])
            #expect(graph.causes.namedSoFar.contains("appStorage behaviour.count"))
        }
        // Absent, the default is read and nothing is written.
        BehaviourStores.store.removeObject(forKey: "behaviour.count")
        #expect(AppStorage(wrappedValue: 7, "behaviour.count", store: BehaviourStores.store).wrappedValue == 7)
        #expect(BehaviourStores.store.object(forKey: "behaviour.count") == nil)
        let optional = AppStorage<String?>("behaviour.optional", store: BehaviourStores.store)
        optional.wrappedValue = "set"
        #expect(BehaviourStores.store.string(forKey: "behaviour.optional") == "set")
        optional.projectedValue.wrappedValue = nil
        #expect(BehaviourStores.store.object(forKey: "behaviour.optional") == nil)
    }

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

    @Test func anObservableModelInTheEnvironmentAndBindableRunsExactlyItsReaders() {
        RecordingContext().runLab {
            let model = BehaviourModel()
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) { BehaviourScreen(model: model) }
            graph.update()
            // The editor's onAppear writes through its @Bindable binding.
            graph.runAfterCommit()
            #expect(model.count == 2)
            #expect(evaluations(graph) {} == ["BehaviourCountEditor": 1])
            #expect(evaluations(graph) { model.title = "New" } == ["BehaviourTitleReader": 1])
            #expect(evaluations(graph) { model.count = 0 } == ["BehaviourCountEditor": 1])
            #expect(nodes(of: TextNode.self, in: graph).map(\.text.string).contains("New"))
            let causes = graph.causes.namedSoFar
            #expect(causes.contains("observable BehaviourModel.title") && causes.contains("observable BehaviourModel.count"))
        }
    }
}

/// A value the test changes from outside.
@Observable final class BehaviourBox<Value> {
    var value: Value
    init(value: Value) { self.value = value }
}

/// Sets the dynamic type size the scaled square reads.
struct BehaviourSizedRoot: View {
    let box: BehaviourBox<DynamicTypeSize>
    var body: some View { BehaviourScaledSquare().dynamicTypeSize(box.value) }
}
