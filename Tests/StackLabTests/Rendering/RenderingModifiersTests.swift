import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every rendering modifier, called as SwiftUI code calls it, and the offscreen passes each effect costs
/// (Apple's tech talk 10857, *Demystify and eliminate hitches in the render phase*; SwiftUI's own
/// documentation for drawing groups and shader effects).
@Suite struct RenderingModifiersTests: DrawingEntryHarness {
    @Test func renderingModifiers() {
        let base = Text("Rendered").padding(4)
        let shader = ShaderLibrary.bundle(.main).wave(.boundingRect, .color(.red), .colorArray([.blue]), .image(Image("x")), .data(Data()), .floatArray([1]), .float2(CGPoint.zero), .float2(CGSize.zero), .float2(CGVector(dx: 1, dy: 0)))
        var views: [AnyView] = []
        views.append(AnyView(base.opacity(0.5)))
        views.append(AnyView(base.hidden()))
        views.append(AnyView(base.shadow(radius: 4)))
        views.append(AnyView(base.shadow(color: .black.opacity(0.2), radius: 2, x: 0, y: 1)))
        views.append(AnyView(base.blur(radius: 2)))
        views.append(AnyView(base.blur(radius: 2, opaque: true)))
        views.append(AnyView(base.clipShape(Capsule())))
        views.append(AnyView(base.clipShape(RoundedRectangle(cornerRadius: 4), style: FillStyle(eoFill: true))))
        views.append(AnyView(base.clipped()))
        views.append(AnyView(base.clipped(antialiased: true)))
        views.append(AnyView(base.cornerRadius(6)))
        views.append(AnyView(base.cornerRadius(6, antialiased: false)))
        views.append(AnyView(base.mask { Circle() }))
        views.append(AnyView(base.mask(alignment: .leading) { Rectangle().frame(width: 10) }))
        views.append(AnyView(base.mask(Circle())))
        views.append(AnyView(base.border(.red)))
        views.append(AnyView(base.border(Color.red, width: 2)))
        views.append(AnyView(base.colorInvert()))
        views.append(AnyView(base.colorMultiply(.red)))
        views.append(AnyView(base.brightness(0.2)))
        views.append(AnyView(base.contrast(1.2)))
        views.append(AnyView(base.saturation(0)))
        views.append(AnyView(base.grayscale(1)))
        views.append(AnyView(base.hueRotation(.degrees(90))))
        views.append(AnyView(base.luminanceToAlpha()))
        views.append(AnyView(base.blendMode(.multiply)))
        views.append(AnyView(base.compositingGroup()))
        views.append(AnyView(base.drawingGroup()))
        views.append(AnyView(base.drawingGroup(opaque: true, colorMode: .extendedLinear)))
        views.append(AnyView(base.redacted(reason: .placeholder)))
        views.append(AnyView(base.redacted(reason: [.privacy, .invalidated]).unredacted()))
        views.append(AnyView(base.privacySensitive()))
        views.append(AnyView(base.privacySensitive(false)))
        views.append(AnyView(base.invalidatableContent()))
        views.append(AnyView(base.preferredColorScheme(.dark)))
        views.append(AnyView(base.colorScheme(.dark)))
        views.append(AnyView(base.colorEffect(shader)))
        views.append(AnyView(base.distortionEffect(shader, maxSampleOffset: CGSize(width: 2, height: 2))))
        views.append(AnyView(base.layerEffect(shader, maxSampleOffset: .zero, isEnabled: false)))
        views.append(AnyView(base.hoverEffect()))
        views.append(AnyView(base.hoverEffect(.lift)))
        views.append(AnyView(base.hoverEffect(HoverEffect.highlight)))
        views.append(AnyView(base.hoverEffect(HoverEffect.automatic, isEnabled: false)))
        views.append(AnyView(base.hoverEffect(HighlightHoverEffect().hoverEffectDisabled(), isEnabled: true)))
        views.append(AnyView(base.hoverEffect(HoverEffect(LiftHoverEffect()))))
        views.append(AnyView(base.defaultHoverEffect(HoverEffect.lift)))
        views.append(AnyView(base.defaultHoverEffect(nil)))
        views.append(AnyView(base.defaultHoverEffect(AutomaticHoverEffect())))
        views.append(AnyView(base.hoverEffectDisabled()))
        layOut(views)
        #expect(BlendMode.allCases.count == 21 && ColorRenderingMode.linear != .nonLinear)
        #expect(Shader.UsageType.layerEffect != .colorEffect && shader.arguments.count == 9 && shader.function.library == .bundle(.main))
        #expect(ShaderLibrary(url: URL(fileURLWithPath: "/a.metallib")) != ShaderLibrary(data: Data()))
        #expect(RedactionReasons.placeholder.union(.privacy).contains(.privacy))
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
}
