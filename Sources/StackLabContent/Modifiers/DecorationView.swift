@_spi(Nodes) import StackLabCore
import Foundation

/// A view with another view behind (`background`) or in front of it (`overlay`): the primary view
/// decides the size; the decoration is proposed exactly that size and aligned inside it.
///
/// Usable from inlinable code, so that `background` and `overlay` are specialized in the module of the
/// view they decorate, which knows its type: StackLab's generic code asked the runtime for this view's
/// metadata on every body.
@usableFromInline
nonisolated struct DecorationView<Content: View, Decoration: View>: View, PrimitiveView {
    /// The primary view.
    let content: Content
    /// The decoration.
    let decoration: Decoration
    /// Where the decoration goes.
    let placement: DecorationPlacement
    /// Where a decoration smaller than the content sits.
    var alignment: Alignment

    /// `decoration` behind or in front of `content` (`placement`), aligned by `alignment`.
    @usableFromInline
    init(content: Content, decoration: Decoration, placement: DecorationPlacement, alignment: Alignment = .center) {
        self.content = content
        self.decoration = decoration
        self.placement = placement
        self.alignment = alignment
    }

    /// Primitive: no body.
    @usableFromInline var body: Never { primitiveBody() }

    /// Inlined into the conformance's witness, which is handed this type's metadata: the method alone
    /// knows only the content's and decoration's, and asked the runtime for this type's on every node.
    @inline(__always)
    func makeNode(in graph: ViewGraph) -> ViewNode {
        let made: DecorationNode<Content, Decoration>.Type = graph.types.nodeClass(for: Self.self)
        return made.init(graph: graph, content: content, decoration: decoration, placement: placement, alignment: alignment,
                         viewType: Self.self)
    }
}

/// The node of a `DecorationView`.
final class DecorationNode<Content: View, Decoration: View>: DecoratedNode {
    /// The view's parts and its type (`DecorationView<Content, Decoration>`), from the maker that has
    /// its metadata: reading them from the view here asked the runtime for it, for its fields' offsets.
    required init(graph: ViewGraph, content: Content, decoration: Decoration, placement: DecorationPlacement,
                  alignment: Alignment, viewType: Any.Type) {
        super.init(graph: graph, viewType: viewType, placement: placement, alignment: alignment)
        primary = reconcile(nil, with: content)
        self.decoration = reconcile(nil, with: decoration)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: DecorationView<Content, Decoration>.self) else { return }
        if view.alignment != alignment {
            alignment = view.alignment
            setNeedsLayout()
        }
        primary = reconcile(primary, with: view.content)
        decoration = reconcile(decoration, with: view.decoration)
    }

    override func placeContent(in rect: Rect) {
        primary?.place(in: rect)
        placeDecoration(in: rect)
    }
}

extension View {
    /// Puts `content` behind this view: the view decides the size, `content` is proposed exactly that
    /// size and aligned inside it.
    @inlinable
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        DecorationView(content: self, decoration: content(), placement: .background, alignment: alignment)
    }

    /// Puts `background` behind this view, sized like it (the iOS 13 spelling).
    @_disfavoredOverload
    @inlinable
    nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View {
        DecorationView(content: self, decoration: background, placement: .background, alignment: alignment)
    }

    /// Fills the view's bounds behind it with the environment's background style (white in the lab's
    /// light appearance): one layer.
    @inlinable
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        DecorationView(content: self, decoration: Rectangle().fill(Color.white), placement: .background)
    }

    /// Fills the view's bounds behind it with `style`: one layer.
    @inlinable
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        DecorationView(content: self, decoration: Rectangle().fill(style), placement: .background)
    }

    /// Fills `shape` behind the view with the environment's background style.
    @inlinable
    nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: Shape {
        DecorationView(content: self, decoration: shape.fill(Color.white), placement: .background)
    }

    /// Fills `shape` behind the view with `style`.
    @inlinable
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape {
        DecorationView(content: self, decoration: shape.fill(style), placement: .background)
    }

    /// Fills an insettable `shape` behind the view with the environment's background style.
    @inlinable
    nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S: InsettableShape {
        DecorationView(content: self, decoration: shape.fill(Color.white), placement: .background)
    }

    /// Fills an insettable `shape` behind the view with `style`.
    @inlinable
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: InsettableShape {
        DecorationView(content: self, decoration: shape.fill(style), placement: .background)
    }

    /// Puts `content` in front of this view: the view decides the size, `content` is proposed exactly
    /// that size and aligned inside it.
    @inlinable
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        DecorationView(content: self, decoration: content(), placement: .overlay, alignment: alignment)
    }

    /// Puts `overlay` in front of this view, sized like it (the iOS 13 spelling).
    @_disfavoredOverload
    @inlinable
    nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View {
        DecorationView(content: self, decoration: overlay, placement: .overlay, alignment: alignment)
    }

    /// Fills the view's bounds in front of it with `style`.
    @inlinable
    nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle {
        DecorationView(content: self, decoration: Rectangle().fill(style), placement: .overlay)
    }

    /// Fills `shape` in front of the view with `style`.
    @inlinable
    nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape {
        DecorationView(content: self, decoration: shape.fill(style), placement: .overlay)
    }

    /// Draws the outline of the view's bounds (an overlay of a stroked rectangle).
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        DecorationView(content: self, decoration: Rectangle().strokeBorder(content, lineWidth: width), placement: .overlay)
    }
}
