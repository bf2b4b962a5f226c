/// Dismisses the presentation a view is in (`@Environment(\.dismiss)`); the lab presents nothing, so
/// calling it does nothing.
public struct DismissAction {
    let action: () -> Void

    init(_ action: @escaping () -> Void = {}) {
        self.action = action
    }

    /// Dismisses.
    public func callAsFunction() { action() }
}

extension DismissAction: @unchecked Sendable {}
