import Foundation

/// What a container offers a subview, per dimension — SwiftUI's `ProposedViewSize`, which a `Layout`
/// passes to its subviews: a number is the space on offer, nil asks for the ideal size, 0 for the
/// minimum and `.infinity` for the maximum.
public struct ProposedViewSize: Equatable, Sendable {
    /// The offered width, or nil for the ideal one.
    public var width: CGFloat?
    /// The offered height, or nil for the ideal one.
    public var height: CGFloat?

    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// A proposal of the given dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Proposes `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal with its nil dimensions replaced by `size`'s (10 points each by default, as SwiftUI's).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The runtime's proposal.
    package init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }

    /// As the runtime proposes it.
    package var lab: ProposedSize {
        ProposedSize(width: width.map(Double.init), height: height.map(Double.init))
    }
}

extension CGSize {
    /// The runtime's size.
    package init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// As the runtime measures it.
    var lab: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    /// The runtime's rectangle.
    init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// As the runtime places it.
    package var lab: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

extension CGPoint {
    /// The runtime's point.
    init(_ point: Point) {
        self.init(x: point.x, y: point.y)
    }

    /// As the runtime places it.
    var lab: Point { Point(x: Double(x), y: Double(y)) }
}
