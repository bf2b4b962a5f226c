@_spi(Nodes) import StackLabCore

extension Text {
    /// Where text that does not fit is cut, as SwiftUI spells it: a cut line is as wide as the space it
    /// was cut to whichever end it keeps, so the mode changes what is drawn, not a size.
    public enum TruncationMode: Hashable, Sendable {
        /// Keeps the end: "…ing".
        case head
        /// Keeps the start: "Somethi…", the default.
        case tail
        /// Keeps both ends: "Som…ing".
        case middle
    }
}
