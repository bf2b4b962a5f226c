import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// The layout family's tests: sizes from fixed-size colours (`box`), so only the entry under test
/// decides them, each worked out by hand in the comment beside it. The proposal is 300 × 300 on a
/// 1,000 × 1,000 screen.
protocol BoxLayoutHarness {}

extension BoxLayoutHarness {
    /// A fixed-size colour.
    static func box(_ width: CGFloat, _ height: CGFloat) -> some View { Color.red.frame(width: width, height: height) }

    /// Lays each view out for 300 × 300 and compares its size.
    func check(_ cases: [(AnyView, Size)], sourceLocation: SourceLocation = #_sourceLocation) {
        RecordingContext().run {
            for (index, (view, expected)) in cases.enumerated() {
                let size = layout(ProposedSize(width: 300, height: 300)) { view }.size
                #expect(size == expected, "case \(index)", sourceLocation: sourceLocation)
            }
        }
    }
}
