@_spi(Nodes) import StackLabCore

extension Font {
    /// Stroke weights, from ultra light to black, as SwiftUI spells them. Semibold and heavier measure
    /// with DejaVu Sans Bold's advances, the rest with the regular ones.
    public struct Weight: Hashable, Sendable {
        /// The weight on the 100–900 scale fonts use.
        let value: Int

        /// Ultra light.
        public static let ultraLight = Weight(value: 100)
        /// Thin.
        public static let thin = Weight(value: 200)
        /// Light.
        public static let light = Weight(value: 300)
        /// Regular.
        public static let regular = Weight(value: 400)
        /// Medium.
        public static let medium = Weight(value: 500)
        /// Semibold.
        public static let semibold = Weight(value: 600)
        /// Bold.
        public static let bold = Weight(value: 700)
        /// Heavy.
        public static let heavy = Weight(value: 800)
        /// Black.
        public static let black = Weight(value: 900)
    }
}
