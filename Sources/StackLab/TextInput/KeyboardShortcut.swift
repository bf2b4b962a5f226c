import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// Hardware keyboard shortcuts and key presses, as SwiftUI declares them. The lab has no keyboard: a
/// shortcut never fires and no key is ever pressed.

/// Key equivalents consist of a letter, punctuation, or function key that can be combined with an
/// optional set of modifier keys to specify a keyboard shortcut.
public struct KeyEquivalent: Sendable {
    /// Up Arrow (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down Arrow (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left Arrow (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right Arrow (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (U+0008).
    public static let delete = KeyEquivalent("\u{8}")
    /// Delete Forward (U+F728).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home (U+F729).
    public static let home = KeyEquivalent("\u{F729}")
    /// End (U+F72B).
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up (U+F72C).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down (U+F72D).
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (U+F739).
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab (U+0009).
    public static let tab = KeyEquivalent("\t")
    /// Space (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Return (U+000D).
    public static let `return` = KeyEquivalent("\r")

    /// The character value that the key equivalent represents.
    public var character: Character

    /// Creates a new key equivalent from the given character value.
    public init(_ character: Character) {
        self.character = character
    }
}

extension KeyEquivalent: Hashable {}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    /// Creates a key equivalent from a character literal.
    public init(extendedGraphemeClusterLiteral: Character) {
        self.init(extendedGraphemeClusterLiteral)
    }
}

/// A set of key modifiers that you can add to a gesture.
public struct EventModifiers: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates a new set from a raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The Option key.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The Command key.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Function key (deprecated).
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// All possible modifier keys.
    public static let all = EventModifiers(rawValue: (1 << 7) - 1)
}

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in order to
/// activate a button or toggle.
public struct KeyboardShortcut: Sendable {
    /// Options for how a keyboard shortcut localizes.
    public struct Localization: Sendable {
        let kind: Int
        /// Remap shortcuts to their international counterparts, mirrored for right-to-left as
        /// appropriate.
        public static let automatic = Localization(kind: 0)
        /// Don't mirror shortcuts.
        public static let withoutMirroring = Localization(kind: 1)
        /// Don't use automatic shortcut remapping.
        public static let custom = Localization(kind: 2)
    }

    /// The standard keyboard shortcut for the default button, consisting of the Return key and no
    /// modifiers.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The standard keyboard shortcut for cancelling the in-progress action or dismissing a prompt,
    /// consisting of the Escape key and no modifiers.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The key equivalent that the user presses in conjunction with any specified modifier keys to
    /// activate the shortcut.
    public var key: KeyEquivalent
    /// The modifier keys that the user presses in conjunction with a key equivalent to activate the
    /// shortcut.
    public var modifiers: EventModifiers
    /// The localization strategy to apply to this shortcut.
    public var localization: KeyboardShortcut.Localization

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys, and the
    /// localization strategy.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }
}

extension KeyboardShortcut: Hashable {
    /// Whether two shortcuts have the same key, modifiers and localization.
    public static func == (a: KeyboardShortcut, b: KeyboardShortcut) -> Bool {
        a.key == b.key && a.modifiers.rawValue == b.modifiers.rawValue && a.localization.kind == b.localization.kind
    }

    /// Hashes the key and the modifiers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(modifiers.rawValue)
    }
}

extension EnvironmentValues {
    /// The keyboard shortcut that buttons in this environment will be triggered with: nil, as the lab's
    /// accepted `keyboardShortcut` modifiers set none.
    public var keyboardShortcut: KeyboardShortcut? { nil }
}

/// The event a key press handler receives.
public struct KeyPress: Sendable {
    /// Options for matching different phases of a key-press event.
    public struct Phases: OptionSet, Sendable, CustomDebugStringConvertible {
        /// The user pressed down on a key.
        public static let down = Phases(rawValue: 1 << 0)
        /// The user held a key down to issue a sequence of repeating events.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The user released a key.
        public static let up = Phases(rawValue: 1 << 2)
        /// A value that matches all key press phases.
        public static let all = Phases(rawValue: (1 << 3) - 1)
        /// The raw value.
        public let rawValue: Int
        /// Creates a new set from a raw value.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// A textual representation.
        public var debugDescription: String { "Phases(rawValue: \(rawValue))" }
    }

    /// A result value returned from a key press action that indicates whether the action consumed the
    /// event.
    public enum Result: Sendable {
        /// The action consumed the event, preventing dispatch from continuing.
        case handled
        /// The action ignored the event, allowing dispatch to continue.
        case ignored
    }

    /// The phase of the key-press event.
    public let phase: KeyPress.Phases
    /// The key equivalent value for the pressed key.
    public let key: KeyEquivalent
    /// The characters generated by the pressed key as if no modifier key applies.
    public let characters: String
    /// The set of active modifier keys at the time of this event.
    public let modifiers: EventModifiers
}

extension KeyPress: CustomDebugStringConvertible {
    /// A textual representation.
    public var debugDescription: String { "KeyPress(\(characters))" }
}

extension KeyPress.Result: Equatable {}
extension KeyPress.Result: Hashable {}

extension View {
    /// Defines a keyboard shortcut and assigns it to the modified control. Accepted: the lab has no
    /// keyboard.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Assigns a keyboard shortcut to the modified control. Accepted.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Assigns an optional keyboard shortcut to the modified control. Accepted.
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }

    /// Defines a keyboard shortcut with a localization strategy. Accepted.
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) -> some View { self }

    /// Performs an action if the user presses a key on a hardware keyboard while the view has focus.
    /// Accepted: no key is ever pressed in the lab.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Performs an action if the user presses a key in the given phases. Accepted.
    nonisolated public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Performs an action if the user presses one or more keys. Accepted.
    nonisolated public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Performs an action if the user presses a key that produces one of the given characters. Accepted.
    nonisolated public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Performs an action if the user presses any key. Accepted.
    nonisolated public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
}
