/// The screen's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The global space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}
