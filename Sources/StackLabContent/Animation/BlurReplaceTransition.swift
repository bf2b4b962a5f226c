import Foundation
@_spi(Nodes) import StackLabCore

/// Blurs and scales while it replaces content.
nonisolated public struct BlurReplaceTransition: Transition {
    /// Which way the content scales.
    public struct Configuration: Equatable {
        let upward: Bool
        /// Scales down as it leaves and up as it comes.
        public static let downUp = Configuration(upward: false)
        /// Scales up both ways.
        public static let upUp = Configuration(upward: true)
    }

    /// The configuration.
    public var configuration: BlurReplaceTransition.Configuration

    /// A blur replace of `configuration`.
    public init(configuration: BlurReplaceTransition.Configuration) { self.configuration = configuration }

    /// The content, blurred outside the identity phase.
    public func body(content: BlurReplaceTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension BlurReplaceTransition.Configuration: Sendable {}

extension Transition where Self == BlurReplaceTransition {
    /// A blur replace of `config`.
    nonisolated public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self { BlurReplaceTransition(configuration: config) }
    /// A blur replace.
    nonisolated public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
}
