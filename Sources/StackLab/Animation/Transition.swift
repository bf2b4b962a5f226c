import Foundation

/// How a view enters and leaves the hierarchy, as SwiftUI's `Transition`: its body is the content at
/// a phase (about to appear, shown, gone). The lab commits each transaction's end state, so a view
/// that appears is shown at `.identity` at once and one that leaves is gone at once.
@MainActor @preconcurrency
public protocol Transition {
    /// The content at a phase.
    associatedtype Body: View
    /// The content at `phase`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content, phase: TransitionPhase) -> Body
    /// Whether the transition moves the view.
    @MainActor @preconcurrency static var properties: TransitionProperties { get }
    /// The content the transition applies to.
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    /// A transition with motion.
    nonisolated public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` at `phase` of this transition.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content), phase: phase)
    }

    /// This transition, animated with `animation`.
    nonisolated public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }

    /// This transition and `other`, applied together.
    nonisolated public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }
}

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

/// Properties of a transition.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (Reduce Motion replaces such transitions).
    public var hasMotion: Bool

    /// Properties with or without motion.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// A transition with an animation of its own.
nonisolated struct AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let animation: Animation?
    func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Two transitions applied together.
nonisolated struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second
    func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Fades in and out.
nonisolated public struct OpacityTransition: Transition {
    /// A fade.
    public init() {}
    /// The content, faded away outside the identity phase.
    public func body(content: OpacityTransition.Content, phase: TransitionPhase) -> some View { content }
    /// A fade has no motion.
    public static let properties = TransitionProperties(hasMotion: false)
}

extension Transition where Self == OpacityTransition {
    /// Fades in and out.
    nonisolated public static var opacity: OpacityTransition { OpacityTransition() }
}

/// Slides in from the leading edge and out to the trailing one.
nonisolated public struct SlideTransition: Transition {
    /// A slide.
    public init() {}
    /// The content, moved off its edge outside the identity phase.
    public func body(content: SlideTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == SlideTransition {
    /// Slides in from the leading edge and out to the trailing one.
    nonisolated public static var slide: SlideTransition { SlideTransition() }
}

/// Scales from and to a size.
nonisolated public struct ScaleTransition: Transition {
    /// The scale outside the identity phase.
    public var scale: Double
    /// The point it scales around.
    public var anchor: UnitPoint

    /// A scale from `scale` around `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// The content, scaled outside the identity phase.
    public func body(content: ScaleTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == ScaleTransition {
    /// Scales from and to zero.
    nonisolated public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Scales from and to `scale` around `anchor`.
    nonisolated public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { ScaleTransition(scale, anchor: anchor) }
}

/// Moves in from and out to an edge.
nonisolated public struct MoveTransition: Transition {
    /// The edge.
    public var edge: Edge
    /// A move from and to `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// The content, moved past its edge outside the identity phase.
    public func body(content: MoveTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == MoveTransition {
    /// Moves in from and out to `edge`.
    nonisolated public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

/// Moves in from an edge and out to the opposite one, fading.
nonisolated public struct PushTransition: Transition {
    /// The edge it comes from.
    public var edge: Edge
    /// A push from `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// The content, pushed outside the identity phase.
    public func body(content: PushTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == PushTransition {
    /// Pushes in from `edge`.
    nonisolated public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

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

/// No transition: the content as it is.
nonisolated public struct IdentityTransition: Transition {
    /// The identity.
    public init() {}
    /// The content.
    public func body(content: IdentityTransition.Content, phase: TransitionPhase) -> IdentityTransition.Content { content }
    /// No motion.
    public static let properties = TransitionProperties(hasMotion: false)
    /// The content.
    public typealias Body = IdentityTransition.Content
}

extension Transition where Self == IdentityTransition {
    /// No transition.
    nonisolated public static var identity: IdentityTransition { IdentityTransition() }
}

/// One transition when inserted and another when removed.
nonisolated public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// On insertion.
    public var insertion: Insertion
    /// On removal.
    public var removal: Removal

    /// `insertion` and `removal`.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The content at `phase` of the transition for its direction.
    public func body(content: AsymmetricTransition<Insertion, Removal>.Content, phase: TransitionPhase) -> some View { content }

    /// Motion when either has it.
    public static var properties: TransitionProperties {
        onLabMainActor { TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion) }
    }
}
