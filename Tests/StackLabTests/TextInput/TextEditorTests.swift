import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A text editor takes the space offered around its insets.
@Suite struct TextEditorTests: ControlLayoutHarness {
    /// A text editor takes the space offered, its text 5 points in from the sides and 8 from the top;
    /// asked for its ideal size, the text plus those insets.
    @Test func aTextEditorTakesTheSpaceOfferedAroundItsInsets() {
        RecordingContext().run {
            let editor = lay(ProposedSize(width: 300, height: 200)) { TextEditor(text: .constant("Hello")) }
            #expect(editor.size == Size(width: 300, height: 200))
            #expect(frames(TextNode.self, in: editor.graph)[0].origin == Point(x: 5, y: 8))
            #expect(lay(.unspecified) { TextEditor(text: .constant("Hello")) }.size == Size(width: line("Hello").width + 10, height: 36))
        }
    }
}
