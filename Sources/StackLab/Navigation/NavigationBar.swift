import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// What the screen inside a navigation container asks of its bars, as the title, display mode,
/// visibility and search modifiers write it; nil fields were not set. SwiftUI carries these up as
/// preferences; so does the lab, and the container lays its bars out from them.
struct BarRequests: Equatable, Sendable {
    /// Whether the screen has a title.
    var hasTitle: Bool?
    /// The title's display mode.
    var titleMode: BarTitleMode?
    /// Whether the navigation bar is hidden.
    var navigationBarHidden: Bool?
    /// Whether a search field sits in the navigation bar's drawer.
    var hasSearchField: Bool?
    /// Whether the tab bar is hidden.
    var tabBarHidden: Bool?
    /// Whether toolbar items go in the bottom toolbar.
    var hasBottomToolbar: Bool?
    /// Whether the bottom toolbar is hidden.
    var bottomToolbarHidden: Bool?

    /// These requests, with fields they leave unset taken from `other`.
    func over(_ other: BarRequests) -> BarRequests {
        BarRequests(hasTitle: hasTitle ?? other.hasTitle, titleMode: titleMode ?? other.titleMode,
                    navigationBarHidden: navigationBarHidden ?? other.navigationBarHidden,
                    hasSearchField: hasSearchField ?? other.hasSearchField, tabBarHidden: tabBarHidden ?? other.tabBarHidden,
                    hasBottomToolbar: hasBottomToolbar ?? other.hasBottomToolbar,
                    bottomToolbarHidden: bottomToolbarHidden ?? other.bottomToolbarHidden)
    }
}

/// How a navigation title is shown.
enum BarTitleMode: Sendable, Equatable {
    case automatic, large, inline
}

/// The bar metrics of iPhone in portrait. Apple documents none of them; each is an estimate of what
/// UIKit's bars measure.
enum BarMetrics {
    /// A standard `UINavigationBar`: 44 pt (estimate; the height UIKit gives the bar on iPhone in
    /// portrait, the Human Interface Guidelines' 44 pt touch target row).
    static let navigationBar = 44.0
    /// A large title adds 52 pt below the bar, 96 pt in all (estimate).
    static let largeTitle = 52.0
    /// A search field in the navigation bar's drawer adds 52 pt below the bar (estimate).
    static let searchField = 52.0
    /// A `UITabBar`: 49 pt above the home indicator (estimate).
    static let tabBar = 49.0
    /// A bottom `UIToolbar`: 44 pt above the home indicator (estimate).
    static let bottomToolbar = 44.0

    /// The height of the bottom toolbar for a screen's requests.
    static func bottomToolbarHeight(for requests: BarRequests) -> Double {
        requests.hasBottomToolbar == true && requests.bottomToolbarHidden != true ? bottomToolbar : 0
    }

    /// The height of the navigation bar for a screen's requests: none when hidden, 44 pt, 52 more for a
    /// large title (a titled root screen whose mode is automatic or large), 52 more for a search field.
    static func navigationBarHeight(for requests: BarRequests) -> Double {
        if requests.navigationBarHidden == true { return 0 }
        var height = navigationBar
        let mode = requests.titleMode ?? .automatic
        if requests.hasTitle == true, mode != .inline { height += largeTitle }
        if requests.hasSearchField == true { height += searchField }
        return height
    }
}

/// Carries a screen's bar requests up to its navigation container or tab view.
enum BarRequestsKey: PreferenceKey {
    static let defaultValue = BarRequests()
    static func reduce(value: inout BarRequests, nextValue: () -> BarRequests) {
        value = value.over(nextValue())
    }
}

/// Writes bar requests for its content; requests set closer to the container win.
nonisolated struct BarRequestWriter<Content: View>: View, PrimitiveView {
    let content: Content
    let requests: BarRequests

    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { BarRequestWriterNode<Content>(graph: graph, view: self) }
}

/// The node of a `BarRequestWriter`: its requests over its content's.
final class BarRequestWriterNode<Content: View>: PassthroughNode {
    private var requests: BarRequests

    init(graph: ViewGraph, view: BarRequestWriter<Content>) {
        requests = view.requests
        super.init(graph: graph, viewType: BarRequestWriter<Content>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: BarRequestWriter<Content>.self) else { return }
        if view.requests != requests {
            requests = view.requests
            // The container's bars may change height.
            setNeedsLayout()
        }
        content = reconcile(content, with: view.content)
    }

    override func flatten(into list: inout [ViewNode]) {
        list.append(self)
    }

    override func collectPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value, found: inout Bool) {
        guard key == BarRequestsKey.self else {
            super.collectPreference(key, into: &value, found: &found)
            return
        }
        var inner = BarRequests()
        var innerFound = false
        content?.collectPreference(BarRequestsKey.self, into: &inner, found: &innerFound)
        let mine = requests.over(inner)
        guard let merged = mine as? K.Value else { return }
        K.combine(merged, into: &value, found: &found)
    }
}

extension View {
    /// Asks the enclosing navigation container or tab view for `requests`.
    nonisolated func barRequests(_ requests: BarRequests) -> some View {
        BarRequestWriter(content: self, requests: requests)
    }
}

/// The bars a container draws.
enum ContainerBars {
    /// A navigation stack: a navigation bar on top.
    case navigation
    /// A tab view: a tab bar at the bottom.
    case tabs
}

/// The node of a navigation container (a stack, a split view collapsed on iPhone, a navigation view)
/// or a tab view: it fills the space it is offered, lays its bar out from its screen's requests and
/// its screen in the rest. A container's requests stop at it: the ones a nested container answers are
/// not passed up, except a tab bar's visibility asked from inside a navigation stack.
final class BarContainerNode: ViewNode {
    private var screen: ViewNode?
    private let bars: ContainerBars
    /// Reads the screen out of a container value.
    private let screenOf: (any View) -> (view: any View, showsTabBar: Bool)
    /// Whether the tab bar is shown at all (page-style tab views have none).
    private var showsTabBar = true

    init<V: View>(graph: ViewGraph, view: V, bars: ContainerBars, screenOf: @escaping (V) -> (view: any View, showsTabBar: Bool)) {
        self.bars = bars
        self.screenOf = { screenOf(withView($0, as: V.self) { $0 }) }
        super.init(graph: graph, viewType: V.self)
        let first = screenOf(view)
        showsTabBar = first.showsTabBar
        screen = reconcile(nil, with: first.view)
    }

    override func update(_ view: any View) {
        let next = screenOf(view)
        if next.showsTabBar != showsTabBar {
            showsTabBar = next.showsTabBar
            setNeedsLayout()
        }
        screen = reconcile(screen, with: next.view)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let screen { body(screen) }
    }

    /// The screen's requests.
    var requests: BarRequests {
        var value = BarRequests()
        var found = false
        screen?.collectPreference(BarRequestsKey.self, into: &value, found: &found)
        return value
    }

    /// The heights of the bar above and below the screen.
    var insets: (top: Double, bottom: Double) {
        switch bars {
        case .navigation:
            let requests = requests
            return (BarMetrics.navigationBarHeight(for: requests), BarMetrics.bottomToolbarHeight(for: requests))
        case .tabs:
            return (0, showsTabBar && requests.tabBarHidden != true ? BarMetrics.tabBar : 0)
        }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let (top, bottom) = insets
        let ideal: Size
        if proposal.width == nil || proposal.height == nil {
            let inner = screen?.measure(ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - top - bottom) })) ?? .zero
            ideal = Size(width: inner.width, height: inner.height + top + bottom)
        } else {
            ideal = .zero
        }
        return proposal.replacingUnspecified(with: ideal)
    }

    override func placeContent(in rect: Rect) {
        let (top, bottom) = insets
        let height = max(0, rect.height - top - bottom)
        guard let screen else { return }
        // The screen is offered the space between the bars and centred in it, as a hosting controller's
        // root view is.
        let size = screen.measure(ProposedSize(width: rect.width, height: height))
        screen.place(in: Rect(x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + top + (height - size.height) / 2,
                              width: size.width, height: size.height))
    }

    override func collectPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value, found: inout Bool) {
        guard key == BarRequestsKey.self else {
            super.collectPreference(key, into: &value, found: &found)
            return
        }
        // A navigation stack inside a tab passes up whether the tab bar should hide.
        guard bars == .navigation, let hidden = requests.tabBarHidden, let mine = BarRequests(tabBarHidden: hidden) as? K.Value else { return }
        K.combine(mine, into: &value, found: &found)
    }
}
