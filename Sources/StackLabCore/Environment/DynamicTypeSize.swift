import Foundation

/// The user's text size setting; `large` is the default, and every text style has its point size at each
/// setting (Apple's Human Interface Guidelines, Typography: Dynamic Type sizes for iOS).
public enum DynamicTypeSize: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// Accessibility 1.
    case accessibility1
    /// Accessibility 2.
    case accessibility2
    /// Accessibility 3.
    case accessibility3
    /// Accessibility 4.
    case accessibility4
    /// Accessibility 5.
    case accessibility5

    /// Orders sizes from smallest to largest.
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
