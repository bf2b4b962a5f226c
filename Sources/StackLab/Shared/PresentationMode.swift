/// Whether a view is presented, and a way to dismiss it (deprecated; `DismissAction` replaced it).
public struct PresentationMode {
    let presented: Bool
    let onDismiss: () -> Void

    init(isPresented: Bool = false, dismiss: @escaping () -> Void = {}) {
        presented = isPresented
        onDismiss = dismiss
    }

    /// Whether the view is presented.
    public var isPresented: Bool { presented }

    /// Dismisses the view (nothing is presented in the lab).
    public mutating func dismiss() { onDismiss() }
}
