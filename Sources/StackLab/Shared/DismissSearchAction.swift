/// Ends the search a view is in (`@Environment(\.dismissSearch)`); the lab has no search field, so
/// calling it does nothing.
public struct DismissSearchAction {
    let action: () -> Void

    init(_ action: @escaping () -> Void = {}) {
        self.action = action
    }

    /// Ends the search.
    public func callAsFunction() { action() }
}

extension DismissSearchAction: @unchecked Sendable {}
