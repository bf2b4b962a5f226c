/// A key and modifiers that trigger a control (the lab has no keyboard).
public struct KeyboardShortcut: Sendable {
    /// How the shortcut adapts to the keyboard's layout.
    public struct Localization: Sendable {
        let kind: Int
        /// Remapped and mirrored as the layout needs.
        public static let automatic = Localization(kind: 0)
        /// Remapped but not mirrored in right-to-left layouts.
        public static let withoutMirroring = Localization(kind: 1)
        /// Used as declared.
        public static let custom = Localization(kind: 2)
    }

    /// Return: the default button of a dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button of a dialog.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The key.
    public var key: KeyEquivalent
    /// The modifiers.
    public var modifiers: EventModifiers
    /// How it adapts to the keyboard's layout.
    public var localization: KeyboardShortcut.Localization

    /// `key` with `modifiers` (Command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// `key` with `modifiers`, adapting to the layout as `localization` says.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }
}

extension KeyboardShortcut: Hashable {
    /// Same key and modifiers.
    public static func == (lhs: KeyboardShortcut, rhs: KeyboardShortcut) -> Bool {
        lhs.key == rhs.key && lhs.modifiers == rhs.modifiers
    }

    /// Hashes the key and modifiers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(modifiers.rawValue)
    }
}
