@_spi(Nodes) import StackLabCore

/// A pointer's hover effect on a view, as SwiftUI spells it: the lab has no pointer, so an effect is
/// accepted and changes nothing.
public struct HoverEffect: Sendable {
    let name: String

    /// An effect made from a custom one (iOS 18).
    public init<E: CustomHoverEffect>(_ effect: E) {
        name = typeText(E.self)
    }

    init(name: String) { self.name = name }

    /// The system's choice.
    public static let automatic = HoverEffect(name: "automatic")
    /// A highlight behind the view.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts toward the pointer.
    public static let lift = HoverEffect(name: "lift")
}

/// A hover effect built from others (iOS 18), as SwiftUI spells it.
public protocol CustomHoverEffect {
    /// The effect this one is made of.
    associatedtype Body: CustomHoverEffect
    /// What an effect's body starts from.
    typealias Content = EmptyHoverEffect
    /// This effect, from `content`.
    func body(content: Content) -> Body
}

/// No hover effect.
public struct EmptyHoverEffect: CustomHoverEffect {
    /// Nothing.
    public typealias Body = Never
}

extension CustomHoverEffect where Body == Never {
    /// A primitive effect has no body.
    public func body(content: Content) -> Never { fatalError("\(Self.self) has no body") }
}

extension Never: CustomHoverEffect {
    /// Never is its own body.
    public typealias Body = Never

    /// Never has no body.
    public func body(content: EmptyHoverEffect) -> Never { fatalError("Never has no body") }
}

extension HoverEffect: CustomHoverEffect {
    /// A system effect is primitive.
    public typealias Body = Never
}

/// The system's choice of hover effect.
public struct AutomaticHoverEffect: CustomHoverEffect {
    /// The effect.
    public init() {}
    /// The effect, from `content`.
    public func body(content: Content) -> some CustomHoverEffect { content }
}

/// A highlight behind the view.
public struct HighlightHoverEffect: CustomHoverEffect {
    /// The effect.
    public init() {}
    /// The effect, from `content`.
    public func body(content: Content) -> some CustomHoverEffect { content }
}

/// The view lifts toward the pointer.
public struct LiftHoverEffect: CustomHoverEffect {
    /// The effect.
    public init() {}
    /// The effect, from `content`.
    public func body(content: Content) -> some CustomHoverEffect { content }
}

extension CustomHoverEffect where Self == AutomaticHoverEffect {
    /// The system's choice.
    public static var automatic: AutomaticHoverEffect { AutomaticHoverEffect() }
}

extension CustomHoverEffect where Self == HighlightHoverEffect {
    /// A highlight behind the view.
    public static var highlight: HighlightHoverEffect { HighlightHoverEffect() }
}

extension CustomHoverEffect where Self == LiftHoverEffect {
    /// The view lifts toward the pointer.
    public static var lift: LiftHoverEffect { LiftHoverEffect() }
}

extension CustomHoverEffect {
    /// The effect, turned off when `isDisabled`.
    public func hoverEffectDisabled(_ isDisabled: Bool = true) -> some CustomHoverEffect { self }
}

/// Hover effects on a view, as SwiftUI spells them: no pointer in the lab, so each returns the view.
extension View {
    /// A hover effect (iOS 18).
    nonisolated public func hoverEffect(_ effect: some CustomHoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// A system hover effect.
    @_disfavoredOverload
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }

    /// A system hover effect, when enabled.
    @_disfavoredOverload
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// The hover effect of the views inside that ask for the automatic one.
    nonisolated public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }

    /// The hover effect of the views inside that ask for the automatic one (iOS 18).
    nonisolated public func defaultHoverEffect(_ effect: some CustomHoverEffect) -> some View { self }

    /// Turns the hover effects inside off.
    nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
