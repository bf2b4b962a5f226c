@_spi(Nodes) import StackLabCore
import StackLabContent

/// Tabs with a tab bar (SwiftUI's `TabView`). The lab shows the selected tab's screen — the one whose
/// value the selection holds, else the first — above a 49 pt tab bar (`BarMetrics`, an estimate), as
/// a phone shows it; a page-style tab view shows the page in the whole space, its index dots over it.
/// A tab chosen by `tag(_:)` is not matched (the lab has no tags): the first tab is shown.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    let selection: AnyHashable?

    /// Tabs given as views (`tabItem` labels them), the selection bound.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
    }

    /// iOS 18 tabs, the selection bound.
    public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
        where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
        self.content = TabContentBuilder<SelectionValue>.Content(tabs: content())
        self.selection = AnyHashable(selection.wrappedValue)
    }

    /// Primitive: the selected screen above the tab bar.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        let paged = graph.buildEnvironment.labValue(TabViewStyleKey.self) == .page
        return BarContainerNode(graph: graph, view: self, bars: .tabs) { view in (view.selectedScreen, !paged) }
    }

    /// The screen of the selected tab.
    var selectedScreen: any View {
        if let tabs = content as? any TabScreens {
            let screens = tabs.screens
            if let selection, let match = screens.first(where: { $0.value == selection }) { return match.screen }
            return screens.first?.screen ?? EmptyView()
        }
        return Self.firstView(of: content)
    }

    /// The first of several views (a builder's, a `ForEach`'s).
    static func firstView(of view: any View) -> any View {
        if let list = view as? any ViewList {
            guard let first = list.elements.first else { return EmptyView() }
            return firstView(of: first)
        }
        if let source = view as? any RowSource { return source.rowCount > 0 ? firstView(of: source.rowView(at: 0)) : EmptyView() }
        return view
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs given as views, without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView {
    /// iOS 18 tabs, without selection.
    public init<C>(@TabContentBuilder<Never> content: () -> C) where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C: TabContent {
        self.content = TabContentBuilder<Never>.Content(tabs: content())
        self.selection = nil
    }
}

/// Tab content seen by a tab view.
protocol TabScreens {
    var screens: [(value: AnyHashable?, screen: any View)] { get }
}

extension TabContentBuilder.Content: TabScreens {
    var screens: [(value: AnyHashable?, screen: any View)] { tabs.labTabScreens }
}

/// The styles of tab views the lab lays out differently.
enum TabViewStyleKind: Sendable, Equatable {
    case tabBar, page
}

enum TabViewStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = TabViewStyleKind.tabBar
    static let name = "tabViewStyle"
}

/// How a tab view shows its tabs (SwiftUI's `TabViewStyle`; its styles are nonisolated in the lab, so
/// they can be made anywhere).
public protocol TabViewStyle {}

/// The lab's reading of a tab view style.
protocol LabTabViewStyle {
    var kind: TabViewStyleKind { get }
}

/// A tab bar (the platform's default).
nonisolated public struct DefaultTabViewStyle: TabViewStyle, LabTabViewStyle {
    /// The default style.
    public init() {}
    var kind: TabViewStyleKind { .tabBar }
}

/// Pages swiped sideways, with index dots over them and no tab bar.
nonisolated public struct PageTabViewStyle: TabViewStyle, LabTabViewStyle {
    /// When the index dots show.
    public struct IndexDisplayMode: Sendable {
        let name: String
        /// When there are several pages.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always.
        public static let always = IndexDisplayMode(name: "always")
        /// Never.
        public static let never = IndexDisplayMode(name: "never")
    }

    /// A page style showing the index dots as `indexDisplayMode` says (they overlay the page).
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
    var kind: TabViewStyleKind { .page }
}

/// A tab bar only, never a sidebar.
nonisolated public struct TabBarOnlyTabViewStyle: TabViewStyle, LabTabViewStyle {
    /// The tab-bar-only style.
    public init() {}
    var kind: TabViewStyleKind { .tabBar }
}

/// A tab bar that can become a sidebar (on iPhone a tab bar).
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle, LabTabViewStyle {
    /// The sidebar-adaptable style.
    public init() {}
    var kind: TabViewStyleKind { .tabBar }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// A tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with index dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with index dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that can become a sidebar.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension View {
    /// The style of tab views inside: a page style shows pages in the whole space, without a tab bar.
    nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
        environment(\.tabViewStyleKind, (style as? any LabTabViewStyle)?.kind ?? .tabBar)
    }

    /// A tab's label in the tab bar (deprecated; accepted: drawn in the bar).
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { self }

    /// A person's tab arrangement (accepted: on iPhone the tab bar shows the tabs in order).
    nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }

    /// A header above a tab view's sidebar (accepted: on iPhone there is no sidebar).
    nonisolated public func tabViewSidebarHeader<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { self }

    /// A footer below a tab view's sidebar (accepted: on iPhone there is no sidebar).
    nonisolated public func tabViewSidebarFooter<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { self }

    /// A bar at the bottom of a tab view's sidebar (accepted: on iPhone there is no sidebar).
    nonisolated public func tabViewSidebarBottomBar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { self }

    /// Where an adaptable tab view starts (accepted: on iPhone a tab bar).
    nonisolated public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic) -> some View { self }
}

extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    /// Whether the tab bar shows sections (it does not on iPhone).
    public var isTabBarShowingSections: Bool { false }

    /// Where the tab bar is; nil, as SwiftUI gives it to views outside a tab view. Inside one a phone
    /// reports `.bottomBar`; the lab does not set it there, so a cell reading it sees nil.
    public var tabBarPlacement: TabBarPlacement? { self[TabBarPlacementKey.self] }
}

/// Where the enclosing tab view's bar is (nil outside one).
enum TabBarPlacementKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: TabBarPlacement? { nil }
    static let name = "tabBarPlacement"
}
