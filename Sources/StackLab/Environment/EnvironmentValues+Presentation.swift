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

enum DismissKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
    static let name = "dismiss"
}

enum IsPresentedKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "isPresented"
}

enum IsSceneCapturedKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "isSceneCaptured"
}

enum IsTabBarShowingSectionsKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "isTabBarShowingSections"
}

enum TabBarPlacementKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: TabBarPlacement? { nil }
    static let name = "tabBarPlacement"
}

enum ScenePhaseKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: ScenePhase = .active
    static let name = "scenePhase"
}

enum PresentationModeKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode()) }
    static let name = "presentationMode"
}

enum RefreshKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
    static let name = "refresh"
}

enum IsSearchingKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = false
    static let name = "isSearching"
}

enum DismissSearchKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction() }
    static let name = "dismissSearch"
}

enum SearchSuggestionsPlacementKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: SearchSuggestionsPlacement = .automatic
    static let name = "searchSuggestionsPlacement"
}

enum ToolbarLabelStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: ToolbarLabelStyle? = nil
    static let name = "toolbarLabelStyle"
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

    /// Dismisses the presentation the view is in (nothing is presented in the lab).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is in a presentation (the lab's list is not).
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// Whether the screen is being recorded or mirrored.
    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedKey.self] }
        set { self[IsSceneCapturedKey.self] = newValue }
    }

    /// Whether the tab bar shows its sections.
    public internal(set) var isTabBarShowingSections: Bool {
        get { self[IsTabBarShowingSectionsKey.self] }
        set { self[IsTabBarShowingSectionsKey.self] = newValue }
    }

    /// Where the enclosing tab view's bar is (no tab view in the lab's list).
    public internal(set) var tabBarPlacement: TabBarPlacement? {
        get { self[TabBarPlacementKey.self] }
        set { self[TabBarPlacementKey.self] = newValue }
    }

    /// The scene's phase: active, as a list being scrolled is.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Whether the view is presented, the deprecated way.
    public internal(set) var presentationMode: Binding<PresentationMode> {
        get { self[PresentationModeKey.self] }
        set { self[PresentationModeKey.self] = newValue }
    }

    /// The refresh action of `.refreshable` above, if any.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }

    /// Whether a search is active (no search field in the lab).
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search the view is in.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// Where search suggestions show.
    public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        get { self[SearchSuggestionsPlacementKey.self] }
        set { self[SearchSuggestionsPlacementKey.self] = newValue }
    }

    /// How toolbar labels show.
    public internal(set) var toolbarLabelStyle: ToolbarLabelStyle? {
        get { self[ToolbarLabelStyleKey.self] }
        set { self[ToolbarLabelStyleKey.self] = newValue }
    }

    /// The rename action of `.renameAction` above, if any.
    public internal(set) var rename: RenameAction? {
        get { self[RenameKey.self] }
        set { self[RenameKey.self] = newValue }
    }
}
