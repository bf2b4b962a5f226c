/// How dictation works in a text field (SwiftUI's `TextInputDictationBehavior`; the lab has no
/// microphone).
public struct TextInputDictationBehavior: Equatable, Sendable {
    let name: String

    /// As the platform decides.
    public static let automatic = TextInputDictationBehavior(name: "automatic")

    /// Inline dictation started as `activation` says.
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(name: "inline")
    }
}

/// What starts inline dictation (SwiftUI's `TextInputDictationActivation`).
public struct TextInputDictationActivation: Equatable, Sendable {
    let name: String

    /// Selecting the field.
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
    /// Looking at the field.
    public static let onLook = TextInputDictationActivation(name: "onLook")
}
