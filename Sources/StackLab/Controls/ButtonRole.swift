@_spi(Nodes) import StackLabCore
import StackLabContent

/// What a button does, in SwiftUI: a destructive or cancel role changes how the system draws it (red
/// text, where a menu or dialog places it). Drawing only in the lab: a role changes no size.
public struct ButtonRole: Equatable, Sendable {
    let kind: Int
    /// A button that deletes data or performs another destructive action.
    public static let destructive = ButtonRole(kind: 0)
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(kind: 1)
}
