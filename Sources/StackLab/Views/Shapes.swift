import Foundation

/// A 2D outline that fills the space it is offered (10 points when asked for its ideal size), as
/// SwiftUI's shapes do. The built-in shapes are leaves; a shape of your own describes its outline in
/// `path(in:)` and draws as one layer, like them.
public protocol Shape: View, Sendable {
    /// The outline inside `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape draws itself filled with the foreground style.
    public var body: some View { ShapeView(shape: self, style: nil, stroke: nil) }

    /// The shape filled with `content`.
    nonisolated public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> some View {
        ShapeView(shape: self, style: AnyShapeStyle(content), stroke: nil)
    }

    /// The shape's outline drawn `lineWidth` wide.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, style: AnyShapeStyle(content), stroke: Double(lineWidth))
    }

    /// The shape's outline drawn with a stroke style.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ShapeView(shape: self, style: AnyShapeStyle(content), stroke: Double(style.lineWidth))
    }

    /// The outline in the foreground style.
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, style: nil, stroke: Double(lineWidth))
    }
}

/// Shapes that can be inset, so their stroke stays inside their bounds.
public protocol InsettableShape: Shape {
    /// The shape inset by `amount`.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline drawn inside the shape's bounds.
    nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1) -> some View {
        ShapeView(shape: self, style: AnyShapeStyle(content), stroke: Double(lineWidth))
    }
}

/// How a shape is filled (accepted; a fill is one layer either way).
public struct FillStyle: Hashable, Sendable {
    /// Even-odd rather than non-zero winding.
    public var isEOFilled: Bool
    /// Antialiased edges.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How an outline is drawn.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width.
    public var lineWidth: CGFloat

    /// Creates a stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: Int = 0, lineJoin: Int = 0, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
    }
}

/// The corner style of rounded rectangles (accepted; drawn alike).
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter circles.
    case circular
    /// Continuous curvature, as the system's.
    case continuous
}

/// A rectangle.
nonisolated public struct Rectangle: InsettableShape, PrimitiveView {
    /// Creates a rectangle.
    public init() {}
    /// The rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// Inset.
    public func inset(by amount: CGFloat) -> Rectangle { self }
    func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode(graph: graph, view: ShapeView(shape: self, style: nil, stroke: nil), viewType: Self.self) }
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: InsettableShape, PrimitiveView {
    /// The corner radius.
    public var cornerSize: CGSize
    /// The corner style.
    public var style: RoundedCornerStyle

    /// Corners of radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Corners of elliptical size `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The rounded rectangle.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
    /// Inset.
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
    func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode(graph: graph, view: ShapeView(shape: self, style: nil, stroke: nil), viewType: Self.self) }
}

/// A rectangle whose short sides are half circles.
nonisolated public struct Capsule: InsettableShape, PrimitiveView {
    /// The corner style.
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    /// The capsule.
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius))
    }
    /// Inset.
    public func inset(by amount: CGFloat) -> Capsule { self }
    func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode(graph: graph, view: ShapeView(shape: self, style: nil, stroke: nil), viewType: Self.self) }
}

/// A circle centered in the offered space, as wide as its shorter side.
nonisolated public struct Circle: InsettableShape, PrimitiveView {
    /// Creates a circle.
    public init() {}
    /// The circle.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// Inset.
    public func inset(by amount: CGFloat) -> Circle { self }
    func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode(graph: graph, view: ShapeView(shape: self, style: nil, stroke: nil), viewType: Self.self) }
}

/// An ellipse filling the offered space.
nonisolated public struct Ellipse: InsettableShape, PrimitiveView {
    /// Creates an ellipse.
    public init() {}
    /// The ellipse.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// Inset.
    public func inset(by amount: CGFloat) -> Ellipse { self }
    func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode(graph: graph, view: ShapeView(shape: self, style: nil, stroke: nil), viewType: Self.self) }
}

/// An outline, as a list of elements; the lab keeps how many there are and their bounds.
nonisolated public struct Path: Shape, Hashable {
    /// Drawing elements (moves, lines, curves, closes).
    var elements = 0
    /// The bounds of what was added.
    public private(set) var boundingRect = CGRect.zero

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        add(rect, elements: 9)
    }

    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        add(rect, elements: 9)
    }

    /// An ellipse.
    public init(ellipseIn rect: CGRect) {
        add(rect, elements: 5)
    }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    private mutating func add(_ rect: CGRect, elements count: Int) {
        elements += count
        boundingRect = boundingRect == .zero ? rect : boundingRect.union(rect)
    }

    /// Starts a subpath.
    public mutating func move(to point: CGPoint) { add(CGRect(origin: point, size: .zero), elements: 1) }
    /// A line to `point`.
    public mutating func addLine(to point: CGPoint) { add(CGRect(origin: point, size: .zero), elements: 1) }
    /// Lines through `points`.
    public mutating func addLines(_ points: [CGPoint]) { for point in points { addLine(to: point) } }
    /// A quadratic curve.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { add(CGRect(origin: point, size: .zero), elements: 1) }
    /// A cubic curve.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) { add(CGRect(origin: point, size: .zero), elements: 1) }
    /// A rectangle.
    public mutating func addRect(_ rect: CGRect) { add(rect, elements: 5) }
    /// A rounded rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { add(rect, elements: 9) }
    /// An ellipse.
    public mutating func addEllipse(in rect: CGRect) { add(rect, elements: 5) }
    /// An arc.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        add(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), elements: 4)
    }
    /// Closes the subpath.
    public mutating func closeSubpath() { elements += 1 }

    /// A path is its own outline.
    public func path(in rect: CGRect) -> Path { self }

    /// Equal when they hold as many elements in the same bounds.
    public static func == (a: Path, b: Path) -> Bool { a.elements == b.elements && a.boundingRect == b.boundingRect }

    /// Hashes the element count.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// A shape drawn with a style: filled, or stroked with a line width. One layer for the render server.
nonisolated public struct ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    let style: AnyShapeStyle?
    let stroke: Double?

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode(graph: graph, view: self, viewType: Self.self) }
}

/// The node of a shape: it takes what it is offered, like a colour, and draws one layer (two for a
/// material, whose blur is an offscreen pass).
final class ShapeNode<S: Shape>: ViewNode {
    private var offscreen: Bool
    /// What is drawn: a new style or stroke changes the output without changing the layout, so the
    /// body that produced it did not run in vain; the same one does not.
    private var drawn: (style: AnyShapeStyle?, stroke: Double?)

    init(graph: ViewGraph, view: ShapeView<S>, viewType: Any.Type) {
        offscreen = view.style?.offscreen ?? false
        drawn = (view.style, view.stroke)
        super.init(graph: graph, viewType: viewType)
        layoutName = graph.names.signpostName(for: S.self)
        signpostsLayout = false
    }

    override func update(_ view: any View) {
        // A bare shape (`Circle()` as a view) draws the foreground style and has nothing to update.
        guard type(of: view) == ShapeView<S>.self else { return }
        let shape = withView(view, as: ShapeView<S>.self) { $0 }
        guard shape.style != drawn.style || shape.stroke != drawn.stroke else { return }
        drawn = (shape.style, shape.stroke)
        offscreen = shape.style?.offscreen ?? false
        graph.outputChanges.pointee &+= 1
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        list.append(.fill(frame.offsetBy(dx: 0, dy: dy)))
        if offscreen { list.addOffscreenPass() }
    }
}
