import Foundation

// The system values SwiftUI's `EnvironmentValues` declares for controls and input, with its defaults on an
// iPhone. Get-only ones keep an internal setter for the modifiers that set them in SwiftUI.

enum ControlSizeKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: ControlSize = .regular
    static let name = "controlSize"
}

enum MenuOrderKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: MenuOrder = .automatic
    static let name = "menuOrder"
}

enum SpringLoadingBehaviorKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: SpringLoadingBehavior = .automatic
    static let name = "springLoadingBehavior"
}

enum IsHoverEffectEnabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = true
    static let name = "isHoverEffectEnabled"
}

enum PreferredPencilDoubleTapActionKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: PencilPreferredAction { .switchEraser }
    static let name = "preferredPencilDoubleTapAction"
}

enum PreferredPencilSqueezeActionKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: PencilPreferredAction { .showContextualPalette }
    static let name = "preferredPencilSqueezeAction"
}

enum IsUserAuthenticationEnabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = true
    static let name = "isUserAuthenticationEnabled"
}

enum MenuIndicatorVisibilityKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Visibility = .automatic
    static let name = "menuIndicatorVisibility"
}

enum KeyboardShortcutKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
    static let name = "keyboardShortcut"
}

enum AutocorrectionDisabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "autocorrectionDisabled"
}

enum DisableAutocorrectionKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool? = nil
    static let name = "disableAutocorrection"
}

enum ButtonRepeatBehaviorKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: ButtonRepeatBehavior = .automatic
    static let name = "buttonRepeatBehavior"
}

enum IsFocusEffectEnabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = true
    static let name = "isFocusEffectEnabled"
}

enum IsFocusedKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "isFocused"
}

enum LabelsVisibilityKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Visibility = .automatic
    static let name = "labelsVisibility"
}

extension EnvironmentValues {
    /// The size controls below use (`.controlSize(_:)`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The order menus below show their items in.
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    /// Whether controls below activate while a drag hovers.
    public internal(set) var springLoadingBehavior: SpringLoadingBehavior {
        get { self[SpringLoadingBehaviorKey.self] }
        set { self[SpringLoadingBehaviorKey.self] = newValue }
    }

    /// Whether hover effects below show (no pointer in the lab).
    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledKey.self] }
        set { self[IsHoverEffectEnabledKey.self] = newValue }
    }

    /// What double-tapping Apple Pencil does (the system default).
    public internal(set) var preferredPencilDoubleTapAction: PencilPreferredAction {
        get { self[PreferredPencilDoubleTapActionKey.self] }
        set { self[PreferredPencilDoubleTapActionKey.self] = newValue }
    }

    /// What squeezing Apple Pencil does (the system default).
    public internal(set) var preferredPencilSqueezeAction: PencilPreferredAction {
        get { self[PreferredPencilSqueezeActionKey.self] }
        set { self[PreferredPencilSqueezeActionKey.self] = newValue }
    }

    /// Whether controls below may ask for authentication.
    public var isUserAuthenticationEnabled: Bool {
        get { self[IsUserAuthenticationEnabledKey.self] }
        set { self[IsUserAuthenticationEnabledKey.self] = newValue }
    }

    /// Whether menus below show their indicator.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }

    /// The keyboard shortcut of the enclosing control, if any.
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }

    /// Whether text fields below autocorrect.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// Whether text fields below autocorrect (deprecated spelling).
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionKey.self] }
        set { self[DisableAutocorrectionKey.self] = newValue }
    }

    /// Whether held buttons below repeat.
    public internal(set) var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }

    /// Whether focus effects below show.
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }

    /// Whether the nearest focusable ancestor has focus (nothing does in the lab).
    public internal(set) var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Whether controls below show their labels.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}
