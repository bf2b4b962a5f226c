import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// `position` takes the whole offer and centers its content on the point; `offset` moves no frame.
@Suite struct PositionTests: BoxLayoutHarness {
    /// `position` takes the whole offer and centers its content on the point; `offset` moves the drawing,
    /// not the frame, so neither the view's frame nor its neighbours move.
    @Test func positionCentersOnThePointAndOffsetMovesNoFrame() {
        RecordingContext().run {
            // 20 × 10 centered on (50, 40): origin (40, 35).
            let positioned = layout(ProposedSize(width: 300, height: 200)) { Self.box(20, 10).position(x: 50, y: 40) }
            #expect(positioned.size == Size(width: 300, height: 200) && positioned.fills == [Rect(x: 40, y: 35, width: 20, height: 10)])
            // Asked for its ideal size, it takes 10 × 10 (SwiftUI's unspecified dimensions).
            #expect(layout(.unspecified) { Self.box(20, 10).position(CGPoint(x: 0, y: 0)) }.size == Size(width: 10, height: 10))
            let offset = layout(.unspecified) { HStack(spacing: 0) { Self.box(20, 10).offset(x: 50, y: 5); Self.box(30, 10) } }
            #expect(offset.fills == [Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 20, y: 0, width: 30, height: 10)])
        }
    }
}
