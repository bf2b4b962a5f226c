@_spi(Nodes) import StackLabCore
import StackLabContent

/// The node of a list made with SwiftUI's initializers: a list on a phone is its own scroll view, so
/// the node holds a `ScrollView` around the lab's list strategy (the same `ListNode` the List strategy
/// records), with the list's content margins around it and its rows, section headers and footers
/// laid out in the list style (`ListRows`). It tells its content which list it is in (`ListContext`).
final class ListHostNode<SelectionValue: Hashable, Content: View>: PassthroughNode {
    private var rows: Content
    private var written = EnvironmentValues()
    private var settings: ListHostSettings

    init(graph: ViewGraph, view: List<SelectionValue, Content>) {
        rows = view.content
        settings = ListHostSettings(environment: graph.buildEnvironment)
        super.init(graph: graph, viewType: List<SelectionValue, Content>.self)
        written = settings.childEnvironment(from: environment)
        content = reconcile(nil, with: scrollView())
    }

    override var childEnvironment: EnvironmentValues { written }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: List<SelectionValue, Content>.self) else { return }
        rows = view.content
        content = reconcile(content, with: scrollView())
    }

    override func environmentChanged(from old: EnvironmentValues) {
        let next = ListHostSettings(environment: environment)
        written = next.childEnvironment(from: environment)
        super.environmentChanged(from: old)
        if next != settings {
            settings = next
            content = reconcile(content, with: scrollView())
        }
    }

    /// The list's scroll view: the strategy's list, rebuilt when its row spacing changes (the strategy
    /// takes it once), inside the content margins.
    private func scrollView() -> some View {
        let core = List<Never, ListRows>(estimatedRowHeight: 44, spacing: settings.rowSpacing, content: ListRows(rows))
        let margins = settings.margins
        let spacing = settings.rowSpacing
        return ScrollView(.vertical) { core.id(spacing).padding(margins) }
    }
}

/// What a list takes from the environment above it.
struct ListHostSettings: Equatable {
    var context: ListContext
    var rowSpacing: Double
    var margins: EdgeInsets

    init(environment: EnvironmentValues) {
        let style = environment.labValue(ListStyleKey.self)
        let explicit = environment.labValue(ContentMarginsKey.self).scrollContent
        context = ListContext(style: style,
                              sectionSpacing: environment.labValue(ListSectionSpacingKey.self),
                              minRowHeight: Double(environment.labValue(DefaultMinListRowHeightKey.self)),
                              minHeaderHeight: environment.labValue(DefaultMinListHeaderHeightKey.self).map(Double.init),
                              marginsReplaced: explicit.leading != nil || explicit.trailing != nil)
        rowSpacing = Double(environment.labValue(ListRowSpacingKey.self) ?? 0)
        margins = EdgeInsets(top: explicit.top ?? 0, leading: explicit.leading ?? 0, bottom: explicit.bottom ?? 0, trailing: explicit.trailing ?? 0)
    }

    /// The environment the list's content sees: it is in this list, and the margins were applied.
    func childEnvironment(from environment: EnvironmentValues) -> EnvironmentValues {
        var copy = environment
        copy.listContext = context
        copy.contentMarginValues = ContentMarginValues()
        return copy
    }
}

/// A list's content as the rows the list strategy windows: a `ForEach` gives a row per element, a
/// `Section` its header, its content's rows and its footer, builders and sections (also inside a
/// `ForEach`, and under environment modifiers) are flattened; each row that is not a header or
/// footer takes the style's insets and minimum height (`ListRowChrome`). Looking a row up does not
/// build the others, except a `ForEach` of sections, whose sections are listed when the list updates.
nonisolated struct ListRows: View, ContentPrimitive, RowSource {
    private enum Segment {
        /// Rows of a data-driven source, each wrapped by the environment modifiers above it.
        case source(any RowSource, [any EnvironmentWrapping])
        /// One row, already wrapped; headers and footers are not given row insets.
        case single(any View, isChrome: Bool)
    }

    private var segments: [Segment] = []
    private var starts: [Int] = []
    /// How many rows.
    private(set) var rowCount = 0

    init(_ content: some View) {
        append(content, wraps: [])
    }

    private mutating func append(_ view: any View, wraps: [any EnvironmentWrapping], isChrome: Bool = false) {
        if let section = view as? any ListSectionRows {
            for element in section.listElements { append(element.view, wraps: wraps, isChrome: element.isChrome) }
        } else if let source = view as? any RowSource {
            if source.rowCount > 0, Self.isFlattenable(source.rowView(at: 0)) {
                for index in 0..<source.rowCount { append(source.rowView(at: index), wraps: wraps) }
            } else {
                starts.append(rowCount)
                segments.append(.source(source, wraps))
                rowCount += source.rowCount
            }
        } else if let list = view as? any ViewList {
            for element in list.elements { append(element, wraps: wraps) }
        } else if let writer = view as? any EnvironmentWrapping, Self.isFlattenable(writer.wrappedContent) {
            append(writer.wrappedContent, wraps: wraps + [writer])
        } else {
            starts.append(rowCount)
            segments.append(.single(Self.wrap(view, in: wraps), isChrome: isChrome))
            rowCount += 1
        }
    }

    /// Whether a view holds several rows of a list.
    private static func isFlattenable(_ view: any View) -> Bool {
        if view is any ListSectionRows || view is any ViewList { return true }
        if let writer = view as? any EnvironmentWrapping { return isFlattenable(writer.wrappedContent) }
        return false
    }

    private static func wrap(_ view: any View, in wraps: [any EnvironmentWrapping]) -> any View {
        wraps.reversed().reduce(view) { $1.rewrapping($0) }
    }

    /// The segment that holds row `index`, and the row's offset in it.
    private func locate(_ index: Int) -> (Segment, Int) {
        let segment = starts.segment(containing: index)
        return (segments[segment], index - starts[segment])
    }

    func rowID(at index: Int) -> AnyHashable {
        switch locate(index) {
        case let (.source(source, _), offset): AnyHashable(RowID(segment: index - offset, id: source.rowID(at: offset)))
        case (.single, _): AnyHashable(RowID(segment: index, id: AnyHashable(index)))
        }
    }

    func rowView(at index: Int) -> any View {
        switch locate(index) {
        case let (.source(source, wraps), offset): Self.chrome(Self.wrap(source.rowView(at: offset), in: wraps))
        case let (.single(view, isChrome), _): isChrome ? view : Self.chrome(view)
        }
    }

    private static func chrome(_ view: any View) -> any View {
        func make<V: View>(_ view: V) -> any View { ListRowChrome(content: view) }
        return make(view)
    }

    /// Primitive: outside a list, the rows stacked.
    var body: Never { primitiveBody() }

    var primitiveContent: any View {
        let rows = self
        return VStack(spacing: 0) { ForEach(0..<rows.rowCount) { OutlineRow(view: rows.rowView(at: $0)) } }
    }
}

/// A view that writes the environment for its content (`EnvironmentWriter`), seen by a list that lays
/// the content out as several rows: each row is wrapped in the same writer.
protocol EnvironmentWrapping {
    var wrappedContent: any View { get }
    func rewrapping(_ view: any View) -> any View
}

extension EnvironmentWriter: EnvironmentWrapping {
    var wrappedContent: any View { content }

    func rewrapping(_ view: any View) -> any View {
        func make<V: View>(_ view: V) -> any View { EnvironmentWriter<V>(content: view, apply: apply, value: value) }
        return make(view)
    }
}

/// A section seen by a list: its header, its rows and its footer, the header and footer marked.
protocol ListSectionRows {
    var listElements: [(view: any View, isChrome: Bool)] { get }
}
