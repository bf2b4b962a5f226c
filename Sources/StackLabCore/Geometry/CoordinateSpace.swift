/// A coordinate space a geometry reader measures frames in — SwiftUI's `CoordinateSpace`: the screen
/// (`.global`), the view itself (`.local`), or an ancestor named with `coordinateSpace(_:)`.
public enum CoordinateSpace {
    /// The screen.
    case global
    /// The view itself.
    case local
    /// The ancestor named `name`.
    case named(AnyHashable)
}

extension CoordinateSpace {
    /// Whether this is the screen's space.
    public var isGlobal: Bool {
        if case .global = self { return true }
        return false
    }

    /// Whether this is the view's own space.
    public var isLocal: Bool {
        if case .local = self { return true }
        return false
    }
}

extension CoordinateSpace: Equatable, Hashable {}

/// A coordinate space a frame can be asked in — SwiftUI's `CoordinateSpaceProtocol` (iOS 17), spelled
/// `.local`, `.global`, `.named("list")` or `.scrollView`.
public protocol CoordinateSpaceProtocol {
    /// The space as a `CoordinateSpace`.
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space — SwiftUI's `NamedCoordinateSpace`: `.named(_:)` for a name given with
/// `coordinateSpace(_:)`, `.scrollView` for the nearest enclosing scroll view's visible area.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    /// The name.
    let name: AnyHashable

    /// The space as a `CoordinateSpace`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The name the lab gives the nearest scroll view's space (and a scroll view of one axis's).
struct ScrollViewSpaceName: Hashable, Sendable {
    let axis: Axis?
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space an ancestor named `name` with `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The visible area of the nearest enclosing scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> Self {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
    }

    /// The visible area of the nearest enclosing scroll view.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil)))
    }
}

/// The view's own coordinate space — SwiftUI's `LocalCoordinateSpace`, spelled `.local`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The view's own space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// The screen's coordinate space — SwiftUI's `GlobalCoordinateSpace`, spelled `.global`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The screen's space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The screen's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
