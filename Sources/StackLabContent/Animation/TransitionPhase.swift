import Foundation
@_spi(Nodes) import StackLabCore

/// A transition's phase.
public enum TransitionPhase {
    /// About to be inserted.
    case willAppear
    /// In the hierarchy, as it is shown.
    case identity
    /// Removed.
    case didDisappear

    /// Whether the view is shown as itself.
    public var isIdentity: Bool { self == .identity }
}

extension TransitionPhase {
    /// -1 before appearing, 0 as shown, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

extension TransitionPhase: Equatable {}

extension TransitionPhase: Hashable {}

extension TransitionPhase: Sendable {}

extension TransitionPhase: BitwiseCopyable {}
