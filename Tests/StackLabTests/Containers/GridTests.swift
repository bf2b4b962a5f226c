import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// `Grid` shares its width among its columns as a stack does; its cell modifiers span, anchor and align
/// cells.
@Suite struct GridTests: BoxLayoutHarness {
    /// A grid's columns share its width as a stack shares it: the fixed column its width, the flexible
    /// ones what is left.
    @Test func gridColumnsShareTheWidthAsAStackDoes() {
        RecordingContext().run {
            let result = layout(ProposedSize(width: 250, height: nil)) {
                Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                    GridRow { Self.box(50, 20); Color.red.frame(height: 20); Color.blue.frame(height: 20) }
                    GridRow { Self.box(30, 10).gridColumnAlignment(.trailing) }
                }
            }
            // Columns 50, 100, 100; rows 20 and 10; the second row's box trailing in the first column.
            #expect(result.size == Size(width: 250, height: 30))
            #expect(result.fills == [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 50, y: 0, width: 100, height: 20),
                                     Rect(x: 150, y: 0, width: 100, height: 20), Rect(x: 20, y: 20, width: 30, height: 10)])
        }
    }

    @Test func gridCellModifiers() {
        // Columns 10 and 10 (8 apart): the spanning cell and the unsized colour do not widen them;
        // rows 10, 10 and 10 (the colour's ideal height), 8 apart.
        check([(AnyView(Grid {
            GridRow { Self.box(10, 10).gridCellColumns(2) }
            GridRow { Self.box(10, 10).gridCellAnchor(.center); Self.box(10, 10).gridColumnAlignment(.leading) }
            GridRow { Color.red.gridCellUnsizedAxes(.horizontal) }
        }), Size(width: 28, height: 46))])
    }
}
