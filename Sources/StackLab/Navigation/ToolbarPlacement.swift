@_spi(Nodes) import StackLabCore
import StackLabContent

/// A bar of the screen (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement {
    enum Bar: Sendable { case automatic, bottomBar, navigationBar, tabBar }
    let bar: Bar

    /// The platform's bar for the context (the navigation bar on iPhone).
    public static var automatic: ToolbarPlacement { ToolbarPlacement(bar: .automatic) }
    /// The bottom toolbar.
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement(bar: .bottomBar) }
    /// The navigation bar.
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement(bar: .navigationBar) }
    /// The tab bar.
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(bar: .tabBar) }
}
