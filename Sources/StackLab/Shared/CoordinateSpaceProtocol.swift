/// A coordinate space to measure a geometry or a gesture's location in (`.local`, `.global`,
/// `.named("list")`, `.scrollView`).
public protocol CoordinateSpaceProtocol {
    /// The space as a `CoordinateSpace`.
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view named with `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The space of the nearest scroll view along `axis`.
    public static func scrollView(axis: Axis) -> Self {
        NamedCoordinateSpace(name: AnyHashable("scrollView.\(axis)"))
    }

    /// The space of the nearest scroll view.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable("scrollView"))
    }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The screen's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
