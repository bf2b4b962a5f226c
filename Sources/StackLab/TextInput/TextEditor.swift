@_spi(Nodes) import StackLabCore
import StackLabContent

/// A view that can display and edit long-form text, as SwiftUI's `TextEditor` (UIKit's `UITextView`): it
/// takes the space offered; asked for its ideal size it is its text's size plus UIKit's text view insets,
/// 8 points above and below (`UITextView.textContainerInset`'s default) and 5 on each side (the text
/// container's default `lineFragmentPadding`). Its text sits inside those insets. The lab has no keyboard.
nonisolated public struct TextEditor: View {
    let text: String
    @Environment(\.self) private var environment
    /// The style in effect.
    private var style: ResolvedStyle<TextEditorStyleKind> { environment[style: TextEditorStyleKind.self] }

    /// Creates a plain text editor.
    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    /// Creates a plain text editor with a binding to the current selection (the lab has no cursor: the
    /// selection changes nothing).
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.text = text.wrappedValue
    }

    /// The text inside the text view's insets, or the style's body.
    public var body: some View {
        style.body(()) ?? AnyView(LayoutView(layout: TextEditorLayout(), content: Text(verbatim: text.isEmpty ? " " : text), flattensContent: false))
    }
}

/// A text view: the space offered, or its text plus UIKit's insets when asked for its ideal size.
struct TextEditorLayout: LabLayout, Equatable {
    static let insets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let inset = Self.insets
        let text = subviews.first?.sizeThatFits(ProposedSize(width: proposal.width.map { max(0, $0 - inset.horizontal) }, height: nil)) ?? .zero
        return Size(width: proposal.width ?? text.width + inset.horizontal, height: proposal.height ?? text.height + inset.vertical)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let inset = Self.insets
        subviews.first?.place(at: Point(x: bounds.minX + inset.leading, y: bounds.minY + inset.top),
                              proposal: ProposedSize(width: max(0, bounds.width - inset.horizontal), height: nil))
    }
}

/// A specification for the appearance and interaction of a text editor.
@MainActor @preconcurrency
public protocol TextEditorStyle {
    /// A view that represents the body of a text editor.
    associatedtype Body: View
    /// The properties of a text editor.
    typealias Configuration = TextEditorStyleConfiguration
    /// Creates a view that represents the body of a text editor.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a text editor (none public in SwiftUI).
public struct TextEditorStyleConfiguration {}

/// The default text editor style, based on the text editor's context.
nonisolated public struct AutomaticTextEditorStyle: TextEditorStyle, BuiltInControlStyle {
    static let kind = TextEditorStyleKind.automatic
    /// The body of a text editor in this style.
    nonisolated public struct Body: View {
        /// Nothing of its own: the text editor lays itself out.
        public var body: some View { EmptyView() }
    }

    /// Creates an automatic text editor style.
    public init() {}
    /// The text editor's body in this style.
    public func makeBody(configuration: AutomaticTextEditorStyle.Configuration) -> AutomaticTextEditorStyle.Body { Body() }
}

/// A text editor style with no decoration: laid out as the automatic style on iOS.
nonisolated public struct PlainTextEditorStyle: TextEditorStyle, BuiltInControlStyle {
    static let kind = TextEditorStyleKind.automatic
    /// Creates a plain text editor style.
    public init() {}
    /// The text editor's body in this style.
    public func makeBody(configuration: PlainTextEditorStyle.Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The default text editor style, based on the text editor's context.
    nonisolated public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor style with no decoration.
    nonisolated public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

/// The built-in text editor styles: both laid out by the text editor itself, which hands an app's style
/// nothing (SwiftUI's configuration has no public parts).
enum TextEditorStyleKind: ControlStyleKind {
    case automatic

    typealias Parts = Void
    static let environmentName = "textEditorStyle"
}

extension View {
    /// Sets the style for text editors within this view: the built-in styles are laid out by the text
    /// editor, an app's own as its `makeBody(configuration:)` returns.
    nonisolated public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        controlStyle(ResolvedStyle<TextEditorStyleKind>(style, body: { $0.makeBody(configuration: $1) }) { _ in TextEditorStyleConfiguration() })
    }
}
