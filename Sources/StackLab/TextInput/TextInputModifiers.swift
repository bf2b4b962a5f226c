@_spi(Nodes) import StackLabCore
import StackLabContent

/// The remaining modifiers of text input, each accepted: the lab has no keyboard, no cursor and no
/// Writing Tools, and the scroll driver never dismisses a keyboard that is not there.

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

enum TextSelectionAffinityKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: TextSelectionAffinity { .automatic }
    static let name = "textSelectionAffinity"
}

extension EnvironmentValues {

    /// The affinity of text selection. Nothing in the lab reads it: there is no cursor.
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
}

extension View {

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
