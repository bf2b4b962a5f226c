import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A content-unavailable view centers its label and description in the space offered.
@Suite struct ContentUnavailableViewTests: ControlLayoutHarness {
    /// A content-unavailable view fills the space offered and centers its 48-point icon, bold title2
    /// title and callout description, 8 points apart.
    @Test func aContentUnavailableViewCentersItsLabelAndDescription() {
        RecordingContext().run {
            let view = lay(ProposedSize(width: 390, height: 600)) {
                ContentUnavailableView("Empty", systemImage: "tray", description: Text("Nothing here"))
            }
            #expect(view.size == Size(width: 390, height: 600))
            let icon = frames(ImageNode.self, in: view.graph)[0]
            #expect(icon.size == Size(width: (48 * 1.15).rounded(), height: 48))
            let title = line("Empty", points: 22, bold: true), description = line("Nothing here", points: 16)
            let total = 48 + 8 + title.height + 8 + description.height
            #expect(icon.minY == (600 - total) / 2)
            let texts = frames(TextNode.self, in: view.graph)
            #expect(texts[0].minY == icon.maxY + 8 && texts[1].minY == texts[0].maxY + 8)
        }
    }
}
