import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A collection-view-backed list (docs/DESIGN.md §2, strategy 3): estimated row heights, self-sizing when a
/// row is about to be displayed, cells reconfigured from a reuse pool, the content offset adjusted when
/// rows above the visible ones change size, and prefetching in the scroll direction.
///
/// SwiftUI's initializers make a list as a phone shows one: it scrolls itself, its rows take the list
/// style's insets and minimum height, and sections lay their headers and footers out as rows (see
/// `Lists/ListHost.swift`). The lab's own initializer, which the scenario runner uses, makes the bare
/// strategy it records, placed inside the recording's scroll view.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// The height assumed for rows not yet displayed.
    let estimatedRowHeight: Double
    /// Space between rows.
    let spacing: Double
    /// The rows (usually a `ForEach`).
    let content: Content
    /// Whether the list is SwiftUI's (it scrolls itself and lays rows out in its style) rather than the
    /// lab's strategy under test.
    let standalone: Bool

    /// A list as SwiftUI's initializers make it: UIKit's 44 pt row estimate, no space between rows.
    init(standalone content: Content) {
        self.estimatedRowHeight = 44
        self.spacing = 0
        self.content = content
        self.standalone = true
    }

    init(estimatedRowHeight: Double, spacing: Double, content: Content) {
        self.estimatedRowHeight = estimatedRowHeight
        self.spacing = spacing
        self.content = content
        self.standalone = false
    }

    /// A list whose rows can be selected several at a time (selection is accepted: the lab does not
    /// tap), laid out as `init(content:)`.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(standalone: content())
    }

    /// A list whose rows can be selected one at a time (accepted), laid out as `init(content:)`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(standalone: content())
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        if standalone { return ListHostNode(graph: graph, view: self) }
        return ListNode(graph: graph, content: content, spacing: spacing, estimatedRowHeight: estimatedRowHeight, viewType: Self.self)
    }
}

extension List where SelectionValue == Never {
    /// A list of `content`'s rows, estimated at 44 points (UIKit's default estimate) until they are
    /// self-sized; it scrolls itself and lays its rows out in the list style.
    public init(@ViewBuilder content: () -> Content) {
        self.init(standalone: content())
    }

    /// The list strategy as the scenario runner records it: a row estimate and spacing of the lab's
    /// choosing (scenario files set both), rows as they are, inside the recording's scroll view.
    package init(estimatedRowHeight: Double, spacing: Double, @ViewBuilder content: () -> Content) {
        self.init(estimatedRowHeight: estimatedRowHeight, spacing: spacing, content: content())
    }
}

extension List: RowStackContent {
    package var anyContent: any View { content }
}
