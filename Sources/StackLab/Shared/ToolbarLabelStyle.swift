/// How toolbar items' labels are shown. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct ToolbarLabelStyle: Sendable, Equatable {
    let name: String
    /// As the system decides.
    public static var automatic: ToolbarLabelStyle { ToolbarLabelStyle(name: "automatic") }
}
