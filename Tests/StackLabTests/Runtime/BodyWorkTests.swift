import Foundation
@_spi(Simulation) import FrameProf
import FrameProfAnalysis
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabPricing
@testable import StackLabScenarios

/// A cell that builds three views.
nonisolated struct LightWorkCell: View {
    let value: Int

    var body: some View {
        HStack {
            Text(value.formatted(.number))
            Spacer()
        }
    }
}

/// A cell that builds thirty: ten lines of two formatted numbers.
nonisolated struct HeavyWorkCell: View {
    let value: Int

    var body: some View {
        VStack {
            HStack { Text(number(0)); Text(number(1)) }
            HStack { Text(number(2)); Text(number(3)) }
            HStack { Text(number(4)); Text(number(5)) }
            HStack { Text(number(6)); Text(number(7)) }
            HStack { Text(number(8)); Text(number(9)) }
            HStack { Text(number(10)); Text(number(11)) }
            HStack { Text(number(12)); Text(number(13)) }
            HStack { Text(number(14)); Text(number(15)) }
            HStack { Text(number(16)); Text(number(17)) }
            HStack { Text(number(18)); Text(number(19)) }
        }
    }

    /// The value plus `offset`, formatted as a number.
    private func number(_ offset: Int) -> String {
        (value + offset).formatted(.number)
    }
}

/// The value both cells show.
final class WorkModel {
    var value = 1
}

/// The two cells, one above the other.
nonisolated struct WorkRoot: View {
    let model: WorkModel

    var body: some View {
        let value = model.value
        return VStack {
            LightWorkCell(value: value)
            HeavyWorkCell(value: value)
        }
    }
}

/// A body is priced by what it does: its own price, and the views its output makes and diffs, inside its
/// interval; a child's body runs after it, in an interval of its own.
@Suite struct BodyWorkTests {
    @Test func aBodyThatBuildsTenTimesTheViewsCostsManyTimesMoreAndChildBodiesAreNotInsideIt() throws {
        try RecordingContext().run {
            let path = NSTemporaryDirectory() + "frameprof-body-work-\(UUID().uuidString).fpt"
            defer { try? FileManager.default.removeItem(atPath: path) }
            VirtualClock.set(1_000_000_000)
            let recorder = try Recorder.start(sink: try FileSink(path: path), options: RecorderOptions(clock: .virtual))
            let model = WorkModel()
            let graph = ViewGraph(screen: Size(width: 400, height: 800)) { WorkRoot(model: model) }
            var profile = try #require(DeviceProfile.builtIn(named: "iphone-12"))
            profile.variability = 0
            graph.profile = profile
            let runner = TransactionRunner(graph: graph, rate: .hz60, time: .virtual)
            runner.checksDeadlines = false
            runner.runTransaction()
            for value in 2...5 {
                model.value = value
                graph.setNeedsUpdate(because: "state WorkModel.value")
                runner.runTransaction()
            }
            try recorder.stop()
            let views = try TraceAnalyzer.analyze(path: path, name: "work").views.rows
            func mean(_ name: String) throws -> Double {
                try #require(views.first { $0.name == name }).stats.averageNs / 1000
            }
            let light = try mean("LightWorkCell"), heavy = try mean("HeavyWorkCell"), root = try mean("WorkRoot")
            // Both bodies have the same price; what differs is the work of their output. The heavy cell's
            // is 42 view values (a VStack and its tuple, ten HStacks with their tuples and two Texts each),
            // the light cell's 4 (an HStack, its tuple, a Text and a Spacer): 38 more nodes made at the
            // first evaluation, and 38 more values diffed at each of the four updates.
            #expect(heavy > 4 * light, "heavy \(heavy) µs, light \(light) µs")
            let updates = 4.0, created = 1.0
            let expected = 38 * (profile.prices[.reconcile] * updates + profile.prices[.node] * created) / (updates + created)
            #expect(abs((heavy - light) - expected) < 0.01, "heavy − light: \(heavy - light) µs, expected \(expected)")
            // The root's body does not contain its children's: it makes and diffs four values (a VStack,
            // its tuple and the two cells), as the light cell does, and costs what the light cell costs.
            #expect(abs(root - light) < 0.01 && root < heavy / 4, "root \(root) µs")
        }
    }
}
