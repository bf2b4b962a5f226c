import Foundation
@_spi(Nodes) import StackLabCore

/// Something that fills or strokes, as SwiftUI declares it (iOS 17: a style may resolve itself in an
/// environment): colours, gradients, materials, the hierarchical styles (`.secondary`). In the lab a style
/// decides what the render server draws, never a size; a material blurs what is behind it, which costs the
/// render server an offscreen pass.
public protocol ShapeStyle: Sendable {
    /// What the style resolves to; `Never` for the styles that resolve themselves (SwiftUI's default).
    associatedtype Resolved: ShapeStyle = Never
    /// The style as it draws in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The style as the lab keeps it: what tells it from another style, and whether drawing it needs an
    /// offscreen pass. Underscored because SwiftUI's styles have no such member; a style of the app's own
    /// gets it by default (compared by value when it is Hashable, else by its type).
    var _erased: AnyShapeStyle { get }
}

extension ShapeStyle where Resolved == Never {
    /// A style that resolves itself has nothing to resolve to.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) resolves itself")
    }
}

extension ShapeStyle {
    /// A style that cannot be compared: its type stands for it.
    public var _erased: AnyShapeStyle { AnyShapeStyle(identity: ObjectIdentifier(Self.self), offscreen: false) }
}

extension ShapeStyle where Self: Hashable {
    /// A comparable style: itself.
    public var _erased: AnyShapeStyle { AnyShapeStyle(identity: self, offscreen: false) }
}

extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
    /// A style as a view (a colour, a gradient): a rectangle filled with it. The lab draws the style's
    /// view as one leaf without evaluating this.
    public var body: _ShapeView<Rectangle, Self> { _ShapeView(shape: Rectangle(), style: self) }
}

extension Never: ShapeStyle {
    /// Never resolves to itself.
    public typealias Resolved = Never
}

/// A style without its type, as SwiftUI spells it.
public struct AnyShapeStyle: ShapeStyle, Hashable, @unchecked Sendable {
    /// The style itself, where it can be compared (every style the lab offers can), else its type: what
    /// decides whether a shape drew the same thing again. Not a description: printing a style on every
    /// body evaluation cost more than the rest of a row's update. An existential rather than an
    /// `AnyHashable`, whose initializer boxes the value on the heap and looks up a conformance at run time
    /// (about 1,400 instructions for a colour, on every shape a body rebuilt).
    let identity: any Hashable
    /// A material's blur: the render server draws it in an offscreen pass.
    let offscreen: Bool

    init(identity: any Hashable, offscreen: Bool) {
        self.identity = identity
        self.offscreen = offscreen
    }

    /// The same style: equal identities of the same type, and the same pass.
    public static func == (a: AnyShapeStyle, b: AnyShapeStyle) -> Bool {
        a.offscreen == b.offscreen && InputComparison.isEqual(a.identity, b.identity)
    }

    /// Hashes the identity and the pass, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        identity.hash(into: &hasher)
        hasher.combine(offscreen)
    }

    /// Erases `style`'s type.
    public init<S: ShapeStyle>(_ style: S) {
        self = style._erased
    }

    /// Already erased.
    public var _erased: AnyShapeStyle { self }
}
