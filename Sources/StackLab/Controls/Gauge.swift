@_spi(Nodes) import StackLabCore
import StackLabContent

/// A view that shows a value within a range, as SwiftUI's `Gauge`, laid out by its style: a linear
/// capacity bar by default on iOS (the label and current value on one line, then the bar between the
/// bound labels), a ring in the circular accessory styles; an app's own `GaugeStyle` as its
/// `makeBody(configuration:)` returns.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let parts: GaugeParts
    @Environment(\.self) private var environment
    /// The style in effect.
    private var style: ResolvedStyle<GaugeStyleKind> { environment[style: GaugeStyleKind.self] }

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
                                 minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?) {
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? Double((value - bounds.lowerBound) / span) : 0
        parts = GaugeParts(value: min(1, max(0, fraction)), label: label, currentValueLabel: currentValueLabel,
                           minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// The gauge as its style lays it out.
    public var body: some View {
        style.body(parts) ?? GaugeLayout(parts: parts, kind: style.kind ?? .automatic).view
    }

    /// Creates a gauge showing a value within a range and describes the gauge's purpose.
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a gauge showing a value within a range and that describes the gauge's purpose and current
    /// value.
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a gauge showing a value within a range and that describes the gauge's purpose and current
    /// value, with labels for the range's bounds.
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// Creates a gauge representing a value within a range, with marked values (which the built-in styles
    /// of iOS do not draw).
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels) where BoundsLabel == EmptyView, V: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a gauge representing a value within a range, with bound and marked value labels.
    public init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels) where V: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}
