@_spi(Nodes) import StackLabCore

extension Font {
    /// Line spacing variants, as SwiftUI spells them (drawn; the lab keeps the font's own line height).
    public enum Leading: Hashable, Sendable {
        /// The font's line height.
        case standard
        /// Tighter.
        case tight
        /// Looser.
        case loose
    }
}
