import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control that displays an editable text interface, as SwiftUI's `TextField` (UIKit's `UITextField`,
/// or `UITextView` for a vertical field): laid out as its text, or its prompt (else its title) while the
/// text is empty, in the environment's font, across the width offered, one line high for a horizontal
/// field and growing with its text up to the line limit for a vertical one, inside its style's padding.
/// A custom label is not drawn on iOS; the lab has no keyboard and never edits the text.
nonisolated public struct TextField<Label: View>: View {
    let text: String
    let placeholder: Text?
    let axis: Axis
    @Environment(\.textFieldStyle) private var style

    init(text: String, placeholder: Text?, axis: Axis = .horizontal) {
        self.text = text
        self.placeholder = placeholder
        self.axis = axis
    }

    /// The field's text or placeholder inside its style's padding.
    public var body: some View {
        TextInputField(text: text, placeholder: placeholder, isVertical: axis == .vertical, isSecure: false, style: style).view
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        self.init(text: text.wrappedValue, placeholder: Text(title))
    }

    /// Creates a text field with a preferred axis and a text label generated from a localized title
    /// string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey), axis: axis)
    }

    /// Creates a text field with a preferred axis, a prompt and a text label generated from a localized
    /// title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), axis: axis)
    }

    /// Creates a text field with a preferred axis and a text label generated from a title string.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol {
        self.init(text: text.wrappedValue, placeholder: Text(title), axis: axis)
    }

    /// Creates a text field with a preferred axis, a prompt and a text label generated from a title
    /// string.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) where S: StringProtocol {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(title), axis: axis)
    }

    /// Creates a text field with a prompt and a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey))
    }

    /// Creates a text field with a prompt and a text label generated from a title string.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(title))
    }

    /// Creates a text field with a binding to the current selection and a text label generated from a
    /// localized title string (the lab has no cursor: the selection changes nothing).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), axis: axis ?? .horizontal)
    }

    /// Creates a text field with a binding to the current selection and a text label generated from a
    /// title string.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) where S: StringProtocol {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(title), axis: axis ?? .horizontal)
    }

    /// Creates a text field with a text label generated from a localized title string, with editing
    /// callbacks (deprecated).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a localized title string, with an editing
    /// callback (deprecated).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a localized title string, with a commit
    /// callback (deprecated).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a title string, with editing callbacks
    /// (deprecated).
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) where S: StringProtocol {
        self.init(text: text.wrappedValue, placeholder: Text(title))
    }

    /// Creates a text field with a text label generated from a title string, with an editing callback
    /// (deprecated).
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) where S: StringProtocol {
        self.init(text: text.wrappedValue, placeholder: Text(title))
    }

    /// Creates a text field with a text label generated from a title string, with a commit callback
    /// (deprecated).
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) where S: StringProtocol {
        self.init(text: text.wrappedValue, placeholder: Text(title))
    }
}

extension TextField {
    /// Creates a text field with a preferred axis, a prompt and a custom label (not drawn on iOS).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt, axis: axis)
    }

    /// Creates a text field with a prompt and a custom label (not drawn on iOS).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt)
    }
}
