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
    @Environment(\.formStyle) private var style

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

/// Rows laid out as an inset grouped list lays them out (see `Form`).
struct GroupedRowsLayout: LabLayout, Equatable {
    static let sectionSpacing = 35.0
    static let rowInset = 20.0
    static let verticalInset = 6.0
    static let minimumRowHeight = 44.0

    /// The card's inset from each side of the screen.
    static func margin(forWidth width: Double) -> Double { width < 390 ? 16 : 20 }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let width = proposal.width ?? 390
        let inner = ProposedSize(width: contentWidth(width), height: nil)
        var height = 2 * Self.sectionSpacing
        for subview in subviews { height += rowHeight(subview.sizeThatFits(inner).height) }
        return Size(width: width, height: height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let inner = ProposedSize(width: contentWidth(bounds.width), height: nil)
        let x = bounds.minX + Self.margin(forWidth: bounds.width) + Self.rowInset
        var y = bounds.minY + Self.sectionSpacing
        for subview in subviews {
            let size = subview.sizeThatFits(inner)
            let row = rowHeight(size.height)
            subview.place(at: Point(x: x, y: y + (row - size.height) / 2), proposal: inner)
            y += row
        }
    }

    private func contentWidth(_ width: Double) -> Double {
        max(0, width - 2 * Self.margin(forWidth: width) - 2 * Self.rowInset)
    }

    private func rowHeight(_ content: Double) -> Double {
        max(Self.minimumRowHeight, content + 2 * Self.verticalInset)
    }
}

/// The appearance and behavior of a form.
@MainActor @preconcurrency
public protocol FormStyle {
    /// A view that represents the appearance and interaction of a form.
    associatedtype Body: View
    /// The properties of a form instance.
    typealias Configuration = FormStyleConfiguration
    /// Creates a view that represents the body of a form.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a form instance.
public struct FormStyleConfiguration {
    /// A type-erased content of a form.
    nonisolated public struct Content: View, ConfigurationContent {
        let content: any View
        /// Primitive: the form's own rows.
        public var body: Never { primitiveBody() }
    }

    /// A view that is the content of the form.
    public let content: FormStyleConfiguration.Content
}

/// A form's content, for its style.
struct FormParts {
    let content: any View
}

/// Runs a team's `FormStyle` body as a view of its own, counted under the style's type name.
nonisolated struct FormStyleBody<Style: FormStyle>: View, ReportedAsModifier {
    let style: StyleBox<Style>
    let configuration: FormStyleConfiguration

    init(style: Style, configuration: FormStyleConfiguration) {
        self.style = StyleBox(value: style)
        self.configuration = configuration
    }

    @MainActor var body: Style.Body { style.value.makeBody(configuration: configuration) }

    static var reportedType: Any.Type { Style.self }
}

enum FormStyleKind {
    static let automatic = 0
    static let grouped = 1
    static let columns = 2
}

/// Built-in form styles, laid out by the form.
protocol BuiltInFormStyle {
    static var kind: Int { get }
}

/// The default form style: grouped on iOS.
nonisolated public struct AutomaticFormStyle: FormStyle, BuiltInFormStyle {
    static let kind = FormStyleKind.automatic
    /// Creates a default form style.
    public init() {}
    /// A form in this style.
    public func makeBody(configuration: AutomaticFormStyle.Configuration) -> some View {
        FormLayout(content: configuration.content, grouped: true).view
    }
}

/// A form style with grouped rows: an inset grouped list's rows.
nonisolated public struct GroupedFormStyle: FormStyle, BuiltInFormStyle {
    static let kind = FormStyleKind.grouped
    /// Creates a form style with grouped rows.
    public init() {}
    /// A form in this style.
    public func makeBody(configuration: GroupedFormStyle.Configuration) -> some View {
        FormLayout(content: configuration.content, grouped: true).view
    }
}

/// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned column
/// of values: the rows stacked in the lab, which does not split them into columns.
nonisolated public struct ColumnsFormStyle: FormStyle, BuiltInFormStyle {
    static let kind = FormStyleKind.columns
    /// Creates a columns form style.
    public init() {}
    /// A form in this style.
    public func makeBody(configuration: ColumnsFormStyle.Configuration) -> some View {
        FormLayout(content: configuration.content, grouped: false).view
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    nonisolated public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// A form style with grouped rows.
    nonisolated public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned
    /// column of values.
    nonisolated public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

enum FormStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: ResolvedStyle<FormParts> { ResolvedStyle(kind: FormStyleKind.automatic) }
    static let name = "formStyle"
}

extension EnvironmentValues {
    var formStyle: ResolvedStyle<FormParts> {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for forms in a view hierarchy: a built-in style is laid out by the form, an app's
    /// own as its `makeBody(configuration:)` returns.
    nonisolated public func formStyle<S>(_ style: S) -> some View where S: FormStyle {
        if let builtIn = S.self as? any BuiltInFormStyle.Type {
            return environment(\.formStyle, ResolvedStyle(kind: builtIn.kind))
        }
        return environment(\.formStyle, ResolvedStyle(style: style) { parts in
            AnyView(FormStyleBody(style: style, configuration: FormStyleConfiguration(content: FormStyleConfiguration.Content(content: parts.content))))
        })
    }
}
