import Foundation

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
        style.font = font ?? outer.font
        style.weight = weight ?? outer.weight
        style.width = width ?? outer.width
        style.design = design ?? outer.design
        style.isItalic = isItalic ?? outer.isItalic
        style.isMonospaced = isMonospaced ?? outer.isMonospaced
        style.monospacedDigit = monospacedDigit ?? outer.monospacedDigit
        style.kerning = kerning ?? outer.kerning
        style.tracking = tracking ?? outer.tracking
        style.baselineOffset = baselineOffset ?? outer.baselineOffset
        style.foreground = foreground ?? outer.foreground
        style.underline = underline ?? outer.underline
        style.strikethrough = strikethrough ?? outer.strikethrough
        style.textScale = textScale ?? outer.textScale
        return style
    }
}
