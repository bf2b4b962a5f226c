import Foundation
@_spi(Nodes) import StackLabCore

/// A view that draws a shape, as SwiftUI declares it (iOS 17): what `fill`, `stroke` and `strokeBorder`
/// return, so that another fill or stroke can be drawn over it.
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape drawn (nonisolated, so that the nonisolated `fill` and `stroke` can read it).
    nonisolated var shape: Content { get }
}

extension ShapeView {
    /// The shape filled with `content`, over this view.
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// The shape's outline in `content` with a stroke style, over this view.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// The shape's outline in `content`, `lineWidth` wide, over this view.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// The shape's outline inside its bounds in `content` with a stroke style, over this view.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// The shape's outline inside its bounds in `content`, `lineWidth` wide, over this view.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape filled with a style: what `Shape.fill` returns (SwiftUI's `_ShapeView`). One layer.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView, PrimitiveView, ShapeDrawingView {
    /// The shape.
    public var shape: Content
    /// The fill.
    public var style: Style
    /// The winding rule and antialiasing.
    public var fillStyle: FillStyle

    /// A shape filled with `style`.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package var drawnShape: Content { shape }
    package var drawing: ShapeDrawing { ShapeDrawing(style: AnyShapeStyle(style), lineWidth: nil) }
    package var backgroundContent: (any View)? { nil }
    package func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode<Self>.make(graph: graph, view: self) }
}

/// A shape filled with a style over another view of it, as SwiftUI spells it: one layer over the
/// background's.
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView, ShapeDrawingView {
    /// The shape.
    public var shape: Content
    /// The fill.
    public var style: Style
    /// The winding rule and antialiasing.
    public var fillStyle: FillStyle
    /// What the fill is drawn over.
    public var background: Background

    /// A shape filled with `style` over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package var drawnShape: Content { shape }
    package var drawing: ShapeDrawing { ShapeDrawing(style: AnyShapeStyle(style), lineWidth: nil) }
    package var backgroundContent: (any View)? { Background.self == EmptyView.self ? nil : background }
    package func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode<Self>.make(graph: graph, view: self) }
}

/// A shape's outline over another view of it, as SwiftUI spells it: one layer over the background's.
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView, ShapeDrawingView {
    /// The shape.
    public var shape: Content
    /// The stroke's style.
    public var style: Style
    /// Width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// What the outline is drawn over.
    public var background: Background

    /// A shape's outline in `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package var drawnShape: Content { shape }
    package var drawing: ShapeDrawing { ShapeDrawing(style: AnyShapeStyle(style), lineWidth: Double(strokeStyle.lineWidth)) }
    package var backgroundContent: (any View)? { Background.self == EmptyView.self ? nil : background }
    package func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode<Self>.make(graph: graph, view: self) }
}

/// A shape's outline drawn inside its bounds over another view of it, as SwiftUI spells it: one layer
/// over the background's.
nonisolated public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView, ShapeDrawingView {
    /// The shape.
    public var shape: Content
    /// The stroke's style.
    public var style: Style
    /// Width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// What the outline is drawn over.
    public var background: Background

    /// A shape's inner outline in `style` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package var drawnShape: Content { shape }
    package var drawing: ShapeDrawing { ShapeDrawing(style: AnyShapeStyle(style), lineWidth: Double(strokeStyle.lineWidth)) }
    package var backgroundContent: (any View)? { Background.self == EmptyView.self ? nil : background }
    package func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode<Self>.make(graph: graph, view: self) }
}
