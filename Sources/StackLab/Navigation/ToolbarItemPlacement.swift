@_spi(Nodes) import StackLabCore
import StackLabContent

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`). Items in the navigation bar leave its
/// height alone; items in the bottom bar make the bottom toolbar appear.
public struct ToolbarItemPlacement: Sendable {
    enum Kind: Sendable { case navigationBar, bottomBar, keyboard, other }
    let kind: Kind

    /// As the platform decides (the navigation bar's trailing edge on iPhone).
    public static let automatic = ToolbarItemPlacement(kind: .navigationBar)
    /// The bar's centre.
    public static let principal = ToolbarItemPlacement(kind: .navigationBar)
    /// The navigation position.
    public static let navigation = ToolbarItemPlacement(kind: .navigationBar)
    /// The primary action.
    public static let primaryAction = ToolbarItemPlacement(kind: .navigationBar)
    /// A secondary action (in a menu on iPhone).
    public static let secondaryAction = ToolbarItemPlacement(kind: .navigationBar)
    /// The status position (the bottom bar on iPhone).
    public static let status = ToolbarItemPlacement(kind: .bottomBar)
    /// A confirming action in a sheet.
    public static let confirmationAction = ToolbarItemPlacement(kind: .navigationBar)
    /// A cancelling action in a sheet.
    public static let cancellationAction = ToolbarItemPlacement(kind: .navigationBar)
    /// A destructive action in a sheet.
    public static let destructiveAction = ToolbarItemPlacement(kind: .navigationBar)
    /// Above the keyboard (the lab has no keyboard).
    public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
    /// The navigation bar's leading edge.
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(kind: .navigationBar) }
    /// The navigation bar's trailing edge.
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(kind: .navigationBar) }
    /// The navigation bar's leading edge (older spelling).
    public static let navigationBarLeading = ToolbarItemPlacement(kind: .navigationBar)
    /// The navigation bar's trailing edge (older spelling).
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: .navigationBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
}
