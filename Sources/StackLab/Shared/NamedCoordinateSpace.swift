/// A coordinate space named by a view (`.named("list")`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}
