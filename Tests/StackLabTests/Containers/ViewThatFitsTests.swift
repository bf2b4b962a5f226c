import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// `ViewThatFits` shows the first of its views that fits the space offered.
@Suite struct ViewThatFitsTests: BoxLayoutHarness {
    static let fits: [(Double, Size)] = [(250, Size(width: 200, height: 10)), (150, Size(width: 100, height: 20)),
                                         (50, Size(width: 10, height: 30)), (5, Size(width: 10, height: 30))]

    /// The first view whose ideal width fits the offered width shows; the last when none does.
    @Test(arguments: fits)
    func viewThatFitsPicksTheFirstViewThatFitsTheWidth(width: Double, size: Size) {
        RecordingContext().run {
            let result = layout(ProposedSize(width: width, height: 100)) {
                ViewThatFits(in: .horizontal) { Self.box(200, 10); Self.box(100, 20); Self.box(10, 30) }
            }
            #expect(result.size == size)
        }
    }
}
