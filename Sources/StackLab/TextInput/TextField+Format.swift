import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// The text field initializers that bind a value of another type: the field shows the value as its
/// format style or formatter writes it, the prompt (else the title) while there is none.

extension TextField where Label == Text {
    /// Creates a text field that applies a format style to a bound optional value, with a label generated
    /// from a localized title string.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: value.wrappedValue.map { format.format($0) } ?? "", placeholder: prompt ?? Text(titleKey))
    }

    /// Creates a text field that applies a format style to a bound optional value, with a label generated
    /// from a title string.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil) where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: value.wrappedValue.map { format.format($0) } ?? "", placeholder: prompt ?? Text(title))
    }

    /// Creates a text field that applies a format style to a bound value, with a label generated from a
    /// localized title string.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), placeholder: prompt ?? Text(titleKey))
    }

    /// Creates a text field that applies a format style to a bound value, with a label generated from a
    /// title string.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), placeholder: prompt ?? Text(title))
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated from a
    /// localized title string and a prompt.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: prompt ?? Text(titleKey))
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated from a title
    /// string and a prompt.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) where S: StringProtocol {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: prompt ?? Text(title))
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated from a
    /// localized title string.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: Text(titleKey))
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated from a title
    /// string.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter) where S: StringProtocol {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: Text(title))
    }

    /// Creates a formatted text field with editing callbacks (deprecated).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// Creates a formatted text field with an editing callback (deprecated).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// Creates a formatted text field with a commit callback (deprecated).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// Creates a formatted text field titled with a string, with editing callbacks (deprecated).
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) where S: StringProtocol {
        self.init(title, value: value, formatter: formatter)
    }

    /// Creates a formatted text field titled with a string, with an editing callback (deprecated).
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) where S: StringProtocol {
        self.init(title, value: value, formatter: formatter)
    }

    /// Creates a formatted text field titled with a string, with a commit callback (deprecated).
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) where S: StringProtocol {
        self.init(title, value: value, formatter: formatter)
    }
}

extension TextField {
    /// Creates a text field that applies a format style to a bound optional value, with a custom label
    /// (not drawn on iOS).
    public init<F>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: value.wrappedValue.map { format.format($0) } ?? "", placeholder: prompt)
    }

    /// Creates a text field that applies a format style to a bound value, with a custom label (not drawn
    /// on iOS).
    public init<F>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), placeholder: prompt)
    }

    /// Creates a text field that applies a formatter to a bound value, with a custom label (not drawn on
    /// iOS).
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: prompt)
    }
}
