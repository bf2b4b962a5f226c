@_spi(Nodes) import StackLabCore
import StackLabContent

/// A context menu's items (deprecated; `contextMenu(menuItems:)` takes them directly).
public struct ContextMenu<MenuItems: View> {
    /// A menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

// A context menu is built when it opens, never while the list scrolls: accepted with no effect.
extension View {
    /// A context menu (accepted: built when it opens, not during a scroll).
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// A context menu with a preview (accepted).
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }

    /// A context menu (deprecated form; accepted).
    nonisolated public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View { self }

    /// A context menu for the selected items of a list or table (accepted).
    nonisolated public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                              primaryAction: ((Set<I>) -> Void)? = nil) -> some View { self }
}
