import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Overlays and backgrounds, of views, styles, shapes and preference values, leave their view's size.
@Suite struct OverlayAndBackgroundTests: BoxLayoutHarness {
    @Test func decorationModifiers() {
        let base = Self.box(100, 50)
        var cases: [(AnyView, Size)] = []
        cases.append((AnyView(base.overlay(alignment: .top) { Self.box(10, 10) }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.overlay(Self.box(10, 10), alignment: .center)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.overlay(.blue, ignoresSafeAreaEdges: .all)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.overlay(.blue, in: Circle(), fillStyle: FillStyle())), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(alignment: .center) { Self.box(10, 10) }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(Self.box(10, 10), alignment: .top)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(ignoresSafeAreaEdges: .all)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(.red, ignoresSafeAreaEdges: .all)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(in: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), fillStyle: FillStyle())), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(.red, in: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), fillStyle: FillStyle())), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(in: Capsule(), fillStyle: FillStyle())), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(.red, in: RoundedRectangle(cornerRadius: 4))), Size(width: 100, height: 50)))
        cases.append((AnyView(base.overlayPreferenceValue(LayoutEntriesWidthKey.self, alignment: .top) { width in Self.box(width, 10) }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.overlayPreferenceValue(_v0: (), LayoutEntriesWidthKey.self, alignment: .top) { width in Self.box(width, 10) }),
                      Size(width: 100, height: 50)))
        cases.append((AnyView(base.overlayPreferenceValue(LayoutEntriesWidthKey.self) { width in Self.box(width, 10) }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.backgroundPreferenceValue(LayoutEntriesWidthKey.self, alignment: .top) { width in Self.box(width, 10) }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.backgroundPreferenceValue(_v0: (), LayoutEntriesWidthKey.self, alignment: .top) { width in Self.box(width, 10) }),
                      Size(width: 100, height: 50)))
        cases.append((AnyView(base.backgroundPreferenceValue(LayoutEntriesWidthKey.self) { width in Self.box(width, 10) }), Size(width: 100, height: 50)))
        check(cases)
    }
}
