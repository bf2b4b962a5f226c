import Foundation
@_spi(Nodes) import StackLabCore

/// A run of a text's characters that share a style: one for `Text("…")`, several for texts joined with
/// `+`, markdown with emphasis, or an attributed string with runs of its own.
struct TextRun: Equatable, Sendable {
    var string: String
    var style = TextRunStyle()
}

/// What a run sets for itself; nil takes the text's environment. A modifier on a `Text` sets what its runs
/// have not set, so the innermost wins, as in SwiftUI (`(Text("a").bold() + Text("b")).italic()`).
struct TextRunStyle: Equatable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var width: Font.Width?
    var design: Font.Design?
    var isItalic: Bool?
    var isMonospaced: Bool?
    var monospacedDigit: Bool?
    var kerning: Double?
    var tracking: Double?
    var baselineOffset: Double?
    /// Drawing only: colour, lines, scale.
    var foreground: AnyShapeStyle?
    var underline: Bool?
    var strikethrough: Bool?
    var textScale: Text.Scale?
    /// An inline image (`Text(Image(systemName:))`): one object replacement character, as wide as the
    /// symbol the font's size gives.
    var isImage = false

    /// This style with what it leaves unset taken from `outer`.
    func filling(from outer: TextRunStyle) -> TextRunStyle {
        var style = self
        style.font = filled(\.font, from: outer)
        style.weight = filled(\.weight, from: outer)
        style.width = filled(\.width, from: outer)
        style.design = filled(\.design, from: outer)
        style.isItalic = filled(\.isItalic, from: outer)
        style.isMonospaced = filled(\.isMonospaced, from: outer)
        style.monospacedDigit = filled(\.monospacedDigit, from: outer)
        style.kerning = filled(\.kerning, from: outer)
        style.tracking = filled(\.tracking, from: outer)
        style.baselineOffset = filled(\.baselineOffset, from: outer)
        style.foreground = filled(\.foreground, from: outer)
        style.underline = filled(\.underline, from: outer)
        style.strikethrough = filled(\.strikethrough, from: outer)
        style.textScale = filled(\.textScale, from: outer)
        return style
    }

    /// One field as `filling(from:)` leaves it: this style's own setting, else `outer`'s. Text layout
    /// reads the few fields it needs this way rather than copying every field into a filled style.
    @inline(__always)
    func filled<Value>(_ field: KeyPath<TextRunStyle, Value?>, from outer: TextRunStyle) -> Value? {
        self[keyPath: field] ?? outer[keyPath: field]
    }
}
