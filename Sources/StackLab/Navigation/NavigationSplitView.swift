@_spi(Nodes) import StackLabCore
import StackLabContent

/// Two or three columns side by side (SwiftUI's `NavigationSplitView`). On iPhone the columns collapse
/// into a navigation stack that shows one of them: the lab lays out the sidebar (or the column
/// `preferredCompactColumn` names) below a navigation bar, as `NavigationStack` does.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let compactColumn: NavigationSplitViewColumn

    init(sidebar: Sidebar, content: Content, detail: Detail, compactColumn: NavigationSplitViewColumn = .sidebar) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.compactColumn = compactColumn
    }

    /// Three columns: sidebar, content and detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns whose visibility is bound (accepted: iPhone shows one column).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Two columns: sidebar and detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// Two columns whose visibility is bound (accepted).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// Primitive: one column below a navigation bar.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        BarContainerNode(graph: graph, view: self, bars: .navigation) { view in
            switch view.compactColumn.column {
            case .detail: (view.detail, false)
            case .content where Content.self != EmptyView.self: (view.content, false)
            default: (view.sidebar, false)
            }
        }
    }
}

extension NavigationSplitView {
    /// Three columns, iPhone showing `preferredCompactColumn`.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), compactColumn: preferredCompactColumn.wrappedValue)
    }

    /// Three columns whose visibility is bound, iPhone showing `preferredCompactColumn`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), compactColumn: preferredCompactColumn.wrappedValue)
    }

    /// Two columns, iPhone showing `preferredCompactColumn`.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), compactColumn: preferredCompactColumn.wrappedValue)
    }

    /// Two columns whose visibility is bound, iPhone showing `preferredCompactColumn`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), compactColumn: preferredCompactColumn.wrappedValue)
    }
}

/// Which columns of a split view are visible (SwiftUI's `NavigationSplitViewVisibility`; on iPhone one
/// is, whatever the value).
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    let name: String

    /// The detail column only.
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "detailOnly") }
    /// The content and detail columns.
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "doubleColumn") }
    /// Every column.
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "all") }
    /// As the platform decides.
    nonisolated public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "automatic") }

    /// Writes the visibility by name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Reads a visibility written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    init(name: String) {
        self.name = name
    }
}

/// A column of a split view (SwiftUI's `NavigationSplitViewColumn`).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Column: Hashable, Sendable { case sidebar, content, detail }
    let column: Column

    /// The sidebar.
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(column: .sidebar) }
    /// The middle column.
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(column: .content) }
    /// The detail column.
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(column: .detail) }
}

/// How a split view arranges its columns (SwiftUI's `NavigationSplitViewStyle`; on iPhone the columns
/// collapse into a stack whatever the style).
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The style's view for a split view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style is given.
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// What a split view style is given (opaque, as in SwiftUI).
public struct NavigationSplitViewStyleConfiguration {}

/// The platform's split view style.
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    public init() {}
    /// Never called by the lab: on iPhone the columns collapse into a stack.
    public func makeBody(configuration: AutomaticNavigationSplitViewStyle.Configuration) -> some View { EmptyView() }
}

/// Columns that share the width.
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
    /// Never called by the lab: on iPhone the columns collapse into a stack.
    public func makeBody(configuration: BalancedNavigationSplitViewStyle.Configuration) -> some View { EmptyView() }
}

/// A detail column that keeps its size while the others overlay it.
nonisolated public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent detail style.
    public init() {}
    /// Never called by the lab: on iPhone the columns collapse into a stack.
    public func makeBody(configuration: ProminentDetailNavigationSplitViewStyle.Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's style.
    nonisolated public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns that share the width.
    nonisolated public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A detail column that keeps its size.
    nonisolated public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// A split view column's width (accepted: on iPhone the shown column takes the whole width).
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// A split view column's width range (accepted: on iPhone the shown column takes the whole width).
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// The style of split views inside (accepted: on iPhone they collapse into a stack).
    nonisolated public func navigationSplitViewStyle<S>(_ style: S) -> some View where S: NavigationSplitViewStyle { self }
}
