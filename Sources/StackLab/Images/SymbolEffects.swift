/// The system's symbol effects, as Apple's Symbols framework spells them: each a value the lab accepts
/// and never animates (it records a transaction's end state).

/// Pulses the symbol's opacity. (iOS 17.)
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, byLayer.
    public var byLayer: PulseSymbolEffect {
        var copy = self
        copy.variant |= 1
        return copy
    }

    /// The effect, wholeSymbol.
    public var wholeSymbol: PulseSymbolEffect {
        var copy = self
        copy.variant |= 2
        return copy
    }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "pulse", variant: variant) }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// Pulses the symbol's opacity.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// Bounces the symbol. (iOS 17.)
public struct BounceSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, up.
    public var up: BounceSymbolEffect {
        var copy = self
        copy.variant |= 1
        return copy
    }

    /// The effect, down.
    public var down: BounceSymbolEffect {
        var copy = self
        copy.variant |= 2
        return copy
    }

    /// The effect, byLayer.
    public var byLayer: BounceSymbolEffect {
        var copy = self
        copy.variant |= 4
        return copy
    }

    /// The effect, wholeSymbol.
    public var wholeSymbol: BounceSymbolEffect {
        var copy = self
        copy.variant |= 8
        return copy
    }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "bounce", variant: variant) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// Bounces the symbol.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// Lights the symbol's layers in turn. (iOS 17.)
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, reversing.
    public var reversing: VariableColorSymbolEffect {
        var copy = self
        copy.variant |= 1
        return copy
    }

    /// The effect, nonReversing.
    public var nonReversing: VariableColorSymbolEffect {
        var copy = self
        copy.variant |= 2
        return copy
    }

    /// The effect, cumulative.
    public var cumulative: VariableColorSymbolEffect {
        var copy = self
        copy.variant |= 4
        return copy
    }

    /// The effect, iterative.
    public var iterative: VariableColorSymbolEffect {
        var copy = self
        copy.variant |= 8
        return copy
    }

    /// The effect, hideInactiveLayers.
    public var hideInactiveLayers: VariableColorSymbolEffect {
        var copy = self
        copy.variant |= 16
        return copy
    }

    /// The effect, dimInactiveLayers.
    public var dimInactiveLayers: VariableColorSymbolEffect {
        var copy = self
        copy.variant |= 32
        return copy
    }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "variableColor", variant: variant) }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Lights the symbol's layers in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// Scales the symbol up or down. (iOS 17.)
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, up.
    public var up: ScaleSymbolEffect {
        var copy = self
        copy.variant |= 1
        return copy
    }

    /// The effect, down.
    public var down: ScaleSymbolEffect {
        var copy = self
        copy.variant |= 2
        return copy
    }

    /// The effect, byLayer.
    public var byLayer: ScaleSymbolEffect {
        var copy = self
        copy.variant |= 4
        return copy
    }

    /// The effect, wholeSymbol.
    public var wholeSymbol: ScaleSymbolEffect {
        var copy = self
        copy.variant |= 8
        return copy
    }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "scale", variant: variant) }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// Scales the symbol up or down.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// Makes the symbol appear. (iOS 17.)
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, up.
    public var up: AppearSymbolEffect {
        var copy = self
        copy.variant |= 1
        return copy
    }

    /// The effect, down.
    public var down: AppearSymbolEffect {
        var copy = self
        copy.variant |= 2
        return copy
    }

    /// The effect, byLayer.
    public var byLayer: AppearSymbolEffect {
        var copy = self
        copy.variant |= 4
        return copy
    }

    /// The effect, wholeSymbol.
    public var wholeSymbol: AppearSymbolEffect {
        var copy = self
        copy.variant |= 8
        return copy
    }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "appear", variant: variant) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Makes the symbol appear.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

/// Makes the symbol disappear. (iOS 17.)
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, up.
    public var up: DisappearSymbolEffect {
        var copy = self
        copy.variant |= 1
        return copy
    }

    /// The effect, down.
    public var down: DisappearSymbolEffect {
        var copy = self
        copy.variant |= 2
        return copy
    }

    /// The effect, byLayer.
    public var byLayer: DisappearSymbolEffect {
        var copy = self
        copy.variant |= 4
        return copy
    }

    /// The effect, wholeSymbol.
    public var wholeSymbol: DisappearSymbolEffect {
        var copy = self
        copy.variant |= 8
        return copy
    }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "disappear", variant: variant) }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Makes the symbol disappear.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// Replaces one symbol with another. (iOS 17.)
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, downUp.
    public var downUp: ReplaceSymbolEffect {
        var copy = self
        copy.variant |= 1
        return copy
    }

    /// The effect, upUp.
    public var upUp: ReplaceSymbolEffect {
        var copy = self
        copy.variant |= 2
        return copy
    }

    /// The effect, offUp.
    public var offUp: ReplaceSymbolEffect {
        var copy = self
        copy.variant |= 4
        return copy
    }

    /// The effect, byLayer.
    public var byLayer: ReplaceSymbolEffect {
        var copy = self
        copy.variant |= 8
        return copy
    }

    /// The effect, wholeSymbol.
    public var wholeSymbol: ReplaceSymbolEffect {
        var copy = self
        copy.variant |= 16
        return copy
    }

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
public struct AutomaticSymbolEffect: SymbolEffect, TransitionSymbolEffect, ContentTransitionSymbolEffect {
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
public struct WiggleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, clockwise.
    public var clockwise: WiggleSymbolEffect {
        var copy = self
        copy.variant |= 1
        return copy
    }

    /// The effect, counterClockwise.
    public var counterClockwise: WiggleSymbolEffect {
        var copy = self
        copy.variant |= 2
        return copy
    }

    /// The effect, left.
    public var left: WiggleSymbolEffect {
        var copy = self
        copy.variant |= 4
        return copy
    }

    /// The effect, right.
    public var right: WiggleSymbolEffect {
        var copy = self
        copy.variant |= 8
        return copy
    }

    /// The effect, up.
    public var up: WiggleSymbolEffect {
        var copy = self
        copy.variant |= 16
        return copy
    }

    /// The effect, down.
    public var down: WiggleSymbolEffect {
        var copy = self
        copy.variant |= 32
        return copy
    }

    /// The effect, forward.
    public var forward: WiggleSymbolEffect {
        var copy = self
        copy.variant |= 64
        return copy
    }

    /// The effect, backward.
    public var backward: WiggleSymbolEffect {
        var copy = self
        copy.variant |= 128
        return copy
    }

    /// The effect, byLayer.
    public var byLayer: WiggleSymbolEffect {
        var copy = self
        copy.variant |= 256
        return copy
    }

    /// The effect, wholeSymbol.
    public var wholeSymbol: WiggleSymbolEffect {
        var copy = self
        copy.variant |= 512
        return copy
    }

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
public struct RotateSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, clockwise.
    public var clockwise: RotateSymbolEffect {
        var copy = self
        copy.variant |= 1
        return copy
    }

    /// The effect, counterClockwise.
    public var counterClockwise: RotateSymbolEffect {
        var copy = self
        copy.variant |= 2
        return copy
    }

    /// The effect, byLayer.
    public var byLayer: RotateSymbolEffect {
        var copy = self
        copy.variant |= 4
        return copy
    }

    /// The effect, wholeSymbol.
    public var wholeSymbol: RotateSymbolEffect {
        var copy = self
        copy.variant |= 8
        return copy
    }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "rotate", variant: variant) }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// Rotates the symbol.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// Makes the symbol breathe. (iOS 18.)
public struct BreatheSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    var variant: UInt32 = 0

    init() {}

    /// The effect, pulse.
    public var pulse: BreatheSymbolEffect {
        var copy = self
        copy.variant |= 1
        return copy
    }

    /// The effect, plain.
    public var plain: BreatheSymbolEffect {
        var copy = self
        copy.variant |= 2
        return copy
    }

    /// The effect, byLayer.
    public var byLayer: BreatheSymbolEffect {
        var copy = self
        copy.variant |= 4
        return copy
    }

    /// The effect, wholeSymbol.
    public var wholeSymbol: BreatheSymbolEffect {
        var copy = self
        copy.variant |= 8
        return copy
    }

    /// The effect's settings.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(name: "breathe", variant: variant) }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Makes the symbol breathe.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
