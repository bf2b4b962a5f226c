import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Frames, padding and the other sizing modifiers, called as SwiftUI code calls them; a frame aligns its
/// content by its alignment.
@Suite struct FrameTests: BoxLayoutHarness {
    static let alignments: [(String, Alignment, Double, Double)] = [
        ("topLeading", .topLeading, 0, 0), ("top", .top, 0.5, 0), ("topTrailing", .topTrailing, 1, 0),
        ("leading", .leading, 0, 0.5), ("center", .center, 0.5, 0.5), ("trailing", .trailing, 1, 0.5),
        ("bottomLeading", .bottomLeading, 0, 1), ("bottom", .bottom, 0.5, 1), ("bottomTrailing", .bottomTrailing, 1, 1),
    ]

    @Test func frameAndPaddingModifiers() {
        let base = Self.box(100, 50)
        var cases: [(AnyView, Size)] = []
        cases.append((AnyView(base.frame(width: 40, height: 30, alignment: .topLeading)), Size(width: 40, height: 30)))
        cases.append((AnyView(base.frame()), Size(width: 100, height: 50)))
        // maxWidth ∞ fills the 300 offered; height min(60, max(50, 300)) = 60.
        cases.append((AnyView(base.frame(minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: 10, idealHeight: 20, maxHeight: 60, alignment: .bottom)),
                      Size(width: 300, height: 60)))
        cases.append((AnyView(base.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))), Size(width: 106, height: 54)))
        cases.append((AnyView(base.padding(.horizontal, 10)), Size(width: 120, height: 50)))
        cases.append((AnyView(base.padding()), Size(width: 132, height: 82)))
        cases.append((AnyView(base.padding(5)), Size(width: 110, height: 60)))
        cases.append((AnyView(base.fixedSize()), Size(width: 100, height: 50)))
        cases.append((AnyView(base.fixedSize(horizontal: true, vertical: false)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.layoutPriority(1)), Size(width: 100, height: 50)))
        // A colour's ideal size is square: fit 2:1 in 300 × 300 is 300 × 150.
        cases.append((AnyView(Color.red.aspectRatio(2, contentMode: .fit)), Size(width: 300, height: 150)))
        cases.append((AnyView(Color.red.aspectRatio(CGSize(width: 1, height: 1), contentMode: .fill)), Size(width: 300, height: 300)))
        cases.append((AnyView(Color.red.scaledToFit()), Size(width: 300, height: 300)))
        cases.append((AnyView(Color.red.scaledToFill()), Size(width: 300, height: 300)))
        // Position takes the whole offer; offset moves no frame.
        cases.append((AnyView(base.position(x: 10, y: 10)), Size(width: 300, height: 300)))
        cases.append((AnyView(base.position(CGPoint(x: 1, y: 1))), Size(width: 300, height: 300)))
        cases.append((AnyView(base.offset(x: 5, y: 5)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.offset(CGSize(width: 3, height: 3))), Size(width: 100, height: 50)))
        cases.append((AnyView(base.alignmentGuide(HorizontalAlignment.leading) { d in d[.trailing] }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.alignmentGuide(VerticalAlignment.top) { d in d.height / 2 }), Size(width: 100, height: 50)))
        // The screen is 1,000 wide: the whole, 2 of 4 parts 10 apart ((1000 − 30) / 4 × 2 + 10), a tenth.
        cases.append((AnyView(base.containerRelativeFrame(.horizontal)), Size(width: 1000, height: 50)))
        cases.append((AnyView(base.containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 10)), Size(width: 495, height: 50)))
        cases.append((AnyView(base.containerRelativeFrame([.horizontal, .vertical], alignment: .top) { length, _ in length / 10 }), Size(width: 100, height: 100)))
        cases.append((AnyView(base.scenePadding()), Size(width: 132, height: 82)))
        cases.append((AnyView(base.scenePadding(.minimum, edges: .horizontal)), Size(width: 132, height: 50)))
        check(cases)
    }

    /// A 20 × 10 view in a 100 × 50 frame sits at the alignment's fraction of the 80 × 40 left over.
    @Test(arguments: alignments)
    func aFrameAlignsItsContentByItsAlignment(name: String, alignment: Alignment, fx: Double, fy: Double) {
        RecordingContext().run {
            let fixed = layout(.unspecified) { Self.box(20, 10).frame(width: 100, height: 50, alignment: alignment) }
            #expect(fixed.size == Size(width: 100, height: 50))
            #expect(fixed.fills == [Rect(x: 80 * fx, y: 40 * fy, width: 20, height: 10)])
            // The flexible frame, filling a 100 × 50 offer, aligns the same way.
            let flexible = layout(ProposedSize(width: 100, height: 50)) {
                Self.box(20, 10).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
            }
            #expect(flexible.size == Size(width: 100, height: 50) && flexible.fills == fixed.fills)
        }
    }
}
