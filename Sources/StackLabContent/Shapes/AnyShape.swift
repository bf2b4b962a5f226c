import Foundation
@_spi(Nodes) import StackLabCore

/// A shape without its type, as SwiftUI spells it (`AnyShape(isRound ? Circle() : Rectangle())`): it sizes
/// and outlines as the shape it holds.
nonisolated public struct AnyShape: Shape, PrimitiveShape, @unchecked Sendable {
    private let outline: @Sendable (CGRect) -> Path
    private let size: @Sendable (ProposedViewSize) -> CGSize

    /// Erases `shape`'s type.
    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
        size = { shape.sizeThatFits($0) }
    }

    /// The held shape's outline.
    public func path(in rect: CGRect) -> Path { outline(rect) }

    /// The held shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size(proposal) }

    /// Nothing to animate through the erasure.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
