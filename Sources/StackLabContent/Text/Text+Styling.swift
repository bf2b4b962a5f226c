import Foundation
@_spi(Nodes) import StackLabCore

/// Styling a text, as SwiftUI spells it: each method sets what the text's runs have not set themselves,
/// and returns a `Text`, so texts styled apart can still be joined with `+`. Font, weight, design, italics
/// and kerning change what is measured; colours, lines and scales only what is drawn.
extension Text {
    /// This text in `font` (nil: the environment's).
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return styled { $0.font = font }
    }

    /// This text in `weight`; semibold and heavier measure with bold advances.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return styled { $0.weight = weight }
    }

    /// This text condensed or expanded (drawn, measured at the standard width).
    public func fontWidth(_ width: Font.Width?) -> Text {
        guard let width else { return self }
        return styled { $0.width = width }
    }

    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// This text in italics (measured with the upright advances, which DejaVu Sans Oblique shares).
    public func italic() -> Text { styled { $0.isItalic = true } }

    /// This text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// This text in a monospaced variant of its font (DejaVu Sans Mono's advances) when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.isMonospaced = isActive } }

    /// This text in a design; monospaced measures with DejaVu Sans Mono.
    public func fontDesign(_ design: Font.Design?) -> Text {
        guard let design else { return self }
        return styled { $0.design = design }
    }

    /// Digits of equal width (DejaVu Sans's digits already are).
    public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }

    /// This text in `color` (drawing only).
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return styled { $0.foreground = AnyShapeStyle(color) }
    }

    /// This text in a style (drawing only).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        styled { $0.foreground = AnyShapeStyle(style) }
    }

    /// Struck through (drawing only).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.strikethrough = isActive }
    }

    /// Struck through with a pattern (drawing only).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled { $0.strikethrough = isActive }
    }

    /// Underlined (drawing only).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.underline = isActive }
    }

    /// Underlined with a pattern (drawing only).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        styled { $0.underline = isActive }
    }

    /// Extra space after each character, in points: each advance widens by `kerning`.
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = Double(kerning) } }

    /// Extra space after each character, in points: each advance widens by `tracking` (tracking wins
    /// over kerning when a run has both, as in Foundation's attributed strings).
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = Double(tracking) } }

    /// Moves the text off its baseline: raised text makes its line taller above, lowered text below.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { styled { $0.baselineOffset = Double(baselineOffset) } }

    /// A text scale (drawing only: the lab measures at the font's own size).
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        return styled { $0.textScale = scale }
    }

    /// The language whose typesetting rules apply (the lab breaks lines the same way for every language).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }

    /// The language whose typesetting rules apply (the lab breaks lines the same way for every language).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }

    /// A value a `TextRenderer` reads from the runs it draws (the lab draws no custom renderer).
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }

    /// Which variant of a text a size picks (iOS 18): the lab shows the text as written.
    public func textVariant<V: TextVariantPreference>(_ preference: V) -> some View { self }
}

/// A value attached to a text's runs for a `TextRenderer`, as SwiftUI spells it.
public protocol TextAttribute: Hashable {}

/// Which variant of a text to show, as SwiftUI spells it (iOS 18).
public protocol TextVariantPreference {}

/// The text as written.
public struct FixedTextVariant: TextVariantPreference, Sendable {}

/// A variant chosen by the space available (the lab shows the text as written).
public struct SizeDependentTextVariant: TextVariantPreference, Sendable {}

extension TextVariantPreference where Self == FixedTextVariant {
    /// The text as written.
    public static var fixed: FixedTextVariant { FixedTextVariant() }
}

extension TextVariantPreference where Self == SizeDependentTextVariant {
    /// A variant chosen by the space available.
    public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}
