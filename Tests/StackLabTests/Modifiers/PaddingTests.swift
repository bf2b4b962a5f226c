import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Padding adds its length on the edges it names.
@Suite struct PaddingTests: BoxLayoutHarness, NodeLayoutHarness {
    static let edgeSets: [(String, Edge.Set)] = [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
                                                  ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all)]

    /// Padding adds its length on each edge in the set: the size grows by it, the content moves by the
    /// leading and top insets.
    @Test(arguments: edgeSets)
    func paddingAddsItsLengthOnTheEdgesGiven(name: String, edges: Edge.Set) {
        RecordingContext().run {
            let result = layout(.unspecified) { Self.box(100, 50).padding(edges, 10) }
            func has(_ edge: Edge.Set) -> Double { edges.contains(edge) ? 10 : 0 }
            #expect(result.size == Size(width: 100 + has(.leading) + has(.trailing), height: 50 + has(.top) + has(.bottom)))
            #expect(result.fills == [Rect(x: has(.leading), y: has(.top), width: 100, height: 50)])
        }
    }

    @Test func edgePaddingInsetsOnlyTheEdgesNamed() {
        RecordingContext().run {
            let horizontal = lay(ProposedSize(width: 200, height: 100), FillNode.self) { Color.red.padding(.horizontal, 8) }
            #expect(horizontal.size == Size(width: 200, height: 100) && horizontal.frames == [Rect(x: 8, y: 0, width: 184, height: 100)])
            let top = lay(ProposedSize(width: 200, height: 100), FillNode.self) { Color.red.padding(.top, 10) }
            #expect(top.frames == [Rect(x: 0, y: 10, width: 200, height: 90)])
            let all = lay(ProposedSize(width: 200, height: 100), FillNode.self) { Color.red.padding() }
            #expect(all.frames == [Rect(x: 16, y: 16, width: 168, height: 68)])
            let insets = lay(ProposedSize(width: 200, height: 100), FillNode.self) { Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) }
            #expect(insets.frames == [Rect(x: 2, y: 1, width: 194, height: 96)])
        }
    }
}
