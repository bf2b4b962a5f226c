/// Whether a window's toolbar shows in full screen. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct WindowToolbarFullScreenVisibility: Sendable {
    let name: String
    /// As the system decides.
    public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
}
