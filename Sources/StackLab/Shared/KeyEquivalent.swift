/// A key a keyboard shortcut is pressed with.
public struct KeyEquivalent: Sendable {
    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete.
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Return.
    public static let `return` = KeyEquivalent("\r")

    /// The key's character.
    public var character: Character

    /// The key that types `character`.
    public init(_ character: Character) {
        self.character = character
    }
}

extension KeyEquivalent: Hashable {}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key that types the literal.
    public init(extendedGraphemeClusterLiteral: Character) {
        self.init(extendedGraphemeClusterLiteral)
    }

    /// A character.
    public typealias ExtendedGraphemeClusterLiteralType = Character
    /// A character.
    public typealias UnicodeScalarLiteralType = Character
}
