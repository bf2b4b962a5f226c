import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

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

/// `@AppStorage` reads and writes user defaults and runs its readers again.
@Suite struct AppStorageTests: BodyEvaluationHarness {
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
}
