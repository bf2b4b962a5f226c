import Foundation
@_spi(Nodes) import StackLabCore

/// The font of the text inside a view, as SwiftUI's View modifiers spell it: each writes the environment
/// for the view's content, and a text's own modifiers win over them. Font, weight, design and kerning
/// change what text measures; width, italics and digits change what it draws.
extension View {
    /// The font text inside uses when it sets none.
    @inlinable
    nonisolated public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// The weight text inside uses when it sets none; semibold and heavier measure with bold advances.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }

    /// Bold text inside.
    nonisolated public func bold(_ isActive: Bool = true) -> some View { environment(\.fontWeight, isActive ? .bold : nil) }

    /// Italic text inside (measured with the upright advances, which DejaVu Sans Oblique shares).
    nonisolated public func italic(_ isActive: Bool = true) -> some View { writingTextStyle(.italic(isActive)) }

    /// Text inside condensed or expanded (drawn, measured at the standard width).
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View { writingTextStyle(.width(width)) }

    /// Text inside in a design; monospaced measures with DejaVu Sans Mono.
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View { writingTextStyle(.design(design)) }

    /// Text inside in a monospaced variant of its font when `isActive`.
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View { writingTextStyle(.monospaced(isActive)) }

    /// Digits of equal width in text inside (DejaVu Sans's digits already are).
    nonisolated public func monospacedDigit() -> some View { writingTextStyle(.monospacedDigit) }

    /// Extra space after each character of text inside, in points.
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { writingTextStyle(.kerning(Double(kerning))) }

    /// Extra space after each character of text inside, in points (wins over kerning).
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { writingTextStyle(.tracking(Double(tracking))) }

    /// Text inside moved off its baseline; raised or lowered text makes its lines taller.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View { writingTextStyle(.baselineOffset(Double(baselineOffset))) }

    /// Text inside underlined (drawing only).
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        writingTextStyle(.underline(isActive))
    }

    /// Text inside struck through (drawing only).
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        writingTextStyle(.strikethrough(isActive))
    }

    /// Writes one font attribute for the text inside.
    nonisolated func writingTextStyle(_ write: TextStyleWrite) -> some View {
        EnvironmentWriter(content: self, apply: { write.apply(to: &$0.textStyle) }, value: write)
    }
}

/// One font attribute a view writes for the text inside it.
enum TextStyleWrite: Equatable, Sendable {
    case italic(Bool)
    case width(Font.Width?)
    case design(Font.Design?)
    case monospaced(Bool)
    case monospacedDigit
    case kerning(Double)
    case tracking(Double)
    case baselineOffset(Double)
    case underline(Bool)
    case strikethrough(Bool)
    case textScale(Text.Scale?)

    func apply(to style: inout TextRunStyle) {
        switch self {
        case let .italic(value): style.isItalic = value
        case let .width(value): style.width = value
        case let .design(value): style.design = value
        case let .monospaced(value): style.isMonospaced = value
        case .monospacedDigit: style.monospacedDigit = true
        case let .kerning(value): style.kerning = value
        case let .tracking(value): style.tracking = value
        case let .baselineOffset(value): style.baselineOffset = value
        case let .underline(value): style.underline = value
        case let .strikethrough(value): style.strikethrough = value
        case let .textScale(value): style.textScale = value
        }
    }
}
