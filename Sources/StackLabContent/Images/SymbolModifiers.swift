@_spi(Nodes) import StackLabCore

/// How symbol images inside a view are sized, coloured and animated, as SwiftUI's View modifiers spell
/// it. The image scale changes a symbol's size; the rendering mode, variant and effects change only what
/// is drawn, and the lab draws no symbol animation (it records a transaction's end state).
extension View {
    /// The scale symbol images inside take relative to the font: 0.78, 1 or 1.29 × the medium size.
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }

    /// How symbols inside colour their layers (drawing only).
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// The variant symbols inside show (drawn in the same box).
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Runs an indefinite effect on the symbols inside while `isActive` (not animated in the lab).
    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        self
    }

    /// Runs a discrete effect on the symbols inside each time `value` changes (not animated in the lab).
    nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        self
    }

    /// Removes the symbol effects of the symbols inside.
    nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
