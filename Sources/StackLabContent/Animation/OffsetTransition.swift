import Foundation
@_spi(Nodes) import StackLabCore

/// Offsets by an amount.
nonisolated public struct OffsetTransition: Transition {
    /// The offset outside the identity phase.
    public var offset: CGSize
    /// An offset of `offset`.
    public init(_ offset: CGSize) { self.offset = offset }
    /// The content, offset outside the identity phase.
    public func body(content: OffsetTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == OffsetTransition {
    /// Offsets by `offset`.
    nonisolated public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }
    /// Offsets by `x` and `y`.
    nonisolated public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}
