@_spi(Nodes) import StackLabCore
import StackLabContent

/// What a text field or secure field shows and how it is laid out: its text, or its placeholder while the
/// text is empty, in the environment's font, one line for a horizontal field and as many as the text
/// needs (up to the line limit) for a vertical one, across the width offered, inside its style's padding.
nonisolated struct TextInputField: Equatable {
    /// The text the field holds when the view was made.
    let text: String
    /// The placeholder shown while the text is empty (the prompt, else the title).
    let placeholder: Text?
    /// Whether the field grows vertically with its text.
    let isVertical: Bool
    /// Whether the field hides its text behind bullets.
    let isSecure: Bool
    let style: TextFieldStyleKind

    /// The field's views: built by the text field's own body, not as a body of their own.
    var view: AnyView {
        let line = shown.frame(maxWidth: .infinity, alignment: .leading)
        guard style == .roundedBorder else { return AnyView(line) }
        return AnyView(line
            .padding(EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7))
            .background(RoundedRectangle(cornerRadius: 5).stroke(Color.gray.opacity(0.2), lineWidth: 0.5)))
    }

    /// The text, its bullets, the placeholder, or an empty line that keeps the font's height.
    private var shown: AnyView {
        if !text.isEmpty {
            let content = Text(verbatim: isSecure ? String(repeating: "•", count: text.count) : text)
            return isVertical ? AnyView(content) : AnyView(content.lineLimit(1))
        }
        let empty = placeholder ?? Text(verbatim: " ")
        return isVertical ? AnyView(empty) : AnyView(empty.lineLimit(1))
    }
}
