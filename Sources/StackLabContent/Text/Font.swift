import Foundation
@_spi(Nodes) import StackLabCore

/// A font, as SwiftUI spells it: a text style that scales with Dynamic Type (`.headline`, `.caption`),
/// a system font of a size, or a custom font, with weight, width, italics, design and leading. The lab
/// measures text with DejaVu Sans advance widths (regular, bold for semibold and heavier, mono for
/// monospaced) at the font's point size; the text styles take the point sizes Apple's Human Interface
/// Guidelines give for each Dynamic Type size.
public struct Font: Hashable, Sendable {
    /// How the point size is chosen.
    enum Size: Hashable, Sendable {
        /// A text style's size at the environment's Dynamic Type size.
        case style(TextStyle)
        /// A fixed size that does not scale.
        case fixed(Double)
        /// A size that scales with Dynamic Type as `style` does (custom fonts scale relative to body).
        case relative(Double, to: TextStyle)
    }

    let size: Size
    var weight: Weight?
    var isItalic: Bool
    var design: Design
    let family: String?
    /// A condensed or expanded width (drawn, not measured: the lab ships no such metrics).
    var width: Width?
    /// Tighter or looser line spacing (drawn, not measured).
    var leading: Leading = .standard
    /// Small capitals, digits of equal width: drawn, not measured.
    var variants: Int = 0

    init(size: Size, weight: Weight? = nil, italic: Bool = false, design: Design = .default, family: String? = nil) {
        self.size = size
        self.weight = weight
        self.isItalic = italic
        self.design = design
        self.family = family
    }

    /// The large title style.
    public static let largeTitle = Font(size: .style(.largeTitle))
    /// The title style.
    public static let title = Font(size: .style(.title))
    /// The second title style.
    public static let title2 = Font(size: .style(.title2))
    /// The third title style.
    public static let title3 = Font(size: .style(.title3))
    /// The headline style (semibold body).
    public static let headline = Font(size: .style(.headline))
    /// The subheadline style.
    public static let subheadline = Font(size: .style(.subheadline))
    /// The body style, what text uses when nothing says otherwise.
    public static let body = Font(size: .style(.body))
    /// The callout style.
    public static let callout = Font(size: .style(.callout))
    /// The footnote style.
    public static let footnote = Font(size: .style(.footnote))
    /// The caption style.
    public static let caption = Font(size: .style(.caption))
    /// The second caption style.
    public static let caption2 = Font(size: .style(.caption2))

    /// The system font in a text style, with a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design ?? .default)
    }

    /// The system font in a text style and design (the deprecated spelling).
    @_disfavoredOverload
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        Font(size: .style(style), design: design)
    }

    /// The system font at a fixed point size (it does not scale with Dynamic Type).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .fixed(Double(size)), weight: weight, design: design ?? .default)
    }

    /// The system font at a fixed point size (the deprecated spelling).
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: .fixed(Double(size)), weight: weight, design: design)
    }

    /// A custom font that scales with Dynamic Type relative to the body style; the lab measures it with
    /// the system font's metrics.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: .relative(Double(size), to: .body), family: name)
    }

    /// A custom font that scales with Dynamic Type as `textStyle` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(size: .relative(Double(size), to: textStyle), family: name)
    }

    /// A custom font at a size that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(size: .fixed(Double(fixedSize)), family: name)
    }
}

extension Font {
    /// This font in italics (measured with the upright advances, which DejaVu Sans Oblique shares).
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// Small capitals (drawn, measured as written).
    public func smallCaps() -> Font { variant(1) }

    /// Lowercase letters as small capitals (drawn, measured as written).
    public func lowercaseSmallCaps() -> Font { variant(2) }

    /// Uppercase letters as small capitals (drawn, measured as written).
    public func uppercaseSmallCaps() -> Font { variant(4) }

    /// Digits of equal width (DejaVu Sans's digits already are).
    public func monospacedDigit() -> Font { variant(8) }

    private func variant(_ bit: Int) -> Font {
        var copy = self
        copy.variants |= bit
        return copy
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// This font condensed or expanded (drawn, measured at the standard width).
    public func width(_ width: Width) -> Font {
        var copy = self
        copy.width = width
        return copy
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// A monospaced variant, measured with DejaVu Sans Mono.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// Tighter or looser line spacing (drawn; the lab keeps the font's own line height).
    public func leading(_ leading: Leading) -> Font {
        var copy = self
        copy.leading = leading
        return copy
    }

    /// The point size and metrics this font resolves to at `typeSize`, with `weight` (from `.bold()` or
    /// `.fontWeight`) taking precedence over its own, and `design` (from `.fontDesign` or `.monospaced`)
    /// over its own.
    func resolved(typeSize: DynamicTypeSize, weight override: Weight? = nil, design designOverride: Design? = nil) -> ResolvedFont {
        let points: Double
        var styleWeight = Weight.regular
        switch size {
        case let .style(style):
            points = style.sizes[typeSize.rawValue]
            styleWeight = style.weight
        case let .fixed(value):
            points = value
        case let .relative(value, style):
            let sizes = style.sizes
            points = value * sizes[typeSize.rawValue] / sizes[DynamicTypeSize.large.rawValue]
        }
        let weight = override ?? self.weight ?? styleWeight
        let design = designOverride ?? self.design
        let metrics: FontMetrics = design == .monospaced ? .dejaVuSansMono
            : weight.value >= Weight.semibold.value ? .dejaVuSansBold : .dejaVuSans
        return ResolvedFont(pointSize: points, metrics: metrics)
    }
}

/// A font resolved for layout: the point size and the advance widths to measure with.
struct ResolvedFont: Equatable {
    let pointSize: Double
    let metrics: FontMetrics

    static func == (a: ResolvedFont, b: ResolvedFont) -> Bool {
        a.pointSize == b.pointSize && a.metrics.name == b.metrics.name
    }

    /// The height of one line.
    var lineHeight: Double { metrics.lineHeight(size: pointSize) }

    /// From a line's top to its baseline.
    var ascent: Double { metrics.ascender / metrics.unitsPerEm * pointSize }

    /// Points per font unit.
    var scale: Double { pointSize / metrics.unitsPerEm }
}
