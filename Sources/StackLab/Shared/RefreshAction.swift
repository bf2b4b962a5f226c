/// Refreshes a view's content (`@Environment(\.refresh)`, set by `.refreshable`).
public struct RefreshAction: @unchecked Sendable {
    let action: () async -> Void

    init(_ action: @escaping () async -> Void) {
        self.action = action
    }

    /// Runs the refresh.
    public func callAsFunction() async { await action() }
}
