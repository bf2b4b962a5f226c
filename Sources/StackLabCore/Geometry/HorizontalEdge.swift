/// The leading or trailing edge — SwiftUI's `HorizontalEdge`, for swipe actions and side insets.
public enum HorizontalEdge: Int8, Sendable, Hashable, CaseIterable, Codable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// A set's element is a set.
        public typealias Element = HorizontalEdge.Set
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The leading edge.
        public static let leading = Set(rawValue: 1)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}
