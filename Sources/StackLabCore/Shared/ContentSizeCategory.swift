/// The user's text size setting before iOS 15 (deprecated; renamed `DynamicTypeSize`). The lab keeps
/// one setting: reading or writing `EnvironmentValues.sizeCategory` reads or writes `dynamicTypeSize`.
public enum ContentSizeCategory: Hashable, CaseIterable {
    /// Extra small.
    case extraSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case extraLarge
    /// Extra extra large.
    case extraExtraLarge
    /// Extra extra extra large.
    case extraExtraExtraLarge
    /// Accessibility medium.
    case accessibilityMedium
    /// Accessibility large.
    case accessibilityLarge
    /// Accessibility extra large.
    case accessibilityExtraLarge
    /// Accessibility extra extra large.
    case accessibilityExtraExtraLarge
    /// Accessibility extra extra extra large.
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension ContentSizeCategory {
    /// Smaller than.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }
    /// Smaller than or equal to.
    public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index <= rhs.index }
    /// Larger than.
    public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index > rhs.index }
    /// Larger than or equal to.
    public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index >= rhs.index }

    private var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
