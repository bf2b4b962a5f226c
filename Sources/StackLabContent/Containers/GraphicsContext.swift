import Foundation
@_spi(Nodes) import StackLabCore

/// The drawing destination a `Canvas` renderer draws into — SwiftUI's `GraphicsContext`. The lab never
/// runs a canvas's renderer (a canvas is one layer to it), so the context's calls record nothing; they
/// exist so that drawing code compiles unchanged. `transform`, `concatenate` and `withCGContext` are
/// absent: their Core Graphics types do not exist on Linux.
public struct GraphicsContext {
    /// How a drawing blends with what is below.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// The raw value.
        public let rawValue: Int32
        /// A mode from its raw value.
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// Normal.
        public static var normal: GraphicsContext.BlendMode { .init(rawValue: 0) }
        /// Multiply.
        public static var multiply: GraphicsContext.BlendMode { .init(rawValue: 1) }
        /// Screen.
        public static var screen: GraphicsContext.BlendMode { .init(rawValue: 2) }
        /// Overlay.
        public static var overlay: GraphicsContext.BlendMode { .init(rawValue: 3) }
        /// Darken.
        public static var darken: GraphicsContext.BlendMode { .init(rawValue: 4) }
        /// Lighten.
        public static var lighten: GraphicsContext.BlendMode { .init(rawValue: 5) }
        /// Colour dodge.
        public static var colorDodge: GraphicsContext.BlendMode { .init(rawValue: 6) }
        /// Colour burn.
        public static var colorBurn: GraphicsContext.BlendMode { .init(rawValue: 7) }
        /// Soft light.
        public static var softLight: GraphicsContext.BlendMode { .init(rawValue: 8) }
        /// Hard light.
        public static var hardLight: GraphicsContext.BlendMode { .init(rawValue: 9) }
        /// Difference.
        public static var difference: GraphicsContext.BlendMode { .init(rawValue: 10) }
        /// Exclusion.
        public static var exclusion: GraphicsContext.BlendMode { .init(rawValue: 11) }
        /// Hue.
        public static var hue: GraphicsContext.BlendMode { .init(rawValue: 12) }
        /// Saturation.
        public static var saturation: GraphicsContext.BlendMode { .init(rawValue: 13) }
        /// Colour.
        public static var color: GraphicsContext.BlendMode { .init(rawValue: 14) }
        /// Luminosity.
        public static var luminosity: GraphicsContext.BlendMode { .init(rawValue: 15) }
        /// Clear.
        public static var clear: GraphicsContext.BlendMode { .init(rawValue: 16) }
        /// Copy.
        public static var copy: GraphicsContext.BlendMode { .init(rawValue: 17) }
        /// Source in.
        public static var sourceIn: GraphicsContext.BlendMode { .init(rawValue: 18) }
        /// Source out.
        public static var sourceOut: GraphicsContext.BlendMode { .init(rawValue: 19) }
        /// Source atop.
        public static var sourceAtop: GraphicsContext.BlendMode { .init(rawValue: 20) }
        /// Destination over.
        public static var destinationOver: GraphicsContext.BlendMode { .init(rawValue: 21) }
        /// Destination in.
        public static var destinationIn: GraphicsContext.BlendMode { .init(rawValue: 22) }
        /// Destination out.
        public static var destinationOut: GraphicsContext.BlendMode { .init(rawValue: 23) }
        /// Destination atop.
        public static var destinationAtop: GraphicsContext.BlendMode { .init(rawValue: 24) }
        /// Exclusive or.
        public static var xor: GraphicsContext.BlendMode { .init(rawValue: 25) }
        /// Plus darker.
        public static var plusDarker: GraphicsContext.BlendMode { .init(rawValue: 26) }
        /// Plus lighter.
        public static var plusLighter: GraphicsContext.BlendMode { .init(rawValue: 27) }
    }

    /// The opacity of what is drawn next.
    public var opacity: Double = 1
    /// The blend mode of what is drawn next.
    public var blendMode: GraphicsContext.BlendMode = .normal
    /// The canvas's environment.
    public let environment: EnvironmentValues
    /// The region drawing is clipped to, in the context's coordinates.
    public var clipBoundingRect: CGRect

    init(environment: EnvironmentValues, size: CGSize) {
        self.environment = environment
        clipBoundingRect = CGRect(origin: .zero, size: size)
    }

    /// Scales what is drawn next.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    /// Moves what is drawn next.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    /// Rotates what is drawn next.
    public mutating func rotate(by angle: Angle) {}

    /// Options of a clip.
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path.
        public static var inverse: GraphicsContext.ClipOptions { .init(rawValue: 1) }
    }

    /// Clips what is drawn next to `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = ClipOptions()) {}

    /// Clips what is drawn next to what `content` draws.
    public mutating func clipToLayer(opacity: Double = 1, options: GraphicsContext.ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {}

    /// A filter applied to what is drawn next.
    public struct Filter: Sendable {
        let name: String

        /// A projective transform.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> GraphicsContext.Filter { Filter(name: "projectionTransform") }
        /// A shadow.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: GraphicsContext.BlendMode = .normal, options: GraphicsContext.ShadowOptions = ShadowOptions()) -> GraphicsContext.Filter {
            Filter(name: "shadow")
        }
        /// A colour multiplication.
        public static func colorMultiply(_ color: Color) -> GraphicsContext.Filter { Filter(name: "colorMultiply") }
        /// A hue rotation.
        public static func hueRotation(_ angle: Angle) -> GraphicsContext.Filter { Filter(name: "hueRotation") }
        /// A saturation change.
        public static func saturation(_ amount: Double) -> GraphicsContext.Filter { Filter(name: "saturation") }
        /// A brightness change.
        public static func brightness(_ amount: Double) -> GraphicsContext.Filter { Filter(name: "brightness") }
        /// A contrast change.
        public static func contrast(_ amount: Double) -> GraphicsContext.Filter { Filter(name: "contrast") }
        /// An inversion of colours.
        public static func colorInvert(_ amount: Double = 1) -> GraphicsContext.Filter { Filter(name: "colorInvert") }
        /// A desaturation.
        public static func grayscale(_ amount: Double) -> GraphicsContext.Filter { Filter(name: "grayscale") }
        /// Luminance as alpha.
        public static var luminanceToAlpha: GraphicsContext.Filter { Filter(name: "luminanceToAlpha") }
        /// A blur.
        public static func blur(radius: CGFloat, options: GraphicsContext.BlurOptions = BlurOptions()) -> GraphicsContext.Filter { Filter(name: "blur") }
        /// An alpha threshold.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> GraphicsContext.Filter { Filter(name: "alphaThreshold") }
    }

    /// Options of a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow above the drawing.
        public static var shadowAbove: GraphicsContext.ShadowOptions { .init(rawValue: 1) }
        /// Only the shadow.
        public static var shadowOnly: GraphicsContext.ShadowOptions { .init(rawValue: 2) }
        /// The shadow of the inverted alpha.
        public static var invertsAlpha: GraphicsContext.ShadowOptions { .init(rawValue: 4) }
        /// No transparency group.
        public static var disablesGroup: GraphicsContext.ShadowOptions { .init(rawValue: 8) }
    }

    /// Options of a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An opaque result.
        public static var opaque: GraphicsContext.BlurOptions { .init(rawValue: 1) }
        /// A dithered result.
        public static var dithersResult: GraphicsContext.BlurOptions { .init(rawValue: 2) }
    }

    /// Options of a filter.
    public struct FilterOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filters in linear colour.
        public static var linearColor: GraphicsContext.FilterOptions { .init(rawValue: 1) }
    }

    /// Adds a filter to what is drawn next.
    public mutating func addFilter(_ filter: GraphicsContext.Filter, options: GraphicsContext.FilterOptions = FilterOptions()) {}

    /// How a fill or stroke is coloured.
    public struct Shading: Sendable {
        let name: String

        /// What is behind.
        public static var backdrop: GraphicsContext.Shading { Shading(name: "backdrop") }
        /// The foreground style.
        public static var foreground: GraphicsContext.Shading { Shading(name: "foreground") }
        /// A palette of shadings.
        public static func palette(_ array: [GraphicsContext.Shading]) -> GraphicsContext.Shading { Shading(name: "palette") }
        /// A colour.
        public static func color(_ color: Color) -> GraphicsContext.Shading { Shading(name: "color") }
        /// A colour from its components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> GraphicsContext.Shading {
            Shading(name: "color")
        }
        /// A grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> GraphicsContext.Shading {
            Shading(name: "color")
        }
        /// A shape style.
        public static func style<S>(_ style: S) -> GraphicsContext.Shading where S: ShapeStyle { Shading(name: "style") }
        /// A linear gradient.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading {
            Shading(name: "linearGradient")
        }
        /// A radial gradient.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading {
            Shading(name: "radialGradient")
        }
        /// A conic gradient.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading {
            Shading(name: "conicGradient")
        }
        /// A tiled image.
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> GraphicsContext.Shading {
            Shading(name: "tiledImage")
        }
    }

    /// Options of a gradient.
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats past the ends.
        public static var `repeat`: GraphicsContext.GradientOptions { .init(rawValue: 1) }
        /// Mirrors past the ends.
        public static var mirror: GraphicsContext.GradientOptions { .init(rawValue: 2) }
        /// Interpolates in linear colour.
        public static var linearColor: GraphicsContext.GradientOptions { .init(rawValue: 4) }
    }

    /// The shading resolved in the context's environment.
    public func resolve(_ shading: GraphicsContext.Shading) -> GraphicsContext.Shading { shading }

    /// Draws what `content` draws as one layer.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}

    /// Fills `path`.
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {}

    /// Strokes `path` with a stroke style.
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) {}

    /// Strokes `path` `lineWidth` wide.
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) {}

    /// An image resolved for drawing.
    public struct ResolvedImage {
        /// The image's size.
        public var size: CGSize
        /// Its baseline.
        public let baseline: CGFloat
        /// Its shading, for template images.
        public var shading: GraphicsContext.Shading?
    }

    /// Resolves `image` for drawing (its natural size in the lab's terms).
    public func resolve(_ image: Image) -> GraphicsContext.ResolvedImage {
        ResolvedImage(size: .zero, baseline: 0, shading: nil)
    }

    /// Draws a resolved image in `rect`.
    public func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Draws a resolved image at `point`.
    public func draw(_ image: GraphicsContext.ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws an image in `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Draws an image at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// A text resolved for drawing.
    public struct ResolvedText {
        /// The text's shading.
        public var shading: GraphicsContext.Shading = .foreground
        /// The text's size in `size` (none: the lab does not resolve text in a canvas).
        public func measure(in size: CGSize) -> CGSize { .zero }
        /// The first line's baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat { 0 }
        /// The last line's baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat { 0 }
    }

    /// Resolves `text` for drawing.
    public func resolve(_ text: Text) -> GraphicsContext.ResolvedText { ResolvedText() }
    /// Draws a resolved text in `rect`.
    public func draw(_ text: GraphicsContext.ResolvedText, in rect: CGRect) {}
    /// Draws a resolved text at `point`.
    public func draw(_ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws a text in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {}
    /// Draws a text at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// A symbol view resolved for drawing.
    public struct ResolvedSymbol {
        /// The symbol's size.
        public var size: CGSize
    }

    /// The canvas's symbol tagged `id`, if any (none: the lab does not resolve symbols).
    public func resolveSymbol<ID>(id: ID) -> GraphicsContext.ResolvedSymbol? where ID: Hashable { nil }
    /// Draws a resolved symbol in `rect`.
    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect) {}
    /// Draws a resolved symbol at `point`.
    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
}
