import Foundation

// The system values SwiftUI's `EnvironmentValues` declares for controls and input, with its defaults on an
// iPhone. Get-only ones keep an internal setter for the modifiers that set them in SwiftUI.

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

extension EnvironmentValues {

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

}
