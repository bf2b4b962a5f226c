@_spi(Nodes) import StackLabCore
import StackLabContent

// Toolbars: items are drawn in the navigation bar, which keeps its height, so they are accepted; items
// placed in the bottom bar make a 44 pt bottom toolbar appear, and hiding a bar gives its height to the
// screen — those the enclosing container lays out (`BarRequests`).
extension View {
    /// Toolbar items given as views (placed in the navigation bar: accepted).
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { self }

    /// Toolbar items: an item in the bottom bar makes the bottom toolbar appear below the screen.
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content: ToolbarContent {
        barRequests(BarRequests(hasBottomToolbar: content().labPlacesBottomBar ? true : nil))
    }

    /// Customizable toolbar items (the customization is accepted), laid out as `toolbar(content:)`.
    nonisolated public func toolbar<Content>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View where Content: CustomizableToolbarContent {
        barRequests(BarRequests(hasBottomToolbar: content().labPlacesBottomBar ? true : nil))
    }

    /// Removes an item the system adds (accepted: it is drawn in the bar).
    nonisolated public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }

    /// Shows or hides bars (renamed `toolbarVisibility(_:for:)`): a hidden bar gives its height to the
    /// screen.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barRequests(BarRequests(visibility: visibility, for: bars))
    }

    /// Shows or hides bars: a hidden navigation bar, tab bar or bottom toolbar gives its height to the
    /// screen.
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barRequests(BarRequests(visibility: visibility, for: bars))
    }

    /// The bars' background style (accepted: drawn behind the bars).
    nonisolated public func toolbarBackground<S>(_ style: S, for bars: ToolbarPlacement...) -> some View where S: ShapeStyle { self }

    /// Whether the bars' background shows (renamed `toolbarBackgroundVisibility(_:for:)`; accepted:
    /// drawing only).
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Whether the bars' background shows (accepted: drawing only).
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// The bars' colour scheme (accepted: drawing only).
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// The toolbar's role (accepted: it arranges the bar's items, not its height).
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// The menu the navigation title opens (accepted: the menu is not on screen).
    nonisolated public func toolbarTitleMenu<C>(@ViewBuilder content: () -> C) -> some View where C: View { self }
}

extension BarRequests {
    /// The requests of a visibility modifier: `.hidden` hides the bars named (the navigation bar when
    /// none or `.automatic` is named), `.visible` shows them, `.automatic` leaves them as they are.
    init(visibility: Visibility, for bars: [ToolbarPlacement]) {
        self.init()
        let hidden: Bool
        switch visibility {
        case .hidden: hidden = true
        case .visible: hidden = false
        case .automatic: return
        }
        let named = bars.isEmpty ? [ToolbarPlacement.Bar.automatic] : bars.map(\.bar)
        for bar in named {
            switch bar {
            case .automatic, .navigationBar: navigationBarHidden = hidden
            case .tabBar: tabBarHidden = hidden
            case .bottomBar: bottomToolbarHidden = hidden
            }
        }
    }
}
