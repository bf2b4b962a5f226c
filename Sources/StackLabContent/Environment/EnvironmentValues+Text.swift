import Foundation
@_spi(Nodes) import StackLabCore

// The system values SwiftUI's `EnvironmentValues` declares for text, with its defaults on an
// iPhone. Get-only ones keep an internal setter for the modifiers that set them in SwiftUI.

enum SymbolRenderingModeKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
    static let name = "symbolRenderingMode"
}

enum LineSpacingKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: CGFloat = 0
    static let name = "lineSpacing"
}

enum AllowsTighteningKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "allowsTightening"
}

enum SymbolVariantsKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: SymbolVariants = .none
    static let name = "symbolVariants"
}

enum LegibilityWeightKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: LegibilityWeight? = .regular
    static let name = "legibilityWeight"
}

extension EnvironmentValues {
    /// How symbols below colour their layers.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// Extra space between lines of text below, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// Whether text below may tighten its letters to fit.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The variant symbols below show.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The user's Bold Text setting (off).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

}
