/// The horizontal or vertical dimension — SwiftUI's `Axis`, for scroll views, stacks and
/// `containerRelativeFrame`.
public enum Axis: Int8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable, Hashable {
        /// A set's element is a set.
        public typealias Element = Axis.Set
        /// The raw bits.
        public let rawValue: Int8
        /// A set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    /// "horizontal" or "vertical".
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }

    /// The other axis.
    package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
