import Foundation

/// A collection-view-backed list (docs/DESIGN.md §2, strategy 3): estimated row heights, self-sizing when a
/// row is about to be displayed, cells reconfigured from a reuse pool, the content offset adjusted when
/// rows above the visible ones change size, and prefetching in the scroll direction.
nonisolated public struct List<Content: View>: View, PrimitiveView {
    /// The height assumed for rows not yet displayed.
    let estimatedRowHeight: Double
    /// Space between rows.
    let spacing: Double
    /// The rows (usually a `ForEach`).
    let content: Content

    /// A list of `content`'s rows, estimated at 44 points (UIKit's default estimate) until they are
    /// self-sized, with no space between them.
    public init(@ViewBuilder content: () -> Content) {
        self.init(estimatedRowHeight: 44, spacing: 0, content: content)
    }

    /// A list with a row estimate and spacing of the lab's choosing (scenario files set both).
    package init(estimatedRowHeight: Double, spacing: Double, @ViewBuilder content: () -> Content) {
        self.estimatedRowHeight = estimatedRowHeight
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode {
        ListNode(graph: graph, content: content, spacing: spacing, estimatedRowHeight: estimatedRowHeight, viewType: Self.self)
    }
}

extension List {
    /// A row per identifiable element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index == Int {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent>, Data.Index == Int {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

extension List: RowStackContent {
    var anyContent: any View { content }
}

extension View {
    /// The list style (accepted; the lab's list is the plain one).
    nonisolated public func listStyle<S>(_ style: S) -> some View { self }
}
