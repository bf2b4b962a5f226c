import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// The kind of an accessibility action: the default one, escape, magic tap, or a named one.
public struct AccessibilityActionKind: Equatable, Sendable {
    let kind: Int
    nonisolated(unsafe) let name: Text?

    /// The element's default action.
    public static let `default` = AccessibilityActionKind(kind: 0, name: nil)
    /// Dismiss (a two-finger scrub).
    public static let escape = AccessibilityActionKind(kind: 1, name: nil)
    /// The magic tap (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(kind: 2, name: nil)

    /// A custom action named `name`.
    public init(named name: Text) {
        kind = 3
        self.name = name
    }

    init(kind: Int, name: Text?) {
        self.kind = kind
        self.name = name
    }
}
