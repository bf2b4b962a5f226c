/// How prominent a badge is. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct BadgeProminence: Hashable, Sendable {
    let name: String
    /// Less prominent.
    public static let decreased = BadgeProminence(name: "decreased")
    /// The usual.
    public static let standard = BadgeProminence(name: "standard")
    /// More prominent.
    public static let increased = BadgeProminence(name: "increased")
}
