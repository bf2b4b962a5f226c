@_spi(Nodes) import StackLabCore
import StackLabContent

/// The style of toolbar labels (SwiftUI's `ToolbarLabelStyle`).
public struct ToolbarLabelStyle: Sendable, Equatable {
    /// As the platform decides.
    public static var automatic: ToolbarLabelStyle { ToolbarLabelStyle() }
}

extension EnvironmentValues {
    /// The style of toolbar labels: the platform's (nil) in the lab.
    public var toolbarLabelStyle: ToolbarLabelStyle? { nil }
}
