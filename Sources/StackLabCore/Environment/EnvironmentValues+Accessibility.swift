import Foundation

// The system values SwiftUI's `EnvironmentValues` declares for accessibility settings, with its defaults on an
// iPhone. Get-only ones keep an internal setter for the modifiers that set them in SwiftUI.

enum AccessibilityEnabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "accessibilityEnabled"
}

enum AccessibilityDifferentiateWithoutColorKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "accessibilityDifferentiateWithoutColor"
}

enum AccessibilityReduceTransparencyKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "accessibilityReduceTransparency"
}

enum AccessibilityReduceMotionKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "accessibilityReduceMotion"
}

enum AccessibilityInvertColorsKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "accessibilityInvertColors"
}

enum AccessibilityShowButtonShapesKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "accessibilityShowButtonShapes"
}

enum AccessibilityDimFlashingLightsKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "accessibilityDimFlashingLights"
}

enum AccessibilityPlayAnimatedImagesKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = true
    static let name = "accessibilityPlayAnimatedImages"
}

enum AccessibilityLargeContentViewerEnabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "accessibilityLargeContentViewerEnabled"
}

enum AccessibilityVoiceOverEnabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "accessibilityVoiceOverEnabled"
}

enum AccessibilitySwitchControlEnabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "accessibilitySwitchControlEnabled"
}

enum AccessibilityAssistiveAccessEnabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "accessibilityAssistiveAccessEnabled"
}

enum AccessibilityQuickActionsEnabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "accessibilityQuickActionsEnabled"
}

extension EnvironmentValues {
    /// Whether an assistive technology is on (none in the lab: VoiceOver is off).
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Differentiate Without Color (off).
    public internal(set) var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityDifferentiateWithoutColorKey.self] }
        set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
    }

    /// Reduce Transparency (off).
    public internal(set) var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityReduceTransparencyKey.self] }
        set { self[AccessibilityReduceTransparencyKey.self] = newValue }
    }

    /// Reduce Motion (off).
    public internal(set) var accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }

    /// Smart Invert (off).
    public internal(set) var accessibilityInvertColors: Bool {
        get { self[AccessibilityInvertColorsKey.self] }
        set { self[AccessibilityInvertColorsKey.self] = newValue }
    }

    /// Button Shapes (off).
    public internal(set) var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilityShowButtonShapesKey.self] }
        set { self[AccessibilityShowButtonShapesKey.self] = newValue }
    }

    /// Dim Flashing Lights (off).
    public internal(set) var accessibilityDimFlashingLights: Bool {
        get { self[AccessibilityDimFlashingLightsKey.self] }
        set { self[AccessibilityDimFlashingLightsKey.self] = newValue }
    }

    /// Animated Images (on, the default).
    public internal(set) var accessibilityPlayAnimatedImages: Bool {
        get { self[AccessibilityPlayAnimatedImagesKey.self] }
        set { self[AccessibilityPlayAnimatedImagesKey.self] = newValue }
    }

    /// Whether the large content viewer is on (off).
    public internal(set) var accessibilityLargeContentViewerEnabled: Bool {
        get { self[AccessibilityLargeContentViewerEnabledKey.self] }
        set { self[AccessibilityLargeContentViewerEnabledKey.self] = newValue }
    }

    /// Whether VoiceOver is on (off in the lab).
    public internal(set) var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityVoiceOverEnabledKey.self] }
        set { self[AccessibilityVoiceOverEnabledKey.self] = newValue }
    }

    /// Whether Switch Control is on (off).
    public internal(set) var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySwitchControlEnabledKey.self] }
        set { self[AccessibilitySwitchControlEnabledKey.self] = newValue }
    }

    /// Whether Assistive Access is on (off).
    public internal(set) var accessibilityAssistiveAccessEnabled: Bool {
        get { self[AccessibilityAssistiveAccessEnabledKey.self] }
        set { self[AccessibilityAssistiveAccessEnabledKey.self] = newValue }
    }

    /// Whether Quick Actions are on (off).
    public internal(set) var accessibilityQuickActionsEnabled: Bool {
        get { self[AccessibilityQuickActionsEnabledKey.self] }
        set { self[AccessibilityQuickActionsEnabledKey.self] = newValue }
    }
}
