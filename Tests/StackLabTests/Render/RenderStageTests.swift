import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

@Suite struct RenderStageTests {
    @Test func blankIsContentNoRowCoversAndPaintedRowsAreCounted() {
        var stage = RenderStage(viewport: Rect(x: 0, y: 100, width: 400, height: 100))
        var list = RenderList()
        list.append(.content(Rect(x: 0, y: 50, width: 400, height: 1000)))
        list.append(.row(Rect(x: 0, y: 90, width: 400, height: 50)))     // screen rows 100…140
        list.append(.row(Rect(x: 0, y: 150, width: 400, height: 100)))    // 150…200; 140…150 stays blank
        list.append(.fill(Rect(x: 0, y: 100, width: 10, height: 20)))
        list.append(.glyphs(Rect(x: 0, y: 110, width: 10, height: 20), count: 3))
        let result = stage.render(list)
        #expect(result.blankFraction == 0.1)
        #expect(result.paintedRows == 30)
        // The map is cleared between frames.
        #expect(stage.render(RenderList()) == .init(blankFraction: 0, paintedRows: 0))
    }

    @Test func aStackInsideARowIsThatRowsDrawingNotAListOfItsOwn() {
        var stage = RenderStage(viewport: Rect(x: 0, y: 0, width: 400, height: 100))
        var list = RenderList()
        list.append(.content(Rect(x: 0, y: 0, width: 400, height: 1000)))
        list.appendRow(Rect(x: 0, y: 0, width: 400, height: 100)) { row in
            // A feed cell's own VStack: its content runs past its one short row, which must not make the
            // outer row's area blank.
            row.append(.content(Rect(x: 0, y: 0, width: 400, height: 100)))
            row.append(.row(Rect(x: 0, y: 0, width: 400, height: 20)))
            row.append(.fill(Rect(x: 0, y: 0, width: 40, height: 20)))
        }
        #expect(list.commands.count == 3, "the nested content and row marks are dropped: \(list.commands)")
        #expect(list.layers == 1)
        #expect(stage.render(list).blankFraction == 0)
    }
}
