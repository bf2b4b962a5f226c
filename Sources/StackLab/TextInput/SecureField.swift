@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control into which people securely enter private text, as SwiftUI's `SecureField`: laid out as a
/// text field whose text shows as one bullet per character, one line high.
nonisolated public struct SecureField<Label: View>: View {
    let text: String
    let placeholder: Text?
    @Environment(\.textFieldStyle) private var style

    init(text: String, placeholder: Text?) {
        self.text = text
        self.placeholder = placeholder
    }

    /// The bullets or the placeholder inside the style's padding.
    public var body: some View {
        TextInputField(text: text, placeholder: placeholder, isVertical: false, isSecure: true, style: style).view
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a prompt, and a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey))
    }

    /// Creates a secure field with a prompt, and a text label generated from a title string.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(title))
    }

    /// Creates a secure field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey))
    }

    /// Creates a secure field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        self.init(text: text.wrappedValue, placeholder: Text(title))
    }

    /// Creates a secure field with a commit callback (deprecated).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey))
    }

    /// Creates a secure field titled with a string, with a commit callback (deprecated).
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) where S: StringProtocol {
        self.init(text: text.wrappedValue, placeholder: Text(title))
    }
}

extension SecureField {
    /// Creates a secure field with a prompt and a custom label (not drawn on iOS).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt)
    }
}
