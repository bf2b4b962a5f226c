@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control for selecting a value from a bounded linear range of values, as SwiftUI's `Slider`: UIKit's
/// slider across the width offered, 31 points high (the height Interface Builder gives `UISlider` at its
/// intrinsic size; an estimate, the documentation gives no figure; 118 points wide when asked for its
/// ideal size, Interface Builder's default), between its minimum and maximum value labels. On iOS the
/// slider's own label is not drawn: it names the slider for VoiceOver.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init(minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) {
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The value labels on each side of the track.
    public var body: some View {
        HStack {
            minimumValueLabel
            PlatformControl<UISlider>(width: .flexible(ideal: 118, minimum: 0), height: .fixed(31))
            maximumValueLabel
        }
    }
}

extension Slider {
    /// Creates a slider to select a value from a given range, which displays the provided labels.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays
    /// the provided labels.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// Creates a slider with value labels (deprecated form, the labels as values).
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// Creates a slider with a step and value labels (deprecated form, the labels as values).
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays
    /// the provided label.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider with a label (deprecated form, the label last).
    @_disfavoredOverload
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider with a step and a label (deprecated form, the label last).
    @_disfavoredOverload
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(minimumValueLabel: nil, maximumValueLabel: nil)
    }
}
