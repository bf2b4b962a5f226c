@_spi(Nodes) import StackLabCore

/// The foreground at a level of emphasis, as SwiftUI spells it: `.primary` to `.quinary`. Drawing only.
public struct HierarchicalShapeStyle: Hashable, ShapeStyle, Sendable {
    let level: Int

    /// Full emphasis.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// Secondary emphasis.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Tertiary emphasis.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// Quaternary emphasis.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// Quinary emphasis.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// Full emphasis.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// Secondary emphasis.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// Tertiary emphasis.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// Quaternary emphasis.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// Quinary emphasis.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// Another style at a lower level of emphasis (`Color.red.secondary`), as SwiftUI spells it.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, Hashable {
    let base: AnyShapeStyle
    let level: Int

    init(base: Base, level: Int) {
        self.base = AnyShapeStyle(base)
        self.level = level
    }

    /// The base's offscreen pass, if it has one.
    public var _erased: AnyShapeStyle { AnyShapeStyle(identity: self, offscreen: base.offscreen) }
}
