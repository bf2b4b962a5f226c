import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// The transform and layout modifiers the lab accepts without changing a frame: z-index, scale and
/// rotation effects, coordinate spaces, geometry groups, visual effects, layout direction.
@Suite struct AcceptedLayoutModifiersTests: BoxLayoutHarness {
    @Test func acceptedAndTransformModifiers() {
        let base = Self.box(100, 50)
        var cases: [(AnyView, Size)] = []
        cases.append((AnyView(base.zIndex(1)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.scaleEffect(2)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.scaleEffect(CGSize(width: 2, height: 1), anchor: .top)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.scaleEffect(x: 1, y: 2)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.rotationEffect(.degrees(10))), Size(width: 100, height: 50)))
        cases.append((AnyView(base.rotation3DEffect(.degrees(10), axis: (x: 0, y: 1, z: 0), anchor: .center, anchorZ: 0, perspective: 1)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.projectionEffect(ProjectionTransform())), Size(width: 100, height: 50)))
        cases.append((AnyView(base.coordinateSpace(name: "cell")), Size(width: 100, height: 50)))
        cases.append((AnyView(base.coordinateSpace(.named("cell"))), Size(width: 100, height: 50)))
        cases.append((AnyView(base.containerShape(Circle())), Size(width: 100, height: 50)))
        cases.append((AnyView(base.geometryGroup()), Size(width: 100, height: 50)))
        cases.append((AnyView(base.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { _, _ in }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.visualEffect { effect, proxy in effect.offset(y: proxy.size.height).opacity(0.5).blur(radius: 1) }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.layoutDirectionBehavior(.mirrors)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.layoutDirectionBehavior(.mirrors(in: .leftToRight))), Size(width: 100, height: 50)))
        cases.append((AnyView(base.flipsForRightToLeftLayoutDirection(true)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.backgroundStyle(.red)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.containerValue(\.layoutEntriesBadge, 3)), Size(width: 100, height: 50)))
        check(cases)
    }
}
