import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// `Group(subviews:)` hands its transform the content's subviews and their container values.
@Suite struct SubviewsTests: BoxLayoutHarness {
    /// `Group(subviews:)` hands the transform the content's subviews, which it can reorder and read
    /// container values of.
    @Test func groupOfSubviewsReordersAndReadsContainerValues() {
        RecordingContext().run {
            let reversed = layout(.unspecified) {
                Group(subviews: ForEach(0..<3) { index in Self.box(CGFloat(10 * (index + 1)), 10) }) { subviews in
                    HStack(spacing: 0) { ForEach(subviews.reversed()) { $0 } }
                }
            }
            #expect(reversed.fills == [Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 30, y: 0, width: 20, height: 10),
                                       Rect(x: 50, y: 0, width: 10, height: 10)])
            // Frames 20 and 40 wide from the badges 1 and 2; each box centered in its frame.
            let badged = layout(.unspecified) {
                Group(subviews: ForEach(0..<2) { index in Self.box(10, 10).containerValue(\.layoutEntriesBadge, index + 1) }) { subviews in
                    HStack(spacing: 0) {
                        ForEach(subviews) { subview in subview.frame(width: CGFloat(subview.containerValues.layoutEntriesBadge) * 20) }
                    }
                }
            }
            #expect(badged.size == Size(width: 60, height: 10))
            #expect(badged.fills == [Rect(x: 5, y: 0, width: 10, height: 10), Rect(x: 35, y: 0, width: 10, height: 10)])
        }
    }
}
