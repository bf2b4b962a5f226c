@_spi(Nodes) import StackLabCore
import StackLabContent

/// A list row as a list cell lays it out: its content inset by the row insets (the style's, or the
/// row's own `listRowInsets`) and by the section margin of inset styles, at least the minimum row
/// height tall, its content centred vertically as a table cell centres it.
nonisolated struct ListRowChrome<Content: View>: View, PrimitiveView {
    let content: Content

    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { ListRowChromeNode<Content>(graph: graph, view: self) }
}

/// The node of a `ListRowChrome`.
final class ListRowChromeNode<Content: View>: ViewNode {
    private var content: ViewNode?

    init(graph: ViewGraph, view: ListRowChrome<Content>) {
        super.init(graph: graph, viewType: ListRowChrome<Content>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: ListRowChrome<Content>.self) else { return }
        content = reconcile(content, with: view.content)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
    }

    private var context: ListContext { environment.labValue(ListContextKey.self) ?? .standard }

    /// The row's insets: its own `listRowInsets` when it sets them, else the style's.
    private var insets: EdgeInsets {
        var value: ListRowInsetsPreference? = nil
        var found = false
        content?.collectPreference(ListRowInsetsKey.self, into: &value, found: &found)
        if let custom = value?.insets { return custom }
        return EdgeInsets(top: ListMetrics.rowVerticalInset, leading: ListMetrics.rowHorizontalInset,
                          bottom: ListMetrics.rowVerticalInset, trailing: ListMetrics.rowHorizontalInset)
    }

    /// The content's frame and the row's height for a row `width` wide (nil: the content's ideal).
    private func layout(width: Double?) -> (inner: Rect, height: Double, width: Double) {
        let context = context
        let margin = width.map { context.margin(width: $0) } ?? 0
        let insets = insets
        let innerWidth = width.map { max(0, $0 - 2 * margin - insets.horizontal) }
        let size = content?.measure(ProposedSize(width: innerWidth, height: nil)) ?? .zero
        let height = max(context.minRowHeight, size.height + insets.vertical)
        let top = Double(insets.top) + (height - insets.vertical - size.height) / 2
        let inner = Rect(x: margin + Double(insets.leading), y: top, width: size.width, height: size.height)
        return (inner, height, width ?? size.width + 2 * margin + insets.horizontal)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let row = layout(width: proposal.width)
        return Size(width: row.width, height: row.height)
    }

    override func placeContent(in rect: Rect) {
        let row = layout(width: rect.width)
        content?.place(in: row.inner.offsetBy(dx: rect.minX, dy: rect.minY))
    }
}

/// The insets a row asked for with `listRowInsets` (nil insets: the style's).
struct ListRowInsetsPreference: Sendable {
    var insets: EdgeInsets?
}

/// Carries a row's `listRowInsets` up to its list cell, as SwiftUI's row traits do.
enum ListRowInsetsKey: PreferenceKey {
    static let defaultValue: ListRowInsetsPreference? = nil
    static func reduce(value: inout ListRowInsetsPreference?, nextValue: () -> ListRowInsetsPreference?) {
        if value == nil { value = nextValue() }
    }
}
