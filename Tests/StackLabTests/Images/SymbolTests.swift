import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Symbols and their modifiers: rendering modes, variants and effects.
@Suite struct SymbolTests: DrawingEntryHarness {
    @Test func symbolsAndTheirModifiers() {
        let symbol = Image(systemName: "bell")
        var views: [AnyView] = []
        views.append(AnyView(symbol.imageScale(.large)))
        views.append(AnyView(symbol.symbolRenderingMode(.palette)))
        views.append(AnyView(symbol.symbolRenderingMode(nil)))
        views.append(AnyView(symbol.symbolVariant(.fill.circle)))
        views.append(AnyView(symbol.symbolVariant(.none)))
        views.append(AnyView(symbol.symbolEffect(.pulse)))
        views.append(AnyView(symbol.symbolEffect(.variableColor.iterative.reversing, options: .repeating, isActive: true)))
        views.append(AnyView(symbol.symbolEffect(.bounce, value: 3)))
        views.append(AnyView(symbol.symbolEffect(.bounce.up.byLayer, options: .speed(2).repeat(2), value: "x")))
        views.append(AnyView(symbol.symbolEffect(.scale.down)))
        views.append(AnyView(symbol.symbolEffect(.appear.wholeSymbol, isActive: false)))
        views.append(AnyView(symbol.symbolEffect(.disappear)))
        views.append(AnyView(symbol.symbolEffect(.wiggle.clockwise.custom(angle: .degrees(10)), value: 1)))
        views.append(AnyView(symbol.symbolEffect(.rotate.counterClockwise, options: .repeat(.continuous))))
        views.append(AnyView(symbol.symbolEffect(.breathe.pulse, options: .nonRepeating.repeat(.periodic(2, delay: 1)), value: 0)))
        views.append(AnyView(symbol.symbolEffectsRemoved()))
        views.append(AnyView(symbol.symbolEffectsRemoved(false)))
        layOut(views)
        let modes: [SymbolRenderingMode] = [.monochrome, .multicolor, .hierarchical, .palette]
        #expect(Set(modes).count == 4)
        #expect(SymbolVariants.fill.slash.contains(.fill) && !SymbolVariants.square.contains(.rectangle))
        #expect(ReplaceSymbolEffect.downUp != ReplaceSymbolEffect.offUp && AutomaticSymbolEffect.automatic.configuration.name == "automatic")
        _ = ReplaceSymbolEffect.replace.upUp.magic(fallback: .replace.downUp)
        // Options accumulate: each sets its own bit of the effect's variant.
        #expect(BounceSymbolEffect.bounce.up.byLayer.configuration == BounceSymbolEffect.bounce.byLayer.up.configuration)
        #expect(BounceSymbolEffect.bounce.up.byLayer.configuration != BounceSymbolEffect.bounce.up.configuration)
        #expect(PulseSymbolEffect.pulse.configuration.variant == 0 && PulseSymbolEffect.pulse.byLayer.wholeSymbol.configuration.variant == 3)
        #expect(SymbolEffectOptions.default == SymbolEffectOptions.repeat(1) && SymbolEffectOptions.RepeatBehavior.periodic != .continuous)
    }
}
