import Foundation

/// Keys of the system values, named as the properties that read them.
enum LocaleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = Locale(identifier: "en_US")
    static let name = "locale"
}

enum CalendarKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = Calendar(identifier: .gregorian)
    static let name = "calendar"
}

enum TimeZoneKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = TimeZone(identifier: "UTC")!
    static let name = "timeZone"
}

enum ColorSchemeKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = ColorScheme.light
    static let name = "colorScheme"
}

enum DynamicTypeSizeKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
    static let name = "dynamicTypeSize"
}

enum HorizontalSizeClassKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
    static let name = "horizontalSizeClass"
}

enum VerticalSizeClassKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
    static let name = "verticalSizeClass"
}

enum DisplayScaleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: CGFloat = 3
    static let name = "displayScale"
}

enum IsEnabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = true
    static let name = "isEnabled"
}

enum LayoutDirectionKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
    static let name = "layoutDirection"
}

extension EnvironmentValues {
    /// The locale formatting and localized text follow.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The calendar dates are shown in.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// The time zone dates are shown in.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The text size setting text styles scale by.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// The horizontal size class (compact on a phone in portrait).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// Pixels per point (3 on the iPhones the built-in profiles model).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// Whether controls respond (`.disabled(true)` makes it false below).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// The direction text runs in.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}
