import Foundation
import Testing
@testable import StackLab

/// Lays `content` out for `proposal` and encodes it as a commit would: its size, the layers the render
/// server draws and the offscreen passes it makes.
private func render<V: View>(_ proposal: ProposedSize = ProposedSize(width: 100, height: 40), @ViewBuilder _ content: @escaping () -> V) -> (size: Size, layers: Int, passes: Int) {
    let graph = ViewGraph(screen: Size(width: 1000, height: 1000), content: content)
    graph.update()
    let size = graph.root.measure(proposal)
    graph.root.place(in: Rect(origin: .zero, size: size))
    var list = RenderList()
    graph.root.encode(into: &list, clip: Rect(x: 0, y: 0, width: 1000, height: 1000), dy: 0)
    return (size, list.layers, list.offscreenPasses)
}

/// The render rules of the drawing family, each with the source it follows: Apple's tech talk 10857
/// (*Demystify and eliminate hitches in the render phase*) for the offscreen passes of shadows, masks,
/// rounded rectangles and visual effects; `CALayer.allowsGroupOpacity` for opacity over several layers;
/// SwiftUI's own documentation for drawing groups and shader effects.
@Suite struct DrawingRenderTests {
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

    /// Effects and whether each costs a pass: one for shadows, blurs, masks, non-rectangular clips, colour
    /// filters, blend modes, groups and shaders; none at an effect's identity value, for a rectangular
    /// clip, or for a shadow that draws nothing.
    @Test(arguments: [
        ("shadow", 1), ("shadow of no radius", 0), ("clear shadow", 0), ("blur", 1), ("blur of 0", 0),
        ("clip to a circle", 1), ("clip to a rectangle", 0), ("clipped", 0), ("corner radius", 1), ("corner radius 0", 0),
        ("brightness", 1), ("brightness 0", 0), ("contrast", 1), ("contrast 1", 0), ("saturation", 1), ("grayscale", 1),
        ("hue rotation", 1), ("colour multiply", 1), ("colour multiply white", 0), ("colour invert", 1), ("luminance to alpha", 1),
        ("blend mode", 1), ("normal blend mode", 0), ("compositing group", 1), ("drawing group", 1),
        ("colour effect", 1), ("disabled layer effect", 0), ("material", 1), ("shadowed fill", 1), ("redacted", 0),
    ])
    func effectsCostTheirPasses(effect: String, passes: Int) {
        let shader = ShaderLibrary.default.ripple()
        let base = Color.red.frame(width: 20, height: 20)
        let result: (size: Size, layers: Int, passes: Int) = switch effect {
        case "shadow": render { base.shadow(radius: 4) }
        case "shadow of no radius": render { base.shadow(radius: 0) }
        case "clear shadow": render { base.shadow(color: .clear, radius: 4) }
        case "blur": render { base.blur(radius: 3) }
        case "blur of 0": render { base.blur(radius: 0) }
        case "clip to a circle": render { base.clipShape(Circle()) }
        case "clip to a rectangle": render { base.clipShape(Rectangle()) }
        case "clipped": render { base.clipped() }
        case "corner radius": render { base.cornerRadius(8) }
        case "corner radius 0": render { base.cornerRadius(0) }
        case "brightness": render { base.brightness(0.2) }
        case "brightness 0": render { base.brightness(0) }
        case "contrast": render { base.contrast(2) }
        case "contrast 1": render { base.contrast(1) }
        case "saturation": render { base.saturation(0) }
        case "grayscale": render { base.grayscale(1) }
        case "hue rotation": render { base.hueRotation(.degrees(90)) }
        case "colour multiply": render { base.colorMultiply(.red) }
        case "colour multiply white": render { base.colorMultiply(.white) }
        case "colour invert": render { base.colorInvert() }
        case "luminance to alpha": render { base.luminanceToAlpha() }
        case "blend mode": render { base.blendMode(.multiply) }
        case "normal blend mode": render { base.blendMode(.normal) }
        case "compositing group": render { base.compositingGroup() }
        case "drawing group": render { base.drawingGroup() }
        case "colour effect": render { base.colorEffect(shader) }
        case "disabled layer effect": render { base.layerEffect(shader, maxSampleOffset: .zero, isEnabled: false) }
        case "material": render { Text("Glass").background(.ultraThinMaterial) }
        case "shadowed fill": render { Circle().fill(.white.shadow(.drop(radius: 4))) }
        default: render { Text("Name").redacted(reason: .placeholder) }
        }
        #expect(result.passes == passes, "\(effect)")
    }

    /// A mask is laid out like an overlay (offered the view's size, aligned in it) and shapes the
    /// offscreen pass: its own layers are not drawn.
    @Test func aMaskIsLaidOutAndDrawnIntoThePass() {
        let graph = ViewGraph(screen: Size(width: 1000, height: 1000)) {
            Color.red.frame(width: 60, height: 30).mask(alignment: .leading) { Circle().frame(width: 30) }
        }
        graph.update()
        let size = graph.root.measure(.unspecified)
        graph.root.place(in: Rect(origin: .zero, size: size))
        #expect(size == Size(width: 60, height: 30))
        let shapes = nodes(of: ShapeNode<Circle>.self, in: graph)
        #expect(shapes.count == 1 && shapes.first?.frame == Rect(x: 0, y: 0, width: 30, height: 30))
        var list = RenderList()
        graph.root.encode(into: &list, clip: Rect(x: 0, y: 0, width: 1000, height: 1000), dy: 0)
        #expect(list.layers == 1 && list.offscreenPasses == 1)
    }

    /// Shapes as views take what they are offered, 10 × 10 where nothing is (SwiftUI's
    /// `sizeThatFits` default); a shape of the team's own sizes itself with its `sizeThatFits`; a fill
    /// stroked over draws two layers in one frame.
    @Test func shapesAsViews() {
        #expect(render(.unspecified) { Circle() }.size == Size(width: 10, height: 10))
        #expect(render { Capsule().stroke(.red, lineWidth: 2) }.size == Size(width: 100, height: 40))
        #expect(render { RoundedRectangle(cornerRadius: 8).strokeBorder(.red, lineWidth: 4) }.size == Size(width: 100, height: 40))
        #expect(render { Path(CGRect(x: 0, y: 0, width: 5, height: 5)) }.size == Size(width: 100, height: 40))
        #expect(render(ProposedSize(width: 60, height: nil)) { Wave(amplitude: 3) }.size == Size(width: 60, height: 20))
        let layered = render { Circle().fill(.red).stroke(.blue, lineWidth: 2) }
        #expect(layered.size == Size(width: 100, height: 40) && layered.layers == 2)
        #expect(render { Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 2) }.size == Size(width: 100, height: 40))
    }

    /// Paths keep their elements: an ellipse's bounds are its rectangle (the curves' extremes, not their
    /// control points), an arc's are the circle's part it covers.
    @Test func pathBoundsFollowTheirCurves() {
        let ellipse = Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40)).boundingRect
        #expect(abs(ellipse.minX - 10) < 1e-9 && abs(ellipse.maxY - 60) < 1e-9 && abs(ellipse.width - 30) < 1e-9)
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let bounds = quarter.boundingRect
        #expect(abs(bounds.width - 10) < 1e-6 && abs(bounds.height - 10) < 1e-6 && abs(bounds.minX) < 1e-6)
    }

    /// Images take their size: an asset as registered, a `UIImage` made from a PNG as its header says
    /// (scale 1), `AsyncImage`'s own placeholder the space it is offered.
    @Test func imagesTakeTheirSizes() throws {
        LabAssets.register("render-test", size: CGSize(width: 24, height: 16))
        #expect(render { Image("render-test") }.size == Size(width: 24, height: 16))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0, 120, 0, 0, 0, 90]
        let image = try #require(UIImage(data: Data(png)))
        #expect(image.size == CGSize(width: 120, height: 90))
        #expect(render(.unspecified) { Image(uiImage: image) }.size == Size(width: 120, height: 90))
        #expect(UIImage(named: "not-registered") == nil)
        let url = try #require(URL(string: "https://cdn.example.com/placeholder-test.jpg"))
        #expect(render(ProposedSize(width: 80, height: 50)) { AsyncImage(url: url) }.size == Size(width: 80, height: 50))
    }
}
