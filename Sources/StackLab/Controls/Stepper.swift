import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control that performs increment and decrement actions, as SwiftUI's `Stepper`: the label on the
/// leading side and UIKit's stepper, 94 × 32 points (`UIStepper`'s intrinsic size since iOS 13; an
/// estimate, the documentation gives no figure), on the trailing side of the width offered; with labels
/// hidden the stepper alone.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    @Environment(\.labelsVisibility) private var labels

    init(label: Label) {
        self.label = label
    }

    /// The label and the stepper.
    public var body: some View {
        labeledPlatformControl(label, UIStepper.self, width: 94, height: 32, labels: labels)
    }
}

extension Stepper {
    /// Creates a stepper instance that performs the closures you provide when the user increments or
    /// decrements the stepper.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label())
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value you
    /// provide.
    public init<V>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {
        self.init(label: label())
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value and
    /// within a range of values you provide.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {
        self.init(label: label())
    }

    /// Creates a stepper with a custom label that increments or decrements a binding to a formatted value.
    public init<F>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label())
    }

    /// Creates a stepper with a custom label that increments or decrements a binding to a formatted value
    /// within a range.
    public init<F>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label())
    }

    /// Creates a stepper instance that performs the closures you provide (deprecated form, the label
    /// last).
    @_disfavoredOverload
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }

    /// Creates a stepper that increments or decrements a binding (deprecated form, the label last).
    @_disfavoredOverload
    public init<V>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V: Strideable {
        self.init(label: label())
    }

    /// Creates a stepper that increments or decrements a binding within a range (deprecated form, the
    /// label last).
    @_disfavoredOverload
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V: Strideable {
        self.init(label: label())
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper that uses a title key and executes the closures you provide.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: Text(titleKey))
    }

    /// Creates a stepper using a title string and that executes the closures you provide.
    @_disfavoredOverload
    public init<S>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol {
        self.init(label: Text(title))
    }

    /// Creates a stepper with a title key and configured to increment and decrement a binding.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {
        self.init(label: Text(titleKey))
    }

    /// Creates a stepper with a title and configured to increment and decrement a binding.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, V: Strideable {
        self.init(label: Text(title))
    }

    /// Creates a stepper with a title key, configured to increment and decrement a binding within a range.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: Strideable {
        self.init(label: Text(titleKey))
    }

    /// Creates a stepper with a title, configured to increment and decrement a binding within a range.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, V: Strideable {
        self.init(label: Text(title))
    }

    /// Creates a stepper with a title key that increments or decrements a binding to a formatted value.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleKey))
    }

    /// Creates a stepper with a title that increments or decrements a binding to a formatted value.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(title))
    }

    /// Creates a stepper with a title key that increments or decrements a binding to a formatted value
    /// within a range.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleKey))
    }

    /// Creates a stepper with a title that increments or decrements a binding to a formatted value within
    /// a range.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where S: StringProtocol, F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(title))
    }
}
