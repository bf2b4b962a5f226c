@_spi(Nodes) import StackLabCore

extension Font {
    /// Typeface designs, as SwiftUI spells them. Monospaced measures with DejaVu Sans Mono; serif and
    /// rounded with the sans serif's advances.
    public enum Design: Hashable, Sendable {
        /// The system's sans serif.
        case `default`
        /// A serif face.
        case serif
        /// A rounded face.
        case rounded
        /// A monospaced face.
        case monospaced
    }
}
