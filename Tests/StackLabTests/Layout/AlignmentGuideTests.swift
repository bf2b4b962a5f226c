import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Alignment guides, SwiftUI's and a team's own, move where containers line children up.
@Suite struct AlignmentGuideTests: BoxLayoutHarness {
    /// An explicit guide moves where a stack lines a child up; the stack grows to hold every child on
    /// both sides of the line.
    @Test func alignmentGuidesMoveWhereContainersLineChildrenUp() {
        RecordingContext().run {
            // Leading guides at 0 and −10: the line at 0; the second child starts 10 right of it.
            let indented = layout(.unspecified) {
                VStack(alignment: .leading, spacing: 0) { Self.box(40, 10); Self.box(20, 10).alignmentGuide(.leading) { _ in -10 } }
            }
            #expect(indented.size == Size(width: 40, height: 20))
            #expect(indented.fills == [Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 10, y: 10, width: 20, height: 10)])
            // A guide at the child's trailing edge: the line at 20, the first child starts there, the
            // stack is 20 + 40 wide.
            let hanging = layout(.unspecified) {
                VStack(alignment: .leading, spacing: 0) { Self.box(40, 10); Self.box(20, 10).alignmentGuide(.leading) { d in d[.trailing] } }
            }
            #expect(hanging.size == Size(width: 60, height: 20))
            #expect(hanging.fills == [Rect(x: 20, y: 0, width: 40, height: 10), Rect(x: 0, y: 10, width: 20, height: 10)])
            // Through padding: the guide at 10 in the box is at 15 in the padded view.
            let padded = layout(.unspecified) {
                VStack(alignment: .leading, spacing: 0) { Self.box(40, 10); Self.box(20, 10).alignmentGuide(.leading) { _ in 10 }.padding(.leading, 5) }
            }
            #expect(padded.size == Size(width: 55, height: 20))
            #expect(padded.fills == [Rect(x: 15, y: 0, width: 40, height: 10), Rect(x: 5, y: 10, width: 20, height: 10)])
            // In a ZStack, both guides: the small view 5 in from the top-leading corner.
            let stacked = layout(.unspecified) {
                ZStack(alignment: .topLeading) {
                    Self.box(40, 40)
                    Self.box(10, 10).alignmentGuide(.leading) { _ in -5 }.alignmentGuide(.top) { _ in -5 }
                }
            }
            #expect(stacked.size == Size(width: 40, height: 40) && stacked.fills.last == Rect(x: 5, y: 5, width: 10, height: 10))
            // In a frame: the guide at 5 meets the frame's leading edge, so the box starts at −5.
            let framed = layout(.unspecified) { Self.box(20, 10).alignmentGuide(.leading) { _ in 5 }.frame(width: 100, height: 50, alignment: .leading) }
            #expect(framed.fills == [Rect(x: -5, y: 20, width: 20, height: 10)])
        }
    }

    /// A guide of the team's own: its default (a third of the height) lines children up, and an explicit
    /// value overrides it.
    @Test func aCustomAlignmentIDLinesChildrenUpOnItsDefaultOrExplicitValue() {
        RecordingContext().run {
            let third = VerticalAlignment(LayoutEntriesThird.self)
            // Defaults 10 and 20: the line at 20; reaches 20 above and max(20, 40) below.
            let byDefault = layout(.unspecified) { HStack(alignment: third, spacing: 0) { Self.box(10, 30); Self.box(10, 60) } }
            #expect(byDefault.size == Size(width: 20, height: 60))
            #expect(byDefault.fills == [Rect(x: 0, y: 10, width: 10, height: 30), Rect(x: 10, y: 0, width: 10, height: 60)])
            let explicit = layout(.unspecified) {
                HStack(alignment: third, spacing: 0) { Self.box(10, 30).alignmentGuide(third) { _ in 0 }; Self.box(10, 60) }
            }
            #expect(explicit.fills == [Rect(x: 0, y: 20, width: 10, height: 30), Rect(x: 10, y: 0, width: 10, height: 60)])
        }
    }
}
