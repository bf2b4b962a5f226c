import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A preference overlay is built from the value its content wrote, and aligned in the content.
@Suite struct PreferenceValueDecorationTests: BoxLayoutHarness {
    /// The preference overlay is built from the value its content wrote, and aligned in the content.
    @Test func overlayPreferenceValueBuildsItsDecorationFromTheContentsPreference() {
        RecordingContext().run {
            let result = layout(.unspecified) {
                Self.box(100, 50)
                    .preference(key: LayoutEntriesWidthKey.self, value: 30)
                    .overlayPreferenceValue(LayoutEntriesWidthKey.self, alignment: .topLeading) { width in Color.blue.frame(width: width, height: 10) }
            }
            #expect(result.fills == [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 0, y: 0, width: 30, height: 10)])
        }
    }

    /// Aligned as `overlay` aligns: a guide the decoration sets moves it (5 in from the leading edge).
    @Test func aPreferenceOverlayHonoursItsDecorationsAlignmentGuide() {
        RecordingContext().run {
            let result = layout(.unspecified) {
                Self.box(100, 50)
                    .preference(key: LayoutEntriesWidthKey.self, value: 30)
                    .overlayPreferenceValue(LayoutEntriesWidthKey.self, alignment: .topLeading) { width in
                        Color.blue.frame(width: width, height: 10).alignmentGuide(.leading) { _ in -5 }
                    }
            }
            #expect(result.fills == [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 5, y: 0, width: 30, height: 10)])
        }
    }
}
