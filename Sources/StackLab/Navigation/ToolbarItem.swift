@_spi(Nodes) import StackLabCore
import StackLabContent

/// An item of a toolbar (SwiftUI's `ToolbarItem`).
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let itemID: ID
    let content: Content

    /// Primitive: an item the bar draws.
    public var body: Never { return fatalError("ToolbarItem has no body") }
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, itemID: (), content: content())
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// An item a person can move or hide, at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, itemID: id, content: content())
    }

    /// An item a person can move or hide, shown or not by default.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, itemID: id, content: content())
    }
}

extension ToolbarItem: Identifiable where ID: Hashable {
    /// The item's identity.
    public var id: ID { itemID }
}

extension ToolbarItem: LabToolbarContent {
    var placesBottomBar: Bool { placement.kind == .bottomBar }
}
