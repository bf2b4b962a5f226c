import Foundation

/// A proposal for a view's size (SwiftUI's `ProposedViewSize`): per dimension a length, or nil for the
/// view's ideal; 0 asks for the minimum, infinity for the maximum.
public struct ProposedViewSize: Equatable {
    /// The proposed width, nil for the ideal.
    public var width: CGFloat?
    /// The proposed height, nil for the ideal.
    public var height: CGFloat?

    /// The minimum in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The ideal in both dimensions.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The maximum in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// A proposal of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal with unspecified dimensions taken from `size`.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize: Sendable {}
extension ProposedViewSize: BitwiseCopyable {}
