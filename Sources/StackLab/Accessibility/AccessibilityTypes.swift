/// Accessibility traits (accepted).
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates traits from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 8)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 16)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 32)
}

/// How an accessibility element treats its children (accepted).
public struct AccessibilityChildBehavior: Sendable, Hashable {
    let kind: Int
    /// Children are hidden.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// Children stay elements.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// Children's labels combine.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}
