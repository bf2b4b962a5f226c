import Foundation
@_spi(Nodes) import StackLabCore

/// A type-erased transition, as SwiftUI's `AnyTransition`: the built-in ones, combined, asymmetric,
/// from a modifier, or from a `Transition`. Accepted: the lab commits each transaction's end state.
public struct AnyTransition: @unchecked Sendable {
    /// What the transition is, for its description.
    let name: String

    init(name: String) {
        self.name = name
    }

    /// Erases `transition`.
    public init<T: Transition>(_ transition: T) {
        name = typeText(T.self)
    }

    /// Fades in and out.
    public static let opacity = AnyTransition(name: "opacity")
    /// Slides in from the leading edge and out to the trailing one.
    public static var slide: AnyTransition { AnyTransition(name: "slide") }
    /// Scales from and to zero.
    public static var scale: AnyTransition { AnyTransition(name: "scale") }
    /// Scales from and to `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale(\(scale))") }
    /// No transition.
    public static let identity = AnyTransition(name: "identity")
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge))") }
    /// Offsets by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    /// Offsets by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// `insertion` when inserted, `removal` when removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
    }
    /// The view modified by `active` outside the identity phase and by `identity` in it.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition(name: "modifier(\(E.self))") }

    /// This transition, animated with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }

    /// This transition and `other`, applied together.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: "\(name)+\(other.name)") }
}
