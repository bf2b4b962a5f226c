@_spi(Nodes) import StackLabCore
import StackLabContent

/// A header, some content and a footer (SwiftUI's `Section`). In a stack the three lay out one after
/// the other, as a `Group`'s views; in a list the header and footer are rows of the list's section
/// header style (`SectionChrome`) and the content gives the list its rows. A collapsed section
/// (`isExpanded` false) shows its header only.
nonisolated public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    let isExpanded: Bool
}

extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {
    /// Primitive: its header, content and footer.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { GroupNode(graph: graph, view: self, list: Self.self) }
}

extension Section: ViewList where Parent: View, Content: View, Footer: View {
    package var elements: [any View] { listElements.map(\.view) }
}

extension Section: ListSectionRows where Parent: View, Content: View, Footer: View {
    var listElements: [(view: any View, isChrome: Bool)] {
        var result: [(view: any View, isChrome: Bool)] = [(SectionChrome(role: .header, content: header), true)]
        if isExpanded { result.append((content, false)) }
        result.append((SectionChrome(role: .footer, content: footer), true))
        return result
    }
}

extension Section where Parent: View, Content: View, Footer: View {
    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer(), isExpanded: true)
    }

    /// A section with a header and a footer given as views (deprecated spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer, isExpanded: true)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer(), isExpanded: true)
    }

    /// A section with a footer given as a view (deprecated spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer, isExpanded: true)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: true)
    }

    /// A section with a header given as a view (deprecated spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView(), isExpanded: true)
    }

    /// A section with a header, collapsed while `isExpanded` is false.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded.wrappedValue)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section without header or footer (in a grouped list, still a group of its own).
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView(), isExpanded: true)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section headed by a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: true)
    }

    /// A section headed by a string.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: true)
    }

    /// A section headed by a localized title, collapsed while `isExpanded` is false.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded.wrappedValue)
    }

    /// A section headed by a string, collapsed while `isExpanded` is false.
    @_disfavoredOverload
    public init<S>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded.wrappedValue)
    }
}

/// A section's header or footer. Outside a list it is its content, flattened into the enclosing
/// stack. In a list it is a row of the style's section header: the style's font for text inside, the
/// list's text inset (and the section margin of inset styles) on the sides, and the height
/// `ListMetrics` gives — in grouped styles a header is at least the section spacing tall, text at its
/// bottom, even when the section has none.
nonisolated struct SectionChrome<Content: View>: View, PrimitiveView {
    enum Role { case header, footer }

    let role: Role
    let content: Content

    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { SectionChromeNode<Content>(graph: graph, view: self) }
}

/// The node of a `SectionChrome`.
final class SectionChromeNode<Content: View>: ViewNode {
    private var content: ViewNode?
    private let role: SectionChrome<Content>.Role
    private let isEmpty = ObjectIdentifier(Content.self) == ObjectIdentifier(EmptyView.self)
    private var written = EnvironmentValues()

    init(graph: ViewGraph, view: SectionChrome<Content>) {
        role = view.role
        super.init(graph: graph, viewType: SectionChrome<Content>.self)
        written = write(environment)
        content = reconcile(nil, with: view.content)
    }

    private var context: ListContext? { environment.labValue(ListContextKey.self) }

    /// In a list, text inside takes the style's header or footer font.
    private func write(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard let context = environment.labValue(ListContextKey.self) else { return environment }
        var copy = environment
        copy.font = role == .footer ? ListMetrics.footerFont
            : ListMetrics.headerFont(style: context.style, prominence: environment.labValue(HeaderProminenceKey.self))
        return copy
    }

    override var childEnvironment: EnvironmentValues { written }

    override func environmentChanged(from old: EnvironmentValues) {
        written = write(environment)
        super.environmentChanged(from: old)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: SectionChrome<Content>.self) else { return }
        content = reconcile(content, with: view.content)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
    }

    override func flatten(into list: inout [ViewNode]) {
        if context == nil {
            content?.flatten(into: &list)
        } else {
            list.append(self)
        }
    }

    /// The content's frame and the row's size in a list, for a row `width` wide.
    private func layout(width: Double?, in context: ListContext) -> (inner: Rect, size: Size) {
        let margin = width.map { context.margin(width: $0) } ?? 0
        let side = margin + ListMetrics.rowHorizontalInset
        let measured = isEmpty ? Size.zero : (content?.measure(ProposedSize(width: width.map { max(0, $0 - 2 * side) }, height: nil)) ?? .zero)
        let rowWidth = width ?? measured.width + 2 * side
        let height: Double
        let top: Double
        switch role {
        case .header where context.style.isGrouped:
            let spacing = context.sectionSpacing ?? ListMetrics.groupedSectionSpacing
            let text = isEmpty ? 0 : measured.height + ListMetrics.groupedHeaderInsets.top + ListMetrics.groupedHeaderInsets.bottom
            height = max(spacing, text, isEmpty ? 0 : context.minHeaderHeight ?? 0)
            top = height - ListMetrics.groupedHeaderInsets.bottom - measured.height
        case .header:
            guard !isEmpty else { return (.zero, Size(width: rowWidth, height: 0)) }
            let insets = ListMetrics.plainHeaderInsets
            height = max(context.minHeaderHeight ?? ListMetrics.plainHeaderMinHeight, measured.height + insets.top + insets.bottom)
            top = (height - measured.height) / 2
        case .footer:
            guard !isEmpty else { return (.zero, Size(width: rowWidth, height: 0)) }
            height = measured.height + ListMetrics.footerInsets.top + ListMetrics.footerInsets.bottom
            top = ListMetrics.footerInsets.top
        }
        return (Rect(x: side, y: top, width: measured.width, height: measured.height), Size(width: rowWidth, height: height))
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        guard let context else { return content?.measure(proposal) ?? .zero }
        return layout(width: proposal.width, in: context).size
    }

    override func placeContent(in rect: Rect) {
        guard let context else {
            content?.place(in: rect)
            return
        }
        guard !isEmpty else { return }
        content?.place(in: layout(width: rect.width, in: context).inner.offsetBy(dx: rect.minX, dy: rect.minY))
    }
}
