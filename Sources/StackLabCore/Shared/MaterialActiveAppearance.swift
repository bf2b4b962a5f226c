/// Whether materials look active or follow their window. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct MaterialActiveAppearance: Sendable, Equatable {
    let name: String
    /// As the system decides.
    public static let automatic = MaterialActiveAppearance(name: "automatic")
    /// Always active.
    public static let active = MaterialActiveAppearance(name: "active")
    /// Active when the window is.
    public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
}
