@_spi(Nodes) import StackLabCore
import StackLabContent

/// An item the system adds to a toolbar (SwiftUI's `ToolbarDefaultItemKind`).
public struct ToolbarDefaultItemKind {
    let name: String

    /// A split view's sidebar button.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title.
    public static let title = ToolbarDefaultItemKind(name: "title")
}

extension ToolbarDefaultItemKind: Sendable {}
