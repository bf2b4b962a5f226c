import Foundation

// The data-flow family declares SwiftUI's `EnvironmentValues` properties (its
// `Environment/EnvironmentValues+Text.swift` and `+Appearance.swift`). These are the ones this family's
// modifiers write and its views read, with the same key names, types and defaults, so that this branch
// builds on its own: at integration, keep the data-flow family's and delete this file.

enum LineSpacingKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: CGFloat = 0
    static let name = "lineSpacing"
}

enum AllowsTighteningKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "allowsTightening"
}

enum SymbolRenderingModeKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
    static let name = "symbolRenderingMode"
}

enum SymbolVariantsKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: SymbolVariants = .none
    static let name = "symbolVariants"
}

enum RedactionReasonsKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: RedactionReasons = []
    static let name = "redactionReasons"
}

extension EnvironmentValues {
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

    /// How symbols below colour their layers.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The variant symbols below show.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// Why content below is redacted (`.redacted(reason:)`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}
