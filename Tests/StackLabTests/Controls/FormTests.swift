import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A grouped form lays its rows out as an inset grouped list.
@Suite struct FormTests: ControlLayoutHarness {
    /// A grouped form lays its rows out as an inset grouped list: 35 points above the first row, each row
    /// at least 44 points high (6 points above and below taller content) with its content centered and 20
    /// points in from a card inset 20 points (16 on narrower screens) from the screen's sides: a text row
    /// and a toggle row (31 + 12 points) are both 44 points high.
    @Test(arguments: [(390.0, 40.0), (375, 36)])
    func aGroupedFormLaysItsRowsOutAsAnInsetGroupedList(width: Double, contentX: Double) {
        RecordingContext().run {
            let form = lay(ProposedSize(width: width, height: 800)) {
                Form {
                    Text("Name")
                    Toggle("Notifications", isOn: .constant(true))
                    Picker("Size", selection: .constant(1)) { ForEach(0..<3) { Text("Option \($0)") } }
                }
            }
            #expect(form.size == Size(width: width, height: 800))
            let texts = frames(TextNode.self, in: form.graph)
            #expect(texts[0].origin == Point(x: contentX, y: 35 + 12))
            #expect(texts[1].origin == Point(x: contentX, y: 35 + 44 + 6.5 + 5.5))
            #expect(frames(PlatformControlNode<UISwitch>.self, in: form.graph)[0] == Rect(x: width - contentX - 51, y: 35 + 44 + 6.5, width: 51, height: 31))
            // In a form's rows a menu picker shows its label before its value.
            #expect(texts[2].origin == Point(x: contentX, y: 35 + 88 + 12))
        }
    }
}
