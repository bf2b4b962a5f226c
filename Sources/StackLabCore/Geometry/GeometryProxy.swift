import Foundation

/// The size and position a `GeometryReader` (or `onGeometryChange`, `visualEffect`) was given — SwiftUI's
/// `GeometryProxy`: the size, frames in other coordinate spaces, and anchors resolved into its space.
public struct GeometryProxy: @unchecked Sendable {
    /// The view's frame in its scroll content's (or the screen's) coordinates: where the runtime put it.
    let placed: Rect
    /// The part of that space on screen: a reader inside a scroll view is built again when it scrolls,
    /// so content derived from the scroll position (a parallax) is computed locally.
    let visible: Rect
    /// The view, to find named ancestors and scroll views; nil for a proxy made without one (or once the
    /// view is gone: a closure may keep the proxy longer than the view lives).
    weak var node: ViewNode?

    init(placed: Rect, visible: Rect, node: ViewNode? = nil) {
        self.placed = placed
        self.visible = visible
        self.node = node
    }

    /// The view's size.
    public var size: CGSize { CGSize(width: placed.width, height: placed.height) }

    /// The anchor's value in this view's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(CGPoint(x: placed.minX, y: placed.minY))
    }

    /// The safe area insets: none, as the lab's screen is the list's own area with no bars over it.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The view's frame in `coordinateSpace` (the iOS 13 spelling).
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(frameIn(coordinateSpace))
    }

    /// The view's frame in `coordinateSpace`: `.local` (its own bounds), `.global` (the screen), a named
    /// ancestor, or the nearest scroll view's visible area.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        CGRect(frameIn(coordinateSpace.coordinateSpace))
    }

    /// The bounds of the named ancestor in this view's coordinates, or nil when no ancestor has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let node, let origin = CoordinateSpaces.origin(of: coordinateSpace.name, above: node) else { return nil }
        let global = globalFrame
        return CGRect(x: origin.rect.minX - global.minX, y: origin.rect.minY - global.minY,
                      width: origin.rect.width, height: origin.rect.height)
    }

    /// The frame on screen: the placed frame moved out of every scroll view it is inside.
    var globalFrame: Rect {
        guard let node else { return placed.offsetBy(dx: -visible.minX, dy: -visible.minY) }
        return CoordinateSpaces.global(placed, above: node)
    }

    private func frameIn(_ space: CoordinateSpace) -> Rect {
        switch space {
        case .local:
            return Rect(x: 0, y: 0, width: placed.width, height: placed.height)
        case .global:
            return globalFrame
        case let .named(name):
            guard let node, let origin = CoordinateSpaces.origin(of: name, above: node) else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.rect.minX, dy: -origin.rect.minY)
        }
    }
}

extension GeometryProxy: Equatable {
    /// The same placement.
    public static func == (lhs: GeometryProxy, rhs: GeometryProxy) -> Bool {
        lhs.placed == rhs.placed && lhs.visible == rhs.visible && lhs.node === rhs.node
    }
}
