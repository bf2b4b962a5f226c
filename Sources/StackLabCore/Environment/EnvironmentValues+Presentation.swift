import Foundation

// The system values SwiftUI's `EnvironmentValues` declares for presentations, scenes and actions, with its defaults on an
// iPhone. Get-only ones keep an internal setter for the modifiers that set them in SwiftUI.

enum OpenURLKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
    static let name = "openURL"
}

enum SupportsMultipleWindowsKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "supportsMultipleWindows"
}

enum IsSceneCapturedKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "isSceneCaptured"
}

enum ScenePhaseKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: ScenePhase = .active
    static let name = "scenePhase"
}

enum RenameKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: RenameAction? { nil }
    static let name = "rename"
}

extension EnvironmentValues {
    /// What opening a URL does (`Link`, `openURL(url)`); the lab opens nothing by default.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Whether the app can open several windows (not on iPhone).
    public internal(set) var supportsMultipleWindows: Bool {
        get { self[SupportsMultipleWindowsKey.self] }
        set { self[SupportsMultipleWindowsKey.self] = newValue }
    }

    /// Whether the screen is being recorded or mirrored.
    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedKey.self] }
        set { self[IsSceneCapturedKey.self] = newValue }
    }

    /// The scene's phase: active, as a list being scrolled is.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The rename action of `.renameAction` above, if any.
    public internal(set) var rename: RenameAction? {
        get { self[RenameKey.self] }
        set { self[RenameKey.self] = newValue }
    }
}
