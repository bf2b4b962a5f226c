@_spi(Nodes) import StackLabCore

/// How a view's content changes in place (digits rolling, a crossfade), as SwiftUI's
/// `ContentTransition`. Accepted: the lab commits each transaction's end state, so the new content is
/// shown at once.
public struct ContentTransition: Equatable, Sendable {
    let name: String

    /// The content changes without a transition of its own.
    public static let identity = ContentTransition(name: "identity")
    /// A crossfade.
    public static let opacity = ContentTransition(name: "opacity")
    /// Shapes and text interpolate between their states.
    public static let interpolate = ContentTransition(name: "interpolate")

    /// Digits roll up, or down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText(down)" : "numericText")
    }

    /// Digits roll in the direction `value` changed.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText(value)")
    }

    /// The symbol effect SF Symbols uses for the change.
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}
