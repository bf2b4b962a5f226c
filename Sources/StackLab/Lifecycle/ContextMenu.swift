// A context menu is built when it opens, never during a scroll: accepted with no effect.
extension View {
    /// A context menu (accepted: built when opened, not in a scroll).
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    /// A context menu with a preview (accepted).
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { self }
}
