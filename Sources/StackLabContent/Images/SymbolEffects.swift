@_spi(Nodes) import StackLabCore

/// The system's symbol effects, as Apple's Symbols framework spells them: each a value the lab accepts
/// and never animates (it records a transaction's end state).

/// An effect whose options (`.up`, `.byLayer`) set bits of one variant, named in its configuration.
protocol VariantSymbolEffect {
    var variant: UInt32 { get set }
}

extension VariantSymbolEffect {
    /// This effect with option `bit` set as well.
    func adding(_ bit: UInt32) -> Self {
        var copy = self
        copy.variant |= bit
        return copy
    }
}

/// Pulses the symbol's opacity. (iOS 17.)
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, VariantSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, byLayer.
    public var byLayer: PulseSymbolEffect { adding(1) }

    /// The effect, wholeSymbol.
    public var wholeSymbol: PulseSymbolEffect { adding(2) }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "pulse", variant: variant) }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// Pulses the symbol's opacity.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// Bounces the symbol. (iOS 17.)
public struct BounceSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, VariantSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, up.
    public var up: BounceSymbolEffect { adding(1) }

    /// The effect, down.
    public var down: BounceSymbolEffect { adding(2) }

    /// The effect, byLayer.
    public var byLayer: BounceSymbolEffect { adding(4) }

    /// The effect, wholeSymbol.
    public var wholeSymbol: BounceSymbolEffect { adding(8) }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "bounce", variant: variant) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// Bounces the symbol.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// Lights the symbol's layers in turn. (iOS 17.)
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, VariantSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, reversing.
    public var reversing: VariableColorSymbolEffect { adding(1) }

    /// The effect, nonReversing.
    public var nonReversing: VariableColorSymbolEffect { adding(2) }

    /// The effect, cumulative.
    public var cumulative: VariableColorSymbolEffect { adding(4) }

    /// The effect, iterative.
    public var iterative: VariableColorSymbolEffect { adding(8) }

    /// The effect, hideInactiveLayers.
    public var hideInactiveLayers: VariableColorSymbolEffect { adding(16) }

    /// The effect, dimInactiveLayers.
    public var dimInactiveLayers: VariableColorSymbolEffect { adding(32) }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "variableColor", variant: variant) }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Lights the symbol's layers in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// Scales the symbol up or down. (iOS 17.)
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, VariantSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, up.
    public var up: ScaleSymbolEffect { adding(1) }

    /// The effect, down.
    public var down: ScaleSymbolEffect { adding(2) }

    /// The effect, byLayer.
    public var byLayer: ScaleSymbolEffect { adding(4) }

    /// The effect, wholeSymbol.
    public var wholeSymbol: ScaleSymbolEffect { adding(8) }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "scale", variant: variant) }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// Scales the symbol up or down.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// Makes the symbol appear. (iOS 17.)
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect, VariantSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, up.
    public var up: AppearSymbolEffect { adding(1) }

    /// The effect, down.
    public var down: AppearSymbolEffect { adding(2) }

    /// The effect, byLayer.
    public var byLayer: AppearSymbolEffect { adding(4) }

    /// The effect, wholeSymbol.
    public var wholeSymbol: AppearSymbolEffect { adding(8) }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "appear", variant: variant) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Makes the symbol appear.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

/// Makes the symbol disappear. (iOS 17.)
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect, VariantSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, up.
    public var up: DisappearSymbolEffect { adding(1) }

    /// The effect, down.
    public var down: DisappearSymbolEffect { adding(2) }

    /// The effect, byLayer.
    public var byLayer: DisappearSymbolEffect { adding(4) }

    /// The effect, wholeSymbol.
    public var wholeSymbol: DisappearSymbolEffect { adding(8) }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "disappear", variant: variant) }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Makes the symbol disappear.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// Replaces one symbol with another. (iOS 17.)
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, VariantSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, downUp.
    public var downUp: ReplaceSymbolEffect { adding(1) }

    /// The effect, upUp.
    public var upUp: ReplaceSymbolEffect { adding(2) }

    /// The effect, offUp.
    public var offUp: ReplaceSymbolEffect { adding(4) }

    /// The effect, byLayer.
    public var byLayer: ReplaceSymbolEffect { adding(8) }

    /// The effect, wholeSymbol.
    public var wholeSymbol: ReplaceSymbolEffect { adding(16) }

    /// A replacement that morphs shared parts of the two symbols, or `fallback` where it cannot.
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace { MagicReplace(fallback: fallback) }

    /// The effect, downUp.
    public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect().downUp }

    /// The effect, upUp.
    public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect().upUp }

    /// The effect, offUp.
    public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect().offUp }

    /// A replacement that morphs shared parts of the two symbols (iOS 18).
    public struct MagicReplace: SymbolEffect, ContentTransitionSymbolEffect {
        let fallback: ReplaceSymbolEffect

        /// The effect's settings.
        public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "magicReplace", variant: fallback.variant) }
    }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "replace", variant: variant) }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replaces one symbol with another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// The system's choice of effect. (iOS 17.)
public struct AutomaticSymbolEffect: SymbolEffect, TransitionSymbolEffect, ContentTransitionSymbolEffect, VariantSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "automatic", variant: variant) }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The system's choice of effect.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

/// Wiggles the symbol. (iOS 18.)
public struct WiggleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, VariantSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, clockwise.
    public var clockwise: WiggleSymbolEffect { adding(1) }

    /// The effect, counterClockwise.
    public var counterClockwise: WiggleSymbolEffect { adding(2) }

    /// The effect, left.
    public var left: WiggleSymbolEffect { adding(4) }

    /// The effect, right.
    public var right: WiggleSymbolEffect { adding(8) }

    /// The effect, up.
    public var up: WiggleSymbolEffect { adding(16) }

    /// The effect, down.
    public var down: WiggleSymbolEffect { adding(32) }

    /// The effect, forward.
    public var forward: WiggleSymbolEffect { adding(64) }

    /// The effect, backward.
    public var backward: WiggleSymbolEffect { adding(128) }

    /// The effect, byLayer.
    public var byLayer: WiggleSymbolEffect { adding(256) }

    /// The effect, wholeSymbol.
    public var wholeSymbol: WiggleSymbolEffect { adding(512) }

    /// The effect, wiggling by `angle` radians.
    public func custom(angle: Double) -> WiggleSymbolEffect { self }

    /// The effect, wiggling by `angle` (SwiftUI's form).
    public func custom(angle: Angle) -> WiggleSymbolEffect { self }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "wiggle", variant: variant) }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// Wiggles the symbol.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

/// Rotates the symbol. (iOS 18.)
public struct RotateSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, VariantSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, clockwise.
    public var clockwise: RotateSymbolEffect { adding(1) }

    /// The effect, counterClockwise.
    public var counterClockwise: RotateSymbolEffect { adding(2) }

    /// The effect, byLayer.
    public var byLayer: RotateSymbolEffect { adding(4) }

    /// The effect, wholeSymbol.
    public var wholeSymbol: RotateSymbolEffect { adding(8) }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "rotate", variant: variant) }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// Rotates the symbol.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// Makes the symbol breathe. (iOS 18.)
public struct BreatheSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, VariantSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, pulse.
    public var pulse: BreatheSymbolEffect { adding(1) }

    /// The effect, plain.
    public var plain: BreatheSymbolEffect { adding(2) }

    /// The effect, byLayer.
    public var byLayer: BreatheSymbolEffect { adding(4) }

    /// The effect, wholeSymbol.
    public var wholeSymbol: BreatheSymbolEffect { adding(8) }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "breathe", variant: variant) }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Makes the symbol breathe.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
