/// Whether a control activates when a dragged item hovers over it. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct SpringLoadingBehavior: Hashable, Sendable {
    let name: String
    /// As the context decides.
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    /// Activates.
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    /// Does not activate.
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}
