@_spi(Nodes) import StackLabCore

extension Text {
    /// How an underline or strikethrough is drawn, as SwiftUI spells it: drawing only.
    public struct LineStyle: Hashable, Sendable {
        let pattern: Pattern
        let color: Color?

        /// A line of `pattern` in `color` (nil: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A line's dash pattern.
        public struct Pattern: Hashable, Sendable {
            let kind: Int

            /// A solid line.
            public static let solid = Pattern(kind: 0)
            /// Dots.
            public static let dot = Pattern(kind: 1)
            /// Dashes.
            public static let dash = Pattern(kind: 2)
            /// Dashes and dots.
            public static let dashDot = Pattern(kind: 3)
            /// Dashes and pairs of dots.
            public static let dashDotDot = Pattern(kind: 4)
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }
}
