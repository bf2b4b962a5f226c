@_spi(Nodes) import StackLabCore

extension Image {
    /// How much of a high dynamic range image's range is shown (drawing only: the lab decodes an image
    /// at its pixels whatever range it shows).
    public struct DynamicRange: Hashable, Sendable {
        let level: Int
        /// Standard dynamic range.
        public static let standard = DynamicRange(level: 0)
        /// Some headroom above standard.
        public static let constrainedHigh = DynamicRange(level: 1)
        /// The display's full range.
        public static let high = DynamicRange(level: 2)
    }
}
