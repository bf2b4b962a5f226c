import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

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

/// A scaled metric scales with the Dynamic Type size as UIFontMetrics does, and runs its view again when
/// the size changes.
@Suite struct ScaledMetricTests: BodyEvaluationHarness {
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
}
