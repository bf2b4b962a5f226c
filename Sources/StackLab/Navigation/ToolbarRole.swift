@_spi(Nodes) import StackLabCore
import StackLabContent

/// The purpose of a toolbar (SwiftUI's `ToolbarRole`; it arranges items, accepted).
public struct ToolbarRole: Sendable {
    let name: String

    /// As the platform decides.
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
    /// A navigation stack's toolbar.
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
    /// A browser's toolbar.
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
    /// An editor's toolbar (the title moves to the leading edge).
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}
