@_spi(Nodes) import StackLabCore
import StackLabContent

/// A container for grouping controls used for data entry, such as in settings or inspectors, as
/// SwiftUI's `Form`: a scrolling screen of rows. In the grouped style (automatic on iOS) its rows are laid
/// out as an inset grouped list lays them out: inside a card inset 20 points from the screen's sides
/// (16 on screens narrower than 390 points), each row's content 20 points in from the card's edges,
/// centered in a row at least 44 points high (`defaultMinListRowHeight`) with 6 points above and below
/// taller content (so a switch's 31-point row stays 44 points high, as in Settings), and 35 points above the first row and below the last (an estimate of a grouped
/// list's section spacing). The insets are estimates of UIKit's inset grouped layout margins. In the
/// columns style, the rows stacked, leading-aligned. An app's own `FormStyle` is laid out as its
/// `makeBody(configuration:)` returns.
nonisolated public struct Form<Content: View>: View {
    let content: Content
    let builtInOnly: Bool
    @Environment(\.self) private var environment
    /// The style in effect.
    private var style: ResolvedStyle<FormStyleKind> { environment[style: FormStyleKind.self] }

    init(content: Content, builtInOnly: Bool) {
        self.content = content
        self.builtInOnly = builtInOnly
    }

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), builtInOnly: false)
    }

    /// The rows as the style lays them out.
    public var body: some View {
        (builtInOnly ? nil : style.body(FormParts(content: content))) ?? FormLayout(content: content, grouped: style.kind != FormStyleKind.columns).view
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// Creates a form based on a form style configuration: drawn by the grouped style.
    public init(_ configuration: FormStyleConfiguration) {
        self.init(content: configuration.content, builtInOnly: true)
    }
}

/// A form in a built-in style: a scroll view of its rows, each told it is in a form's rows (a menu picker
/// shows its label there).
nonisolated struct FormLayout<Content: View> {
    let content: Content
    let grouped: Bool

    /// The form's views: built by the form's own body, not as a body of their own.
    var view: AnyView {
        guard grouped else {
            return AnyView(ScrollView { VStack(alignment: .leading) { content } }.environment(\.isInRows, true))
        }
        return AnyView(ScrollView { LayoutView(layout: GroupedRowsLayout(), content: content) }.environment(\.isInRows, true))
    }
}
