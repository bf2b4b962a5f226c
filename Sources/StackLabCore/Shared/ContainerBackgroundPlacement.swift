/// Which container a `containerBackground` paints. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String
    /// A navigation stack's.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// A navigation split view's.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
}
