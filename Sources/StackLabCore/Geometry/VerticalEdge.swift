/// The top or bottom edge — SwiftUI's `VerticalEdge`, for safe-area insets and section separators.
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable, Codable {
    /// The top.
    case top
    /// The bottom.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// A set's element is a set.
        public typealias Element = VerticalEdge.Set
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ e: VerticalEdge) { self.init(rawValue: 1 << e.rawValue) }
        /// The top.
        public static let top = Set(rawValue: 1)
        /// The bottom.
        public static let bottom = Set(rawValue: 2)
        /// Both.
        public static let all: Set = [.top, .bottom]
    }
}
