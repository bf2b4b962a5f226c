import Foundation
import FrameProf
import FrameProfAnalysis
import StackLab
import Testing
@testable import FrameProfSampling
@_spi(Nodes) import StackLabCore

/// Lets the test change the root's state from outside, as a tap would.
final class Ticker {
    var tick: (() -> Void)?
}

/// Re-evaluates its cell on every tick.
nonisolated struct TickingRoot: View {
    let ticker: Ticker
    @State private var count = 0

    var body: some View {
        ticker.tick = { count += 1 }
        return ExpensiveCell(count: count)
    }
}

/// A view whose body is cheap on most frames and spends 12 ms of CPU in `spinInExpensiveBody` on
/// every fourth, more than a 120 Hz frame's 8.3 ms.
nonisolated struct ExpensiveCell: View {
    let count: Int

    var body: some View {
        let value = count % 4 == 3 ? spinInExpensiveBody(12_000_000) : cheapFrameWork(300_000)
        return Text("frame \(count) \(value > 0 ? "" : " ")")
    }
}

/// The issue's acceptance test, end to end: a StackLab view recorded with the recorder and the
/// sampler at 2 kHz, the samples symbolized into the trace, the trace analyzed. Part of the serialized
/// `SamplerTests` suite: one sampler runs per process.
extension SamplerTests {
    @Test(.disabled(if: underThreadSanitizer, "ThreadSanitizer's runtime frames take a share of every sample"))
    func theFunctionAViewsBodySpendsItsTimeInIsTheTopEntryOfItsHitchFrames() throws {
        try RecordingContext().run {
            let path = NSTemporaryDirectory() + "frameprof-expensive-body-\(UUID().uuidString).fpt"
            defer { try? FileManager.default.removeItem(atPath: path) }
            let ticker = Ticker()
            let graph = ViewGraph(screen: Size(width: 390, height: 844)) { TickingRoot(ticker: ticker) }
            let recorder = try Recorder.start(sink: try FileSink(path: path), options: RecorderOptions(clock: .timeline))
            let runner = TransactionRunner(graph: graph, time: .timeline)
            try Sampler.start(hertz: 2000, capacity: 20_000)
            for _ in 0..<40 { runner.runTransaction { ticker.tick?() } }
            let set = Sampler.stop()
            recorder.record(set, hertz: 2000)
            try recorder.stop()

            let analysis = try TraceAnalyzer.analyze(path: path, name: "expensive")
            #expect((analysis.summary.hitches ?? 0) >= 10, "every fourth of 40 frames takes 12 ms")
            let profile = try #require(analysis.profile)
            #expect(profile.samples == set.samples.count && profile.samples > 150)
            let top = try #require(profile.hotFunctions.first)
            #expect(top.function == "FrameProfSamplingTests.spinInExpensiveBody(_:)", "\(profile.hotFunctions.prefix(5))")
            #expect(Double(top.hitchSamples) > 0.8 * Double(profile.hitchSamples))
            #expect(analysis.summary.hotFunctions?.first == top && analysis.summary.samples == profile.samples)
            // Every hitch frame has its heaviest stacks, and in every frame whose body spun (the fourth of
            // each four: transaction K shows count K) the heaviest runs through the view's body. A cheap
            // frame that a busy machine made late is a hitch too, on the wall clock, and is left out.
            let hitches = Set(analysis.frames.filter(\.frame.isHitch).map(\.frame.transactionID))
            #expect(Set(profile.hitchStacks.keys) == hitches)
            for (index, frame) in analysis.frames.map(\.frame).enumerated() where index % 4 == 3 {
                #expect(frame.isHitch, "frame \(index) spent 12 ms in its body")
                let heaviest = try #require(profile.hitchStacks[frame.transactionID]?.first?.stack)
                #expect(heaviest.contains("FrameProfSamplingTests.ExpensiveCell.body.getter;FrameProfSamplingTests.spinInExpensiveBody(_:)"), "\(heaviest)")
            }
            // The cheap work shows up outside hitch frames.
            let cheap = profile.hotFunctions.first { $0.function == "FrameProfSamplingTests.cheapFrameWork(_:)" }
            #expect((cheap?.samples ?? 0) > (cheap?.hitchSamples ?? 0))
        }
    }
}
