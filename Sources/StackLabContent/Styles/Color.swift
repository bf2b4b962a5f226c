import Foundation
@_spi(Nodes) import StackLabCore

/// A colour, as SwiftUI spells it: the system colours, the semantic ones, and colours made from
/// components, a `UIColor`, a resolved colour or an asset name. As a view it fills whatever space it is
/// offered and draws one layer (none when fully transparent); as a style it only decides what is drawn.
nonisolated public struct Color: View, PrimitiveView, ShapeStyle, Hashable, CustomStringConvertible, Sendable {
    /// 0xRRGGBBAA for the lab's drawing (sRGB); named and semantic colours get a fixed stand-in.
    let rgba: UInt32
    /// The asset or semantic name, when the colour has one.
    let name: String?

    init(rgba: UInt32, name: String? = nil) {
        self.rgba = rgba
        self.name = name
    }

    /// The colour spaces `Color(_:red:green:blue:opacity:)` takes.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB.
        case sRGB
        /// Linear sRGB.
        case sRGBLinear
        /// Display P3 (drawn as sRGB).
        case displayP3
    }

    /// A colour from components in 0…1 (linear components are converted to sRGB).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ value: Double) -> UInt32 {
            let encoded = colorSpace == .sRGBLinear ? Color.Resolved.encode(Float(value)) : Float(value)
            return UInt32(max(0, min(255, (Double(encoded) * 255).rounded())))
        }
        let alpha = UInt32(max(0, min(255, (opacity * 255).rounded())))
        self.init(rgba: byte(red) << 24 | byte(green) << 16 | byte(blue) << 8 | alpha)
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

    /// A colour from an asset catalogue's generated resource; the lab draws it as a mid grey.
    public init(_ resource: ColorResource) {
        self.init(rgba: 0x8E8E_93FF, name: resource.name)
    }

    /// A resolved colour.
    public init(_ resolved: Resolved) {
        self.init(.sRGB, red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }

    /// The colour a style that resolves to a colour resolves to in the default environment.
    public init<T: Hashable & ShapeStyle>(_ color: T) where T.Resolved == Color.Resolved {
        self.init(color.resolve(in: EnvironmentValues()))
    }

    /// A UIKit colour.
    public init(uiColor: UIColor) {
        self.init(rgba: uiColor.rgba, name: uiColor.name)
    }

    /// A UIKit colour (the deprecated spelling).
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }

    /// The colour's components in the environment (the lab has one appearance: light).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(colorSpace: .sRGB, red: Float(rgba >> 24) / 255, green: Float(rgba >> 16 & 0xFF) / 255,
                 blue: Float(rgba >> 8 & 0xFF) / 255, opacity: Float(rgba & 0xFF) / 255)
    }

    /// The colour's name, or its components.
    public var description: String {
        name ?? "#" + String(rgba, radix: 16, uppercase: true).leftPadded(to: 8)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        let alpha = UInt32(max(0, min(255, (Double(rgba & 0xFF) * opacity).rounded())))
        return Color(rgba: rgba & 0xFFFF_FF00 | alpha, name: name)
    }

    /// This colour `fraction` of the way to `rhs`.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = max(0, min(1, fraction))
        func channel(_ shift: UInt32) -> UInt32 {
            let a = Double(rgba >> shift & 0xFF), b = Double(rhs.rgba >> shift & 0xFF)
            return UInt32((a + (b - a) * t).rounded()) << shift
        }
        return Color(rgba: channel(24) | channel(16) | channel(8) | channel(0))
    }

    /// A gradient from this colour, as the system derives one (`.fill(.blue.gradient)`).
    public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self, self.mix(with: .black, by: 0.15)])) }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        FillNode(graph: graph, view: self, idealSize: Size(width: 10, height: 10), draws: rgba & 0xFF != 0, rgba: rgba)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
