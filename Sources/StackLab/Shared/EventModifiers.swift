/// Keyboard modifier keys held with an event (a keyboard shortcut's, a gesture's).
public struct EventModifiers: OptionSet {
    /// The raw bits.
    public let rawValue: Int
    /// Modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Function (deprecated on iOS).
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier.
    public static let all = EventModifiers(rawValue: (1 << 7) - 1)
}

extension EventModifiers: Sendable {}

extension EventModifiers: BitwiseCopyable {}
