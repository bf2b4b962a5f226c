import Foundation

/// Something that fills or strokes: a colour, a gradient, a material, the hierarchical styles
/// (`.secondary`). In the lab a style decides what the render server draws, never a size; materials
/// blur what is behind them, which costs the render server an offscreen pass.
public protocol ShapeStyle {
    /// The style as the lab keeps it: what tells it from another style, and whether drawing it needs an
    /// offscreen pass. Underscored because SwiftUI's styles have no such member; a style of the app's
    /// own gets it by default (compared by value when it is Hashable, else by its type).
    var _erased: AnyShapeStyle { get }
}

extension ShapeStyle {
    /// A style that cannot be compared: its type stands for it.
    public var _erased: AnyShapeStyle { AnyShapeStyle(identity: AnyHashable(ObjectIdentifier(Self.self)), offscreen: false) }
}

extension ShapeStyle where Self: Hashable {
    /// A comparable style: itself.
    public var _erased: AnyShapeStyle { AnyShapeStyle(identity: AnyHashable(self), offscreen: false) }
}

/// A style without its type.
public struct AnyShapeStyle: ShapeStyle, Hashable, @unchecked Sendable {
    /// The style itself, where it can be compared (every style the lab offers can), else its type: what
    /// decides whether a shape drew the same thing again. Not a description: printing a style on every
    /// body evaluation cost more than the rest of a row's update.
    let identity: AnyHashable
    /// A material's blur: the render server draws it in an offscreen pass.
    let offscreen: Bool

    init(identity: AnyHashable, offscreen: Bool) {
        self.identity = identity
        self.offscreen = offscreen
    }

    /// Erases `style`'s type.
    public init<S: ShapeStyle>(_ style: S) {
        self = style._erased
    }

    /// Already erased.
    public var _erased: AnyShapeStyle { self }
}

/// A colour, as SwiftUI spells its colours: the system colours, the semantic ones, and colours made from
/// components or named in an asset catalogue. As a view it fills whatever space it is offered.
nonisolated public struct Color: View, PrimitiveView, ShapeStyle, Hashable, Sendable {
    /// 0xRRGGBBAA for the lab's drawing; named and semantic colours get a fixed stand-in.
    let rgba: UInt32
    /// The asset or semantic name, when the colour has one.
    let name: String?

    init(rgba: UInt32, name: String? = nil) {
        self.rgba = rgba
        self.name = name
    }

    /// The colour spaces `Color(_:red:green:blue:opacity:)` takes.
    public enum RGBColorSpace: Sendable, Hashable {
        /// sRGB.
        case sRGB
        /// Linear sRGB.
        case sRGBLinear
        /// Display P3.
        case displayP3
    }

    /// A colour from components in 0…1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ value: Double) -> UInt32 { UInt32(max(0, min(255, (value * 255).rounded()))) }
        self.init(rgba: byte(red) << 24 | byte(green) << 16 | byte(blue) << 8 | byte(opacity))
    }

    /// A grey from white (0 black, 1 white).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness in 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// A colour named in the app's asset catalogue; the lab draws it as a mid grey.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(rgba: 0x8E8E_93FF, name: name)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        let alpha = UInt32(max(0, min(255, (Double(rgba & 0xFF) * opacity).rounded())))
        return Color(rgba: rgba & 0xFFFF_FF00 | alpha, name: name)
    }

    /// Fully transparent; takes space but draws nothing.
    public static let clear = Color(rgba: 0)
    /// Black.
    public static let black = Color(rgba: 0x0000_00FF)
    /// White.
    public static let white = Color(rgba: 0xFFFF_FFFF)
    /// The system grey.
    public static let gray = Color(rgba: 0x8E8E_93FF)
    /// The system red.
    public static let red = Color(rgba: 0xFF3B_30FF)
    /// The system orange.
    public static let orange = Color(rgba: 0xFF95_00FF)
    /// The system yellow.
    public static let yellow = Color(rgba: 0xFFCC_00FF)
    /// The system green.
    public static let green = Color(rgba: 0x34C7_59FF)
    /// The system mint.
    public static let mint = Color(rgba: 0x00C7_BEFF)
    /// The system teal.
    public static let teal = Color(rgba: 0x30B0_C7FF)
    /// The system cyan.
    public static let cyan = Color(rgba: 0x32AD_E6FF)
    /// The system blue.
    public static let blue = Color(rgba: 0x007A_FFFF)
    /// The system indigo.
    public static let indigo = Color(rgba: 0x5856_D6FF)
    /// The system purple.
    public static let purple = Color(rgba: 0xAF52_DEFF)
    /// The system pink.
    public static let pink = Color(rgba: 0xFF2D_55FF)
    /// The system brown.
    public static let brown = Color(rgba: 0xA284_5EFF)
    /// The primary content colour (black in light mode).
    public static let primary = Color(rgba: 0x0000_00FF, name: "primary")
    /// The secondary content colour.
    public static let secondary = Color(rgba: 0x3C3C_4399, name: "secondary")
    /// The app's accent colour.
    public static let accentColor = Color(rgba: 0x007A_FFFF, name: "accentColor")

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode {
        FillNode(graph: graph, view: self, idealSize: Size(width: 10, height: 10), draws: rgba & 0xFF != 0, rgba: rgba)
    }
}

extension ShapeStyle where Self == Color {
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// Transparent.
    public static var clear: Color { Color.clear }
    /// The system grey.
    public static var gray: Color { Color.gray }
    /// The system red.
    public static var red: Color { Color.red }
    /// The system orange.
    public static var orange: Color { Color.orange }
    /// The system yellow.
    public static var yellow: Color { Color.yellow }
    /// The system green.
    public static var green: Color { Color.green }
    /// The system mint.
    public static var mint: Color { Color.mint }
    /// The system teal.
    public static var teal: Color { Color.teal }
    /// The system cyan.
    public static var cyan: Color { Color.cyan }
    /// The system blue.
    public static var blue: Color { Color.blue }
    /// The system indigo.
    public static var indigo: Color { Color.indigo }
    /// The system purple.
    public static var purple: Color { Color.purple }
    /// The system pink.
    public static var pink: Color { Color.pink }
    /// The system brown.
    public static var brown: Color { Color.brown }
    /// The app's accent colour.
    public static var accentColor: Color { Color.accentColor }
}

/// The content's foreground at a level of emphasis: `.primary`, `.secondary`, `.tertiary`,
/// `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let level: Int

    /// Full emphasis.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// Secondary emphasis.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Tertiary emphasis.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// Quaternary emphasis.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// Full emphasis.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// Secondary emphasis.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// Tertiary emphasis.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// Quaternary emphasis.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

/// The current foreground style.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    /// The current foreground style.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The environment's tint.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The tint.
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A translucent material that blurs what is behind it: the render server draws it in an offscreen pass.
public struct Material: ShapeStyle, Hashable, Sendable {
    let thickness: Int

    /// The thinnest material.
    public static let ultraThinMaterial = Material(thickness: 0)
    /// A thin material.
    public static let thinMaterial = Material(thickness: 1)
    /// The regular material.
    public static let regularMaterial = Material(thickness: 2)
    /// A thick material.
    public static let thickMaterial = Material(thickness: 3)
    /// The thickest material.
    public static let ultraThickMaterial = Material(thickness: 4)
    /// The material of bars.
    public static let bar = Material(thickness: 2)

    /// A material: drawn in an offscreen pass.
    public var _erased: AnyShapeStyle { AnyShapeStyle(identity: AnyHashable(self), offscreen: true) }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { Material(thickness: 0) }
    /// A thin material.
    public static var thinMaterial: Material { Material(thickness: 1) }
    /// The regular material.
    public static var regularMaterial: Material { Material(thickness: 2) }
    /// A thick material.
    public static var thickMaterial: Material { Material(thickness: 3) }
    /// The thickest material.
    public static var ultraThickMaterial: Material { Material(thickness: 4) }
    /// The material of bars.
    public static var bar: Material { Material(thickness: 2) }
}

/// A gradient's colours and where they stop.
public struct Gradient: Hashable, Sendable {
    /// The colours, evenly spaced.
    public var stops: [Color]

    /// A gradient through `colors`.
    public init(colors: [Color]) {
        stops = colors
    }
}

/// A linear gradient: drawn like a fill, one layer.
nonisolated public struct LinearGradient: ShapeStyle, View, PrimitiveView, Hashable, Sendable {
    let gradient: Gradient

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
    }

    /// A gradient through `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode {
        FillNode(graph: graph, view: self, idealSize: Size(width: 10, height: 10))
    }
}

/// The node of colours, gradients and images: a leaf that fills what it is offered (or takes its own
/// size when `fixed`) and draws one layer.
final class FillNode: ViewNode {
    let idealSize: Size
    let fixed: Bool
    let draws: Bool

    init(graph: ViewGraph, view: any View, idealSize: Size, fixed: Bool = false, draws: Bool = true, rgba: UInt32? = nil) {
        self.idealSize = idealSize
        self.fixed = fixed
        self.draws = draws
        self.rgba = rgba
        super.init(graph: graph, viewType: type(of: view))
        layoutName = graph.names.signpostName(for: type(of: view))
        signpostsLayout = false
    }

    /// The colour drawn, for a `Color`: a new one changes the output without changing the layout, so
    /// the body that produced it did not run in vain. Passed in by the `Color` that makes the node, so
    /// creating a fill casts nothing.
    private var rgba: UInt32?

    override func update(_ view: any View) {
        guard rgba != nil, let color = viewValue(view, as: Color.self), color.rgba != rgba else { return }
        rgba = color.rgba
        graph.outputChanges.pointee &+= 1
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        fixed ? idealSize : proposal.replacingUnspecified(with: idealSize)
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        if draws { list.append(.fill(frame.offsetBy(dx: 0, dy: dy))) }
    }
}
