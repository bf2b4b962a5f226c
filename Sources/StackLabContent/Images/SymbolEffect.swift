@_spi(Nodes) import StackLabCore

/// An animation of an SF Symbol (`.symbolEffect(.bounce, value: count)`), as Apple's Symbols framework
/// spells it (SwiftUI uses its types without re-exporting the module). The lab records a transaction's
/// end state and draws no symbol animation, so an effect is accepted and changes nothing.
public protocol SymbolEffect: Hashable, Sendable {
    /// The effect's settings.
    var configuration: SymbolEffectConfiguration { get }
}

/// An effect's settings, as the Symbols framework keeps them.
public struct SymbolEffectConfiguration: Hashable, Sendable {
    let name: String
    let variant: UInt32
}

/// An effect that can show or hide a symbol (`.transition(.symbolEffect(.appear))`).
public protocol TransitionSymbolEffect {}

/// An effect that can replace one symbol with another (`.contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect {}

/// An effect that runs while it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}

/// An effect that runs once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}

/// How an effect runs: its speed and repetition.
public struct SymbolEffectOptions: Hashable, Sendable {
    var speed = 1.0
    var repetitions: Int? = 1
    var continuous = false

    /// The default: once, at normal speed.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }

    /// At `speed` times the normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// This effect at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speed = speed
        return copy
    }

    /// `count` times (nil: forever).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }

    /// This effect `count` times (nil: forever).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var copy = self
        copy.repetitions = count
        return copy
    }

    /// Forever.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }

    /// This effect forever.
    public var repeating: SymbolEffectOptions { self.repeat(nil) }

    /// Once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }

    /// This effect once.
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

    /// How an effect repeats (iOS 18).
    public struct RepeatBehavior: Hashable, Sendable {
        let count: Int?
        let delay: Double?
        let continuous: Bool

        /// Repeats with pauses between runs.
        public static var periodic: RepeatBehavior { RepeatBehavior(count: nil, delay: nil, continuous: false) }

        /// Repeats `count` times with `delay` seconds between runs.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count, delay: delay, continuous: false)
        }

        /// Repeats without pause.
        public static var continuous: RepeatBehavior { RepeatBehavior(count: nil, delay: nil, continuous: true) }
    }

    /// Repeats as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions().repeat(behavior) }

    /// This effect repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self.repeat(behavior.count)
        copy.continuous = behavior.continuous
        return copy
    }
}
