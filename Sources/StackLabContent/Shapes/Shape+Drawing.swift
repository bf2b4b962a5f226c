import Foundation
@_spi(Nodes) import StackLabCore

/// Filling and stroking a shape, as SwiftUI spells it (iOS 13's forms and iOS 17's, which return views
/// another fill or stroke can go over). Each is one layer the size of the shape's view; the style only
/// decides what is drawn (a material's blur adds an offscreen pass).
extension Shape {
    /// The shape filled with `content` (the foreground style by default).
    @inlinable
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape filled with `content` (iOS 17's form).
    @_disfavoredOverload @inlinable
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape filled with the foreground style (iOS 17's form).
    @_disfavoredOverload
    nonisolated public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// The shape's outline in `content` with a stroke style.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The shape's outline in `content`, `lineWidth` wide.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape's outline in `content` with a stroke style (iOS 13's form).
    @_disfavoredOverload
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        stroke(content, style: style, antialiased: true)
    }

    /// The shape's outline in `content`, `lineWidth` wide (iOS 13's form).
    @_disfavoredOverload
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: true)
    }

    /// The shape's outline as a shape of its own, drawn in the foreground style.
    nonisolated public func stroke(style: StrokeStyle) -> some Shape {
        _StrokedShape(base: self, style: style)
    }

    /// The shape's outline, `lineWidth` wide, as a shape of its own.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension InsettableShape {
    /// The outline drawn inside the shape's bounds in `content` with a stroke style.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The outline drawn inside the shape's bounds in `content`, `lineWidth` wide.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The outline inside the bounds with a stroke style (iOS 13's form).
    @_disfavoredOverload
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The outline inside the bounds in the foreground style (iOS 13's form).
    @_disfavoredOverload
    nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        StrokeBorderShapeView(shape: self, style: ForegroundStyle(), strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The outline inside the bounds, `lineWidth` wide (iOS 13's form).
    @_disfavoredOverload
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), isAntialiased: antialiased, background: EmptyView())
    }

    /// The outline inside the bounds in the foreground style, `lineWidth` wide (iOS 13's form).
    @_disfavoredOverload
    nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        StrokeBorderShapeView(shape: self, style: ForegroundStyle(), strokeStyle: StrokeStyle(lineWidth: lineWidth), isAntialiased: antialiased, background: EmptyView())
    }
}

/// A shape's outline as a shape: what `stroke(lineWidth:)` returns, drawn in the foreground style.
nonisolated struct _StrokedShape<Base: Shape>: PrimitiveShape {
    var base: Base
    var style: StrokeStyle

    func path(in rect: CGRect) -> Path { base.path(in: rect).strokedPath(style) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    var drawing: ShapeDrawing { ShapeDrawing(style: nil, lineWidth: Double(style.lineWidth)) }
}
