@_spi(Nodes) import StackLabCore
import StackLabContent

/// Whether a person can move or hide a toolbar item (SwiftUI's `ToolbarCustomizationBehavior`).
public struct ToolbarCustomizationBehavior: Sendable {
    let name: String

    /// Movable and removable.
    public static var `default`: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "default") }
    /// Movable only.
    public static var reorderable: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "reorderable") }
    /// Fixed.
    public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "disabled") }
}
