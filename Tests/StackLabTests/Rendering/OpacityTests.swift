import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Opacity's render rules: a view at opacity 0 or hidden draws nothing, and partial opacity over several
/// layers composites them offscreen (`CALayer.allowsGroupOpacity`).
@Suite struct OpacityTests {
    /// A view at opacity 0, or hidden, is laid out but not drawn: no layers, and no offscreen pass. (The
    /// rule used to be "an offscreen pass below opacity 1", which priced a pass for a view that draws
    /// nothing.)
    @Test func opacityZeroAndHiddenDrawNothingAndCostNoPass() {
        let visible = render { HStack(spacing: 0) { Color.red; Color.blue } }
        #expect(visible.layers == 2 && visible.passes == 0)
        let transparent = render { HStack(spacing: 0) { Color.red; Color.blue }.opacity(0) }
        #expect(transparent.size == visible.size && transparent.layers == 0 && transparent.passes == 0)
        let hidden = render { HStack(spacing: 0) { Color.red; Color.blue }.hidden() }
        #expect(hidden.size == visible.size && hidden.layers == 0 && hidden.passes == 0)
    }

    /// Partial opacity over several layers composites them as a group, offscreen
    /// (`CALayer.allowsGroupOpacity`); one layer takes the opacity as its own alpha; 1 changes nothing.
    @Test(arguments: [(0.5, 2, 1), (1.0, 2, 0)])
    func groupOpacityCostsAPassForSeveralLayers(opacity: Double, layers: Int, passes: Int) {
        let group = render { HStack(spacing: 0) { Color.red; Color.blue }.opacity(opacity) }
        #expect(group.layers == layers && group.passes == passes)
        let single = render { Color.red.opacity(opacity) }
        #expect(single.layers == 1 && single.passes == 0)
    }
}
