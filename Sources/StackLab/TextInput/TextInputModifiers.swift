/// The remaining modifiers of text input, each accepted: the lab has no keyboard, no cursor and no
/// Writing Tools, and the scroll driver never dismisses a keyboard that is not there.

/// The ways that scrollable content can interact with the software keyboard (SwiftUI, iOS 16).
public struct ScrollDismissesKeyboardMode: Sendable {
    let kind: Int
    /// Determine the mode automatically based on the surrounding context.
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: 0) }
    /// Dismiss the keyboard as soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: 1) }
    /// Enable people to interactively dismiss the keyboard as part of the scroll operation.
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: 2) }
    /// Never dismiss the keyboard automatically as a result of scrolling.
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: 3) }
}

/// The Writing Tools editing experience for text and text input (SwiftUI, iOS 18).
public struct WritingToolsBehavior: Sendable, Hashable {
    let kind: Int
    /// Let the system decide.
    public static let automatic = WritingToolsBehavior(kind: 0)
    /// The complete, inline Writing Tools experience.
    public static let complete = WritingToolsBehavior(kind: 1)
    /// The limited, overlay-panel Writing Tools experience.
    public static let limited = WritingToolsBehavior(kind: 2)
    /// Disable Writing Tools.
    public static let disabled = WritingToolsBehavior(kind: 3)
}

enum ScrollDismissesKeyboardKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
    static let name = "scrollDismissesKeyboardMode"
}

enum TextSelectionAffinityKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: TextSelectionAffinity { .automatic }
    static let name = "textSelectionAffinity"
}

extension EnvironmentValues {
    /// The way that scrollable content interacts with the software keyboard. Nothing in the lab reads it.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] }
        set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }

    /// The affinity of text selection. Nothing in the lab reads it: there is no cursor.
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
}

extension View {
    /// Configures the behavior in which scrollable content interacts with the software keyboard.
    /// Accepted: no keyboard is on screen while the list scrolls.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Specifies the Writing Tools behavior for text and text input in the environment. Accepted: the lab
    /// has no Writing Tools.
    @MainActor @preconcurrency public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }

    /// Sets the direction of a selection or cursor relative to a text character. Accepted: no cursor.
    nonisolated public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View { self }

    /// Sets an explicit type select equivalent text in a collection, such as a list or table. Accepted:
    /// type select needs a hardware keyboard.
    nonisolated public func typeSelectEquivalent(_ text: Text?) -> some View { self }

    /// Sets an explicit type select equivalent text from a localized string key. Accepted.
    nonisolated public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }

    /// Sets an explicit type select equivalent text from a string. Accepted.
    @_disfavoredOverload
    nonisolated public func typeSelectEquivalent<S>(_ string: S) -> some View where S: StringProtocol { self }
}
