@_spi(Nodes) import StackLabCore

/// A translucent material that blurs what is behind it, as SwiftUI spells it (`.background(.thinMaterial)`):
/// the render server draws it in an offscreen pass, the visual effects of Apple's tech talk 10857
/// (*Demystify and eliminate hitches in the render phase*).
public struct Material: Hashable, ShapeStyle, Sendable {
    let thickness: Int

    /// The regular material.
    public static let regular = Material(thickness: 2)
    /// A thick material.
    public static let thick = Material(thickness: 3)
    /// A thin material.
    public static let thin = Material(thickness: 1)
    /// The thinnest material.
    public static let ultraThin = Material(thickness: 0)
    /// The thickest material.
    public static let ultraThick = Material(thickness: 4)
    /// The material of bars.
    public static let bar = Material(thickness: 5)

    /// The material with an active appearance (macOS's window state; no effect on a phone).
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material { self }

    /// A material: drawn in an offscreen pass.
    public var _erased: AnyShapeStyle { AnyShapeStyle(identity: self, offscreen: true) }
}

extension ShapeStyle where Self == Material {
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
