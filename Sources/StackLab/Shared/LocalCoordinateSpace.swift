/// A view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The local space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}
