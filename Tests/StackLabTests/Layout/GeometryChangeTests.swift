import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// `onGeometryChange` delivers the transformed geometry after layout.
@Suite struct GeometryChangeTests: BoxLayoutHarness {
    /// `onGeometryChange` hands the action the transformed geometry when the view is laid out, before the
    /// frame commits; an unchanged value runs nothing.
    @Test func onGeometryChangeDeliversTheValueAfterLayout() {
        final class Seen: @unchecked Sendable { var sizes: [CGSize] = []; var pairs: [CGFloat] = [] }
        let seen = Seen()
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) {
                VStack {
                    Self.box(40, 10).onGeometryChange(for: CGSize.self, of: { $0.size }) { seen.sizes.append($0) }
                    Self.box(30, 10).onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in seen.pairs += [old, new] }
                }
            }
            graph.updateAndLayout()
            graph.updateAndLayout()
        }
        #expect(seen.sizes == [CGSize(width: 40, height: 10)])
        #expect(seen.pairs == [30, 30])
    }
}
