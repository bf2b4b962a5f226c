/// How scrolling dismisses the keyboard. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    /// As the context decides.
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "automatic") }
    /// As soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "immediately") }
    /// Following the finger.
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "interactively") }
    /// Never.
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "never") }
}
