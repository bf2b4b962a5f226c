/// What a parent offers a child, per dimension, with SwiftUI's meaning: a number is the space on offer,
/// `nil` asks for the child's ideal size, `0` for its minimum and `.infinity` for its maximum.
@_spi(Nodes) public struct ProposedSize: Sendable, Hashable, CustomStringConvertible {
    /// The offered width, or nil for "your ideal width".
    package var width: Double?
    /// The offered height, or nil for "your ideal height".
    package var height: Double?

    /// Creates a proposal.
    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// The same proposal: what the synthesized equality says, always inlined, because a node's size
    /// cache compares up to four proposals on every measure and the synthesized one became a call there.
    @inline(__always)
    public static func == (a: ProposedSize, b: ProposedSize) -> Bool {
        a.width == b.width && a.height == b.height
    }

    /// Proposes a concrete size.
    package init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size in both dimensions.
    package static let unspecified = ProposedSize(width: nil, height: nil)
    /// Asks for the minimum size.
    package static let zero = ProposedSize(width: 0, height: 0)
    /// Asks for the maximum size.
    package static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The offer along `axis`.
    package subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a proposal from its offers along a major axis and the other one.
    package init(major: Double?, minor: Double?, axis: Axis) {
        self = axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    /// The proposal with nil dimensions replaced by `size`'s.
    package func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// "370.0×nil".
    public var description: String {
        "\(width.map { "\($0)" } ?? "nil")×\(height.map { "\($0)" } ?? "nil")"
    }
}
