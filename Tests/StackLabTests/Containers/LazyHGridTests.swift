import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A lazy horizontal grid lays out its rows by their grid items, its columns as wide as their widest item.
@Suite struct LazyHGridTests: BoxLayoutHarness {
    /// A LazyHGrid's column is as wide as its widest item; its rows follow the grid items.
    @Test func aLazyHGridColumnIsAsWideAsItsWidestItem() {
        RecordingContext().run {
            let widths: [CGFloat] = [10, 30, 20]
            let result = layout(ProposedSize(width: nil, height: 300)) {
                LazyHGrid(rows: [GridItem(.fixed(40), spacing: 0), GridItem(.fixed(40))], spacing: 5) {
                    ForEach(0..<3, id: \.self) { index in Self.box(widths[index], 40) }
                }
            }
            // Columns 30 and 20, 5 apart; rows 40 + 0 + 40.
            #expect(result.size == Size(width: 55, height: 80))
            #expect(result.fills == [Rect(x: 10, y: 0, width: 10, height: 40), Rect(x: 0, y: 40, width: 30, height: 40),
                                     Rect(x: 35, y: 0, width: 20, height: 40)])
        }
    }
}
