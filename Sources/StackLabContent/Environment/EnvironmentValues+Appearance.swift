import Foundation
@_spi(Nodes) import StackLabCore

// The system values SwiftUI's `EnvironmentValues` declares for appearance and rendering, with its defaults on an
// iPhone. Get-only ones keep an internal setter for the modifiers that set them in SwiftUI.

enum IsLuminanceReducedKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "isLuminanceReduced"
}

enum RedactionReasonsKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: RedactionReasons = []
    static let name = "redactionReasons"
}

enum BackgroundMaterialKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Material? = nil
    static let name = "backgroundMaterial"
}

enum MaterialActiveAppearanceKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: MaterialActiveAppearance = .automatic
    static let name = "materialActiveAppearance"
}

enum BackgroundProminenceKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: BackgroundProminence = .standard
    static let name = "backgroundProminence"
}

enum BackgroundStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
    static let name = "backgroundStyle"
}

enum AppearsActiveKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = true
    static let name = "appearsActive"
}

enum AllowedDynamicRangeKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Image.DynamicRange? = nil
    static let name = "allowedDynamicRange"
}

enum ContentTransitionKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: ContentTransition = .identity
    static let name = "contentTransition"
}

enum ContentTransitionAddsDrawingGroupKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "contentTransitionAddsDrawingGroup"
}

enum ColorSchemeContrastKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: ColorSchemeContrast = .standard
    static let name = "colorSchemeContrast"
}

extension EnvironmentValues {
    /// Whether the display dims for Always On (never on the lab's phone).
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedKey.self] }
        set { self[IsLuminanceReducedKey.self] = newValue }
    }

    /// Why content below is redacted (`.redacted(reason:)`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// The material behind the view, if any.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }

    /// Whether materials below look active.
    public var materialActiveAppearance: MaterialActiveAppearance {
        get { self[MaterialActiveAppearanceKey.self] }
        set { self[MaterialActiveAppearanceKey.self] = newValue }
    }

    /// How prominent the background behind the view is.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }

    /// The style `.background()` without arguments draws.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// Whether the view's window is active (always on a phone).
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }

    /// How much of an HDR image's range images below show.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }

    /// How changing content below swaps (`.contentTransition(_:)`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether content transitions below render in an offscreen group.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }

    /// The Increase Contrast setting (standard).
    public internal(set) var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
