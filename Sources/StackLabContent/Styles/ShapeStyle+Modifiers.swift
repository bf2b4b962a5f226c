import Foundation
@_spi(Nodes) import StackLabCore

/// Styles made from styles, as SwiftUI spells them: with an opacity, a blend mode, a shadow, a bounding
/// rectangle, or at a lower level of emphasis. They change what is drawn; a shadow or a blend mode other
/// than normal makes the render server draw the fill in an offscreen pass, as it does for the view
/// modifiers of the same names.
extension ShapeStyle {
    /// The style at `opacity` of its alpha.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _ModifiedShapeStyle(base: AnyShapeStyle(self), modifier: .opacity(opacity))
    }

    /// The style blended with what is behind it in `mode`.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        _ModifiedShapeStyle(base: AnyShapeStyle(self), modifier: .blendMode(mode))
    }

    /// The style with a drop or inner shadow.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ModifiedShapeStyle(base: AnyShapeStyle(self), modifier: .shadow(style))
    }

    /// The style mapped into `rect` rather than the shape's bounds (for gradients and images).
    public func `in`(_ rect: CGRect) -> some ShapeStyle {
        _ModifiedShapeStyle(base: AnyShapeStyle(self), modifier: .rect(rect))
    }

    /// The style at the secondary level of emphasis.
    public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 1) }
    /// The style at the tertiary level of emphasis.
    public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
    /// The style at the quaternary level of emphasis.
    public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 3) }
    /// The style at the quinary level of emphasis.
    public var quinary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 4) }

    /// The style with a material's active appearance (a material's, macOS's window state; no effect).
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some ShapeStyle { self }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style at `opacity`.
    public static func opacity(_ opacity: Double) -> some ShapeStyle {
        ForegroundStyle().opacity(opacity)
    }

    /// The foreground style blended in `mode`.
    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        ForegroundStyle().blendMode(mode)
    }

    /// The foreground style with a shadow.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ForegroundStyle().shadow(style)
    }
}

/// A style with an effect applied: what the modifiers above return.
struct _ModifiedShapeStyle: ShapeStyle, Hashable {
    enum Modifier: Hashable {
        case opacity(Double)
        case blendMode(BlendMode)
        case shadow(ShadowStyle)
        case rect(CGRect)

        static func == (a: Modifier, b: Modifier) -> Bool {
            switch (a, b) {
            case let (.opacity(x), .opacity(y)): x == y
            case let (.blendMode(x), .blendMode(y)): x == y
            case let (.shadow(x), .shadow(y)): x == y
            case let (.rect(x), .rect(y)): x == y
            default: false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case let .opacity(value): hasher.combine(value)
            case let .blendMode(mode): hasher.combine(mode)
            case let .shadow(style): hasher.combine(style.radius)
            case let .rect(rect): hasher.combine(rect.width)
            }
        }

        /// A shadow and a blend mode other than normal are drawn in an offscreen pass.
        var offscreen: Bool {
            switch self {
            case let .blendMode(mode): mode != .normal
            case let .shadow(style): style.radius > 0 || style.x != 0 || style.y != 0
            case .opacity, .rect: false
            }
        }
    }

    let base: AnyShapeStyle
    let modifier: Modifier

    var _erased: AnyShapeStyle { AnyShapeStyle(identity: self, offscreen: base.offscreen || modifier.offscreen) }
}
