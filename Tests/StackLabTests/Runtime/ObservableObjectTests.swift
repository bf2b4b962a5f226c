@_spi(Simulation) import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios
@testable import StackLabPricing

/// A model the pre-Observation way.
final class LegacyStore: ObservableObject {
    @Published var count = 0
    @Published var name = "store"
}

struct StoreCounter: View {
    @ObservedObject var store: LegacyStore
    var body: some View { Text("\(store.count)") }
}

struct OwnedStore: View {
    @StateObject private var store = LegacyStore()
    var body: some View { Text("\(store.count)") }
}

struct EnvironmentStore: View {
    @EnvironmentObject var store: LegacyStore
    var body: some View { Text(store.name) }
}

/// `ObservableObject`s announce their changes to the views that hold them.
@Suite struct ObservableObjectTests: BodyEvaluationHarness {
    @Test func observableObjectsAnnounceTheirChangesToTheViewsThatHoldThem() {
        RecordingContext().runLab {
            let store = LegacyStore()
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) {
                VStack {
                    StoreCounter(store: store)
                    OwnedStore()
                    EnvironmentStore()
                }
                .environmentObject(store)
            }
            graph.update()
            let counted = evaluations(graph) { store.count = 5 }
            #expect(counted["StoreCounter"] == 1 && counted["EnvironmentStore"] == 1 && counted["OwnedStore"] == nil)
            #expect(nodes(of: TextNode.self, in: graph)[0].text.string == "5")
            #expect(graph.causes.namedSoFar.contains("published LegacyStore.count"))
        }
    }
}
