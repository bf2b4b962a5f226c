/// Whether a held button repeats its action. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String
    /// As the context decides.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// Repeats.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// Does not repeat.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}
