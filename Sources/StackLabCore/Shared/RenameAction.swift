/// Starts renaming (`@Environment(\.rename)`, set by `.renameAction`).
public struct RenameAction {
    let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Starts renaming.
    public func callAsFunction() { action() }
}
