@_spi(Nodes) import StackLabCore
import StackLabContent

/// The index view styles, as SwiftUI declares them: the page index of a paged tab view. Accepted: the
/// page dots are drawn over the paged content, inside its bounds.

/// Defines the implementation of all `IndexView` instances within a view hierarchy.
public protocol IndexViewStyle {}

/// An index view style that places a page index view over its content.
public struct PageIndexViewStyle: IndexViewStyle {
    /// The background style for the page index view.
    public struct BackgroundDisplayMode: Sendable {
        let kind: Int
        /// Background will use the default for the platform.
        public static let automatic = BackgroundDisplayMode(kind: 0)
        /// Background is only shown while the index view is interacted with.
        public static let interactive = BackgroundDisplayMode(kind: 1)
        /// Background is always displayed behind the page index view.
        public static let always = BackgroundDisplayMode(kind: 2)
        /// Background is never displayed behind the page index view.
        public static let never = BackgroundDisplayMode(kind: 3)
    }

    /// Creates a page index view style.
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// An index view style that places a page index view over its content.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// An index view style that places a page index view over its content, with a background display
    /// mode.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// The selection effect to apply to a palette item (SwiftUI, iOS 17). Accepted: drawing only.
public struct PaletteSelectionEffect: Sendable, Equatable {
    let kind: Int
    let variant: SymbolVariants?

    /// Applies the system's default effect when selected.
    public static let automatic = PaletteSelectionEffect(kind: 0, variant: nil)
    /// Applies the specified symbol variant when selected.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(kind: 1, variant: variant)
    }
    /// Does not apply any system effect when selected.
    public static let custom = PaletteSelectionEffect(kind: 2, variant: nil)
}

extension View {
    /// Sets the style for the index view within the current environment. Accepted: the page index is
    /// drawn over the paged content.
    nonisolated public func indexViewStyle<S>(_ style: S) -> some View where S: IndexViewStyle { self }

    /// Specifies the selection effect to apply to a palette item. Accepted: drawing only.
    nonisolated public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
}
