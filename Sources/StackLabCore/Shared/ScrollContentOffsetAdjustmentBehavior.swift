/// Whether a scroll view keeps its content in place when its size changes. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct ScrollContentOffsetAdjustmentBehavior {
    let name: String
    /// As the system decides.
    public static var automatic: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(name: "automatic") }
    /// Never adjusted.
    public static var disabled: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(name: "disabled") }
}
