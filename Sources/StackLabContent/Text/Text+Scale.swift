@_spi(Nodes) import StackLabCore

extension Text {
    /// A size for text relative to its font, as SwiftUI spells it (iOS 17): drawing only in the lab,
    /// which measures text at its font's size.
    public struct Scale: Hashable, Sendable {
        let level: Int

        /// The font's own size.
        public static let `default` = Scale(level: 0)
        /// The size for secondary text.
        public static let secondary = Scale(level: 1)
    }
}
