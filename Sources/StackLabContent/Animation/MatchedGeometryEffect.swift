@_spi(Nodes) import StackLabCore

/// Which parts of a matched view's geometry follow its source.
public struct MatchedGeometryProperties: OptionSet {
    /// The raw bits.
    public let rawValue: UInt32
    /// Properties from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame = MatchedGeometryProperties(rawValue: 3)
}

extension MatchedGeometryProperties: Sendable {}

extension MatchedGeometryProperties: BitwiseCopyable {}

extension View {
    /// Matches this view's geometry with the views of the same `id` in `namespace`, so that one
    /// replacing the other animates between their frames (accepted: the lab commits the end state, and
    /// lays a non-source view out in its own frame rather than its source's).
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                                anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
}
