/// How a view enters and leaves (accepted).
public struct AnyTransition: Sendable {
    /// Fades.
    public static let opacity = AnyTransition()
    /// Slides.
    public static let slide = AnyTransition()
    /// Scales.
    public static let scale = AnyTransition()
    /// No transition.
    public static let identity = AnyTransition()
    /// Moves in from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Two transitions together.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// How changing content swaps (accepted).
public struct ContentTransition: Sendable {
    /// The default.
    public static let identity = ContentTransition()
    /// Crossfade.
    public static let opacity = ContentTransition()
    /// Digits roll.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    /// Interpolates.
    public static let interpolate = ContentTransition()
}
