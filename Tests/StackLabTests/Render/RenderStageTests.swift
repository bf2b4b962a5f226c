import Testing
@testable import StackLab

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
}
