import Foundation

/// A font, as SwiftUI spells it: a text style that scales with Dynamic Type (`.headline`, `.caption`),
/// a system font of a size, or a custom font, with weight, italics and design. The lab measures text
/// with DejaVu Sans advance widths (regular, bold for semibold and heavier, mono for monospaced) at the
/// font's point size; the text styles take the point sizes Apple's Human Interface Guidelines give for
/// each Dynamic Type size.
public struct Font: Sendable, Hashable {
    /// How the point size is chosen.
    enum Size: Sendable, Hashable {
        /// A text style's size at the environment's Dynamic Type size.
        case style(TextStyle)
        /// A fixed size that does not scale.
        case fixed(Double)
        /// A size that scales with Dynamic Type as `style` does (custom fonts scale relative to body).
        case relative(Double, to: TextStyle)
    }

    let size: Size
    let weight: Weight?
    let isItalic: Bool
    let design: Design
    let family: String?

    init(size: Size, weight: Weight? = nil, italic: Bool = false, design: Design = .default, family: String? = nil) {
        self.size = size
        self.weight = weight
        self.isItalic = italic
        self.design = design
        self.family = family
    }

    /// The text styles, by their use.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        /// A screen's largest heading.
        case largeTitle
        /// A first-level heading.
        case title
        /// A second-level heading.
        case title2
        /// A third-level heading.
        case title3
        /// Emphasized body text (semibold).
        case headline
        /// A subheading.
        case subheadline
        /// Body text.
        case body
        /// A callout.
        case callout
        /// A footnote.
        case footnote
        /// A caption.
        case caption
        /// An alternate caption.
        case caption2

        /// Point sizes from xSmall to accessibility 5, per Apple's Human Interface Guidelines (Typography,
        /// "iOS, iPadOS Dynamic Type sizes").
        var sizes: [Double] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        }

        /// The style's own weight: headline is semibold, the rest regular.
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// Stroke weights, from ultra light to black.
    public struct Weight: Sendable, Hashable {
        /// The weight on the 100–900 scale fonts use.
        let value: Int

        /// Ultra light.
        public static let ultraLight = Weight(value: 100)
        /// Thin.
        public static let thin = Weight(value: 200)
        /// Light.
        public static let light = Weight(value: 300)
        /// Regular.
        public static let regular = Weight(value: 400)
        /// Medium.
        public static let medium = Weight(value: 500)
        /// Semibold.
        public static let semibold = Weight(value: 600)
        /// Bold.
        public static let bold = Weight(value: 700)
        /// Heavy.
        public static let heavy = Weight(value: 800)
        /// Black.
        public static let black = Weight(value: 900)
    }

    /// Typeface designs.
    public enum Design: Sendable, Hashable {
        /// The system's sans serif.
        case `default`
        /// A serif face.
        case serif
        /// A rounded face.
        case rounded
        /// A monospaced face.
        case monospaced
    }

    /// Line spacing variants (accepted; the lab keeps the font's own line height).
    public enum Leading: Sendable, Hashable {
        /// The font's line height.
        case standard
        /// Tighter.
        case tight
        /// Looser.
        case loose
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

    /// The system font at a fixed point size (it does not scale with Dynamic Type).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .fixed(Double(size)), weight: weight, design: design ?? .default)
    }

    /// The system font in a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design ?? .default)
    }

    /// A custom font that scales with Dynamic Type relative to the body style.
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

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        Font(size: size, weight: weight, italic: isItalic, design: design, family: family)
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italics.
    public func italic() -> Font {
        Font(size: size, weight: weight, italic: true, design: design, family: family)
    }

    /// Digits of equal width (accepted; digits are measured as they are).
    public func monospacedDigit() -> Font { self }

    /// A monospaced variant.
    public func monospaced() -> Font {
        Font(size: size, weight: weight, italic: isItalic, design: .monospaced, family: family)
    }

    /// Small capitals (accepted; measured as written).
    public func smallCaps() -> Font { self }

    /// Another line spacing (accepted; the lab keeps the font's own).
    public func leading(_ leading: Leading) -> Font { self }

    /// The point size and metrics this font resolves to at `typeSize`, with `weight` (from `.bold()` or
    /// `.fontWeight`) taking precedence over its own.
    func resolved(typeSize: DynamicTypeSize, weight override: Weight? = nil) -> ResolvedFont {
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
}
