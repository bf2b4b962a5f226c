/// Whether a drop target opens when something is held over it (SwiftUI's `SpringLoadingBehavior`).
public struct SpringLoadingBehavior: Hashable, Sendable {
    let name: String
    /// As the platform decides.
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    /// Opens.
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    /// Does not open.
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}
