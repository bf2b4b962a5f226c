import Foundation
@_spi(Nodes) import StackLabCore

/// Shapes made from shapes, as SwiftUI spells them: trimmed, resized, moved, scaled, rotated, transformed
/// and combined. Their outlines change; as views they take the same space as the shape they come from.
extension Shape {
    /// The part of the outline between two fractions of its length.
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }

    /// The shape drawn at `size`, at the top-leading corner of its rectangle.
    nonisolated public func size(_ size: CGSize) -> some Shape {
        _SizedShape(base: self, size: size, anchor: .topLeading)
    }

    /// The shape drawn `width` by `height`, at the top-leading corner of its rectangle.
    nonisolated public func size(width: CGFloat, height: CGFloat) -> some Shape {
        _SizedShape(base: self, size: CGSize(width: width, height: height), anchor: .topLeading)
    }

    /// The shape drawn at `size`, placed at `anchor` of its rectangle.
    nonisolated public func size(_ size: CGSize, anchor: UnitPoint) -> some Shape {
        _SizedShape(base: self, size: size, anchor: anchor)
    }

    /// The shape drawn `width` by `height`, placed at `anchor` of its rectangle.
    nonisolated public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> some Shape {
        _SizedShape(base: self, size: CGSize(width: width, height: height), anchor: anchor)
    }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by `x`, `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape scaled by `x`, `y` around `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` around `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape rotated by `angle` around `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape transformed by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The region both shapes cover.
    nonisolated public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _CombinedShape(first: self, second: other) { $0.intersection($1, eoFill: eoFill) }
    }

    /// The region either shape covers.
    nonisolated public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _CombinedShape(first: self, second: other) { $0.union($1, eoFill: eoFill) }
    }

    /// This shape's region without the other's.
    nonisolated public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _CombinedShape(first: self, second: other) { $0.subtracting($1, eoFill: eoFill) }
    }

    /// The region one shape covers but not both.
    nonisolated public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _CombinedShape(first: self, second: other) { $0.symmetricDifference($1, eoFill: eoFill) }
    }

    /// This shape's lines inside the other's region.
    nonisolated public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _CombinedShape(first: self, second: other) { $0.lineIntersection($1, eoFill: eoFill) }
    }

    /// This shape's lines outside the other's region.
    nonisolated public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _CombinedShape(first: self, second: other) { $0.lineSubtraction($1, eoFill: eoFill) }
    }
}

/// A part of a shape's outline: what `trim(from:to:)` returns.
nonisolated struct _TrimmedShape<Base: Shape>: PrimitiveShape {
    var base: Base
    var from: CGFloat
    var to: CGFloat

    func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

/// A shape drawn at a size of its own inside its rectangle: what `size(_:)` returns.
nonisolated struct _SizedShape<Base: Shape>: PrimitiveShape {
    var base: Base
    var size: CGSize
    var anchor: UnitPoint

    func path(in rect: CGRect) -> Path {
        let origin = CGPoint(x: rect.minX + (rect.width - size.width) * anchor.x, y: rect.minY + (rect.height - size.height) * anchor.y)
        return base.path(in: CGRect(origin: origin, size: size))
    }
}

/// Two shapes combined by a path operation: what `union(_:eoFill:)` and its kin return.
nonisolated struct _CombinedShape<First: Shape, Second: Shape>: PrimitiveShape {
    var first: First
    var second: Second
    var combine: @Sendable (Path, Path) -> Path

    func path(in rect: CGRect) -> Path { combine(first.path(in: rect), second.path(in: rect)) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { first.sizeThatFits(proposal) }
}

/// A shape moved by an offset, as SwiftUI spells it.
nonisolated public struct OffsetShape<Content: Shape>: Shape, PrimitiveShape {
    /// The shape moved.
    public var shape: Content
    /// How far.
    public var offset: CGSize

    /// `shape` moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The moved outline.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    /// The moved shape's role.
    public static var role: ShapeRole { Content.role }
    /// The moved shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    /// The shape's data and the offset.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The moved shape, inset.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape scaled around an anchor, as SwiftUI spells it.
nonisolated public struct ScaledShape<Content: Shape>: Shape, PrimitiveShape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The fixed point.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` around `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The scaled outline.
    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + rect.width * anchor.x, y = rect.minY + rect.height * anchor.y
        let t = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(t)
    }
    /// The scaled shape's role.
    public static var role: ShapeRole { Content.role }
    /// The scaled shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    /// The shape's data, the scale and the anchor.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set { (shape.animatableData, scale.animatableData, anchor.animatableData) = (newValue.first, newValue.second.first, newValue.second.second) }
    }
}

/// A shape rotated around an anchor, as SwiftUI spells it.
nonisolated public struct RotatedShape<Content: Shape>: Shape, PrimitiveShape {
    /// The shape rotated.
    public var shape: Content
    /// How far.
    public var angle: Angle
    /// The fixed point.
    public var anchor: UnitPoint

    /// `shape` rotated by `angle` around `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The rotated outline.
    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + rect.width * anchor.x, y = rect.minY + rect.height * anchor.y
        let t = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(t)
    }
    /// The rotated shape's role.
    public static var role: ShapeRole { Content.role }
    /// The rotated shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    /// The shape's data, the angle and the anchor.
    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set { (shape.animatableData, angle.animatableData, anchor.animatableData) = (newValue.first, newValue.second.first, newValue.second.second) }
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The rotated shape, inset.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape transformed by an affine transform, as SwiftUI spells it.
nonisolated public struct TransformedShape<Content: Shape>: Shape, PrimitiveShape {
    /// The shape transformed.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform

    /// `shape` transformed by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The transformed outline.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    /// The transformed shape's role.
    public static var role: ShapeRole { Content.role }
    /// The transformed shape's behaviour.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
    /// The shape's data.
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}
