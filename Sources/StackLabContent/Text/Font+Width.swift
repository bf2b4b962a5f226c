import Foundation
@_spi(Nodes) import StackLabCore

extension Font {
    /// A font's width, as SwiftUI spells it (iOS 16), with UIKit's values (`UIFont.Width`). Drawn, not
    /// measured: the lab ships no condensed or expanded metrics.
    public struct Width: Hashable, Sendable {
        /// The width, 0 for standard, negative narrower.
        public var value: CGFloat

        /// A width of `value`.
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrower width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wider width.
        public static let expanded = Width(0.2)
    }
}
