import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A slider spans the row between its value labels.
@Suite struct SliderTests: ControlLayoutHarness {
    /// A slider is the width offered and 31 points high, between its value labels at the stack's
    /// 8-point spacing; asked for its ideal size, 118 points wide.
    @Test func aSliderSpansTheRowBetweenItsValueLabels() {
        RecordingContext().run {
            let plain = lay(row) { Slider(value: .constant(0.5)) }
            #expect(plain.size == Size(width: 390, height: 31))
            #expect(lay(.unspecified) { Slider(value: .constant(0.5)) }.size == Size(width: 118, height: 31))
            let labelled = lay(row) {
                Slider(value: .constant(0.5), in: 0...100) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
            }
            let (low, high) = (line("0").width, line("100").width)
            #expect(frames(PlatformControlNode<UISlider>.self, in: labelled.graph) == [Rect(x: low + 8, y: 0, width: 390 - low - high - 16, height: 31)])
            // The slider's own label is VoiceOver's, not drawn: two texts, the value labels.
            #expect(frames(TextNode.self, in: labelled.graph).count == 2)
        }
    }
}
