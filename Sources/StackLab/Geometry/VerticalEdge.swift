/// A vertical edge.
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
    /// The top.
    case top
    /// The bottom.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top.
        public static let top = Set(rawValue: 1)
        /// The bottom.
        public static let bottom = Set(rawValue: 2)
        /// Both.
        public static let all: Set = [.top, .bottom]
    }
}
