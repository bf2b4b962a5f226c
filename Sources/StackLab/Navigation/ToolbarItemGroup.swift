@_spi(Nodes) import StackLabCore
import StackLabContent

/// Several items at one placement (SwiftUI's `ToolbarItemGroup`).
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Items at `placement`, collapsed behind `label` when the bar is short of room.
    public init<C, L>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
        where Content == LabeledToolbarItemGroupContent<C, L>, C: View, L: View {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }

    /// Primitive: items the bar draws.
    public var body: Never { return fatalError("ToolbarItemGroup has no body") }
}

extension ToolbarItemGroup: LabToolbarContent {
    var placesBottomBar: Bool { placement.kind == .bottomBar }
}

/// The items of a labelled toolbar group (SwiftUI's `LabeledToolbarItemGroupContent`): laid out as the
/// items.
nonisolated public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View, ContentPrimitive {
    let content: Content
    let label: Label

    /// Primitive: the items.
    public var body: Never { primitiveBody() }

    var primitiveContent: any View { content }
}
