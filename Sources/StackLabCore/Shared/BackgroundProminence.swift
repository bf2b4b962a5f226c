/// How prominent the background behind a view is (a selected list row's is increased). SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct BackgroundProminence: Hashable, Sendable {
    let name: String
    /// The usual background.
    public static let standard = BackgroundProminence(name: "standard")
    /// A prominent background (a selected row).
    public static let increased = BackgroundProminence(name: "increased")
}
