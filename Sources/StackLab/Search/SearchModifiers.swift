import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// Search suggestions, scopes, completions and focus need a keyboard and a person typing: accepted. A
// pull to refresh is a gesture the scroll driver does not make: accepted.
extension View {
    /// Suggestions shown while a person searches (accepted: the lab does not type).
    nonisolated public func searchSuggestions<S>(@ViewBuilder _ suggestions: () -> S) -> some View where S: View { self }

    /// Where search suggestions show (accepted).
    nonisolated public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { self }

    /// Scopes that narrow a search, shown while searching (accepted).
    nonisolated public func searchScopes<V, S>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View where V: Hashable, S: View { self }

    /// Scopes that narrow a search, shown as `activation` says (accepted).
    nonisolated public func searchScopes<V, S>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View
        where V: Hashable, S: View { self }

    /// The text a suggestion completes the search with (accepted).
    nonisolated public func searchCompletion(_ completion: String) -> some View { self }

    /// The token a suggestion completes the search with (accepted).
    nonisolated public func searchCompletion<T>(_ token: T) -> some View where T: Identifiable { self }

    /// Binds whether the search field has focus (accepted: the lab has no keyboard).
    nonisolated public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { self }

    /// Binds the search field's focus to a value (accepted).
    nonisolated public func searchFocused<V>(_ binding: FocusState<V>.Binding, equals value: V) -> some View where V: Hashable { self }

    /// Whether bars hide while searching (accepted: the lab does not search).
    nonisolated public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }

    /// How dictation works in the search field (accepted: the lab has no microphone).
    nonisolated public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { self }

    /// Pull to refresh (accepted: a pull past the top is not a gesture the scroll driver makes); the
    /// action is in the environment's `refresh` for the content.
    nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refreshAction, RefreshAction(action: action))
    }
}

/// Where a search field is (SwiftUI's `SearchFieldPlacement`).
public struct SearchFieldPlacement: Sendable {
    let inDrawer: Bool

    /// As the platform decides: the navigation bar's drawer on iPhone.
    public static let automatic = SearchFieldPlacement(inDrawer: true)
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(inDrawer: false)
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(inDrawer: false)
    /// In the navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(inDrawer: true)

    /// In the navigation bar's drawer, shown as `displayMode` says (the lab lays out the drawer open, as
    /// a screen appears).
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(inDrawer: true)
    }

    /// Whether the drawer stays open while scrolling.
    public struct NavigationBarDrawerDisplayMode: Sendable {
        let always: Bool
        /// It hides while scrolling.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// It stays.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }
}

/// When search scopes show (SwiftUI's `SearchScopeActivation`).
public struct SearchScopeActivation {
    let name: String
    /// As the platform decides.
    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    /// When a person types.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
    /// When the search is presented.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
}

/// Where search suggestions show (SwiftUI's `SearchSuggestionsPlacement`).
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let name: String
    /// As the platform decides.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "automatic") }
    /// In a menu.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "menu") }
    /// In the content.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "content") }

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        /// A placement.
        public typealias Element = SearchSuggestionsPlacement.Set
        /// The raw bits.
        public var rawValue: Int
        /// In a menu.
        public static var menu: SearchSuggestionsPlacement.Set { Set(rawValue: 1) }
        /// In the content.
        public static var content: SearchSuggestionsPlacement.Set { Set(rawValue: 2) }
        /// Placements from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A placement.
        public typealias ArrayLiteralElement = SearchSuggestionsPlacement.Set.Element
        /// The raw bits.
        public typealias RawValue = Int
    }
}

/// Whether bars hide while searching (SwiftUI's `SearchPresentationToolbarBehavior`).
public struct SearchPresentationToolbarBehavior {
    let name: String
    /// As the platform decides.
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "automatic") }
    /// The bars stay so the content does not move.
    public static var avoidHidingContent: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "avoidHidingContent") }
}

/// Ends a search (SwiftUI's `DismissSearchAction`; nothing is searched in the lab).
public struct DismissSearchAction {
    /// Ends the search (nothing happens in the lab).
    public func callAsFunction() {}
}

extension DismissSearchAction: Sendable {}

/// Refreshes the content (SwiftUI's `RefreshAction`), as `refreshable` gives it.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh.
    public func callAsFunction() async { await action() }
}

enum RefreshActionKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: RefreshAction? = nil
    static let name = "refresh"
}

extension EnvironmentValues {
    var refreshAction: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }

    /// The refresh `refreshable` set above, if any.
    public var refresh: RefreshAction? { self[RefreshActionKey.self] }

    /// Whether a search is in progress: never in the lab.
    public var isSearching: Bool { false }

    /// Ends the search in progress (nothing in the lab).
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }

    /// Where search suggestions show.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement { .automatic }
}
