import Foundation
@_spi(Nodes) import StackLabCore

/// A paragraph of text, as SwiftUI spells it: from a string, a localized key (string literals, with
/// interpolations and inline markdown), an attributed string, a date or a formatted value, joined with
/// `+`, and styled per run with a font, weight, italics, kerning and colour. It is measured by breaking
/// its characters into lines at the proposed width with each run's font's advance widths at its point
/// size (DejaVu Sans; bold for semibold and heavier), so long text costs what it should; the environment
/// gives it line limits, line spacing, case, truncation and scaling down to fit.
nonisolated public struct Text: View, PrimitiveView, Equatable, Sendable {
    /// The first run, kept inline: a text of one run (most) allocates no array.
    var head: TextRun
    /// The runs after the first.
    var tail: [TextRun] = []

    init(string: String) {
        head = TextRun(string: string)
    }

    init(runs: [TextRun]) {
        head = runs.first ?? TextRun(string: "")
        tail = Array(runs.dropFirst())
    }

    /// Every run, in order.
    var runs: [TextRun] { tail.isEmpty ? [head] : [head] + tail }

    /// What is shown, as written.
    var string: String { tail.isEmpty ? head.string : tail.reduce(head.string) { $0 + $1.string } }

    /// Shows `content` as it is, without localization or markdown.
    public init(verbatim content: String) {
        self.init(string: content)
    }

    /// Shows a string as it is (a string that is not a literal is not localized, nor read as markdown).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(string: String(content))
    }

    /// Shows a localized key: the lab has no string tables, so it shows the key with its interpolations,
    /// as an app without a translation does, with the key's inline markdown (`**bold**`, `*italic*`,
    /// `` `code` ``, `~~struck~~`, links) applied as SwiftUI applies it.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(runs: key.runs)
    }

    /// Shows a localized string resource: the lab has no string tables, so it shows its default value.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(string: resource.text)
    }

    /// Shows an attributed string, each run in its own font, weight and kerning (the SwiftUI attributes
    /// and the markdown intents it carries).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(runs: TextRun.runs(of: attributedContent))
    }

    /// Shows an image inline, as one glyph as wide as the symbol the font's size gives.
    public init(_ image: Image) {
        head = TextRun(string: "\u{FFFC}", style: TextRunStyle(isImage: true))
    }

    /// The two texts one after the other, each run keeping its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.tail.append(rhs.head)
        joined.tail += rhs.tail
        return joined
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { TextNode(graph: graph, text: self) }

    /// Applies `change` to every run's style where the run has not set it (the innermost modifier wins).
    func styled(_ change: (inout TextRunStyle) -> Void) -> Text {
        var outer = TextRunStyle()
        change(&outer)
        var copy = self
        copy.head.style = head.style.filling(from: outer)
        for index in copy.tail.indices { copy.tail[index].style = tail[index].style.filling(from: outer) }
        return copy
    }
}
