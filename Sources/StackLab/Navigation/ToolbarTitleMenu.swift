@_spi(Nodes) import StackLabCore
import StackLabContent

/// The menu a navigation title opens (SwiftUI's `ToolbarTitleMenu`; accepted: the menu is not on
/// screen).
nonisolated public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent {
    let content: Content

    /// The title menu's default items.
    public init() where Content == EmptyView {
        content = EmptyView()
    }

    /// A title menu of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive: a menu the bar shows.
    public var body: Never { return fatalError("ToolbarTitleMenu has no body") }
}
