/// The order a menu's items are shown in. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct MenuOrder: Equatable, Hashable, Sendable {
    let name: String
    /// As the system decides.
    public static let automatic = MenuOrder(name: "automatic")
    /// The first items closest to where the menu opens.
    public static let priority = MenuOrder(name: "priority")
    /// Top to bottom as declared.
    public static let fixed = MenuOrder(name: "fixed")
}
