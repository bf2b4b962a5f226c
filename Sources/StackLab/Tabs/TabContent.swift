@_spi(Nodes) import StackLabCore
import StackLabContent

/// The tabs of a tab view (SwiftUI's iOS 18 `TabContent`): the lab reads which screen each tab shows;
/// what decorates a tab in the tab bar or sidebar is accepted (the bars are drawn outside the screen).
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the values that select tabs.
    associatedtype TabValue: Hashable where Self.TabValue == Self.Body.TabValue
    /// The content this content is made of.
    associatedtype Body: TabContent
    /// The tabs.
    @TabContentBuilder<Self.TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

/// The lab's reading of tab content: each tab's selection value and screen, in order.
protocol LabTabContent {
    var tabScreens: [(value: AnyHashable?, screen: any View)] { get }
}

extension TabContent {
    /// The tabs of this content (content with a body of its own is read through its body).
    nonisolated var labTabScreens: [(value: AnyHashable?, screen: any View)] {
        (self as? any LabTabContent)?.tabScreens ?? []
    }
}

/// Builds tab content from tabs (SwiftUI's `TabContentBuilder`).
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// The view a tab view shows of its tabs.
    nonisolated public struct Content<C: TabContent>: View, ContentPrimitive {
        let tabs: C

        /// Primitive: the first tab's screen.
        public var body: Never { primitiveBody() }

        var primitiveContent: any View { tabs.labTabScreens.first?.screen ?? EmptyView() }
    }

    /// A tab as it is.
    public static func buildExpression(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }

    /// One tab.
    public static func buildBlock(_ content: some TabContent<TabValue>) -> some TabContent<TabValue> { content }

    /// 2 tabs.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C0.TabValue == C1.TabValue {
        TabTuple<TabValue>(tabScreens: c0.labTabScreens + c1.labTabScreens)
    }

    /// 3 tabs.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue {
        TabTuple<TabValue>(tabScreens: c0.labTabScreens + c1.labTabScreens + c2.labTabScreens)
    }

    /// 4 tabs.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue {
        TabTuple<TabValue>(tabScreens: c0.labTabScreens + c1.labTabScreens + c2.labTabScreens + c3.labTabScreens)
    }

    /// 5 tabs.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue {
        TabTuple<TabValue>(tabScreens: c0.labTabScreens + c1.labTabScreens + c2.labTabScreens + c3.labTabScreens + c4.labTabScreens)
    }

    /// 6 tabs.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue {
        TabTuple<TabValue>(tabScreens: c0.labTabScreens + c1.labTabScreens + c2.labTabScreens + c3.labTabScreens + c4.labTabScreens + c5.labTabScreens)
    }

    /// 7 tabs.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue {
        TabTuple<TabValue>(tabScreens: c0.labTabScreens + c1.labTabScreens + c2.labTabScreens + c3.labTabScreens + c4.labTabScreens + c5.labTabScreens + c6.labTabScreens)
    }

    /// 8 tabs.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue, C6.TabValue == C7.TabValue {
        TabTuple<TabValue>(tabScreens: c0.labTabScreens + c1.labTabScreens + c2.labTabScreens + c3.labTabScreens + c4.labTabScreens + c5.labTabScreens + c6.labTabScreens + c7.labTabScreens)
    }

    /// 9 tabs.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue, C6.TabValue == C7.TabValue, C7.TabValue == C8.TabValue {
        TabTuple<TabValue>(tabScreens: c0.labTabScreens + c1.labTabScreens + c2.labTabScreens + c3.labTabScreens + c4.labTabScreens + c5.labTabScreens + c6.labTabScreens + c7.labTabScreens + c8.labTabScreens)
    }

    /// 10 tabs.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some TabContent<TabValue> where TabValue == C0.TabValue, C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent, C0.TabValue == C1.TabValue, C1.TabValue == C2.TabValue, C2.TabValue == C3.TabValue, C3.TabValue == C4.TabValue, C4.TabValue == C5.TabValue, C5.TabValue == C6.TabValue, C6.TabValue == C7.TabValue, C7.TabValue == C8.TabValue, C8.TabValue == C9.TabValue {
        TabTuple<TabValue>(tabScreens: c0.labTabScreens + c1.labTabScreens + c2.labTabScreens + c3.labTabScreens + c4.labTabScreens + c5.labTabScreens + c6.labTabScreens + c7.labTabScreens + c8.labTabScreens + c9.labTabScreens)
    }

    /// Tabs shown when a condition holds (SwiftUI returns them as an optional; the lab as the tabs or
    /// none).
    public static func buildIf(_ content: (some TabContent<TabValue>)?) -> some TabContent<TabValue> {
        TabTuple<TabValue>(tabScreens: content?.labTabScreens ?? [])
    }

    /// The first branch of an `if`/`else` (SwiftUI names its result `_ConditionalContent`).
    public static func buildEither<T, F>(first: T) -> _ConditionalTabContent<T, F> where TabValue == T.TabValue, T: TabContent, F: TabContent, T.TabValue == F.TabValue {
        _ConditionalTabContent(tabScreens: first.labTabScreens)
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<T, F>(second: F) -> _ConditionalTabContent<T, F> where TabValue == T.TabValue, T: TabContent, F: TabContent, T.TabValue == F.TabValue {
        _ConditionalTabContent(tabScreens: second.labTabScreens)
    }

    /// Tabs behind an availability check.
    public static func buildLimitedAvailability<T>(_ content: T) -> AnyTabContent<T.TabValue> where T: TabContent {
        AnyTabContent(content)
    }
}

/// Tabs built together.
nonisolated struct TabTuple<TabValue: Hashable>: TabContent, LabTabContent {
    let tabScreens: [(value: AnyHashable?, screen: any View)]
    var body: TabTuple<TabValue> { return self }
}

/// One branch of an `if`/`else` of tabs.
nonisolated public struct _ConditionalTabContent<T: TabContent, F: TabContent>: TabContent, LabTabContent where T.TabValue == F.TabValue {
    let tabScreens: [(value: AnyHashable?, screen: any View)]
    /// The selection value's type.
    public typealias TabValue = T.TabValue
    /// Itself.
    public var body: _ConditionalTabContent<T, F> { return self }
}

/// Type-erased tab content (SwiftUI's `AnyTabContent`).
nonisolated public struct AnyTabContent<SelectionValue: Hashable>: TabContent, LabTabContent {
    let tabScreens: [(value: AnyHashable?, screen: any View)]
    /// The selection value's type.
    public typealias TabValue = SelectionValue

    /// Erases `tabContent`'s type.
    public init<T>(_ tabContent: T) where SelectionValue == T.TabValue, T: TabContent {
        tabScreens = tabContent.labTabScreens
    }

    /// Itself.
    public var body: AnyTabContent<SelectionValue> { return self }
}

extension AnyTabContent: @unchecked Sendable {}

/// A group of tabs under a header in the sidebar (SwiftUI's `TabSection`): on iPhone its tabs are tabs
/// of the tab bar.
nonisolated public struct TabSection<Header, Content, Footer, SelectionValue> {
    let content: Content
    let header: Header
}

extension TabSection: TabContent where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    /// The selection value's type.
    public typealias TabValue = Content.TabValue
    /// Itself.
    public var body: TabSection<Header, Content, Footer, SelectionValue> { return self }
}

extension TabSection: LabTabContent where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    var tabScreens: [(value: AnyHashable?, screen: any View)] { content.labTabScreens }
}

extension TabSection where Content: TabContent, SelectionValue: Hashable {
    /// A section of tabs with a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) where Header: View, Footer == EmptyView {
        self.init(content: content(), header: header())
    }

    /// A section of tabs.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) where Header == EmptyView, Footer == EmptyView {
        self.init(content: content(), header: EmptyView())
    }

    /// A section of tabs titled by a string.
    @_disfavoredOverload
    public init<S>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView, S: StringProtocol {
        self.init(content: content(), header: Text(title))
    }

    /// A section of tabs titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView {
        self.init(content: content(), header: Text(titleKey))
    }

    /// A section of tabs with a header, in a tab view with an optional selection.
    @_disfavoredOverload
    public init<V>(@TabContentBuilder<V?> content: () -> Content, @ViewBuilder header: () -> Header) where Header: View, Footer == EmptyView, SelectionValue == V?, V: Hashable {
        self.init(content: content(), header: header())
    }

    /// A section of tabs, in a tab view with an optional selection.
    @_disfavoredOverload
    public init<V>(@TabContentBuilder<V?> content: () -> Content) where Header == EmptyView, Footer == EmptyView, SelectionValue == V?, V: Hashable {
        self.init(content: content(), header: EmptyView())
    }

    /// A section of tabs titled by a string, in a tab view with an optional selection.
    @_disfavoredOverload
    public init<V, S>(_ title: S, @TabContentBuilder<V?> content: () -> Content) where Header == Text, Footer == EmptyView, SelectionValue == V?, V: Hashable, S: StringProtocol {
        self.init(content: content(), header: Text(title))
    }

    /// A section of tabs titled by a localized key, in a tab view with an optional selection.
    @_disfavoredOverload
    public init<V>(_ titleKey: LocalizedStringKey, @TabContentBuilder<V?> content: () -> Content) where Header == Text, Footer == EmptyView, SelectionValue == V?, V: Hashable {
        self.init(content: content(), header: Text(titleKey))
    }
}

/// A tab's default label: its title and image, drawn in the tab bar (SwiftUI's `DefaultTabLabel`).
nonisolated public struct DefaultTabLabel: View, ContentPrimitive {
    let title: Text

    /// Primitive: the title.
    public var body: Never { primitiveBody() }

    var primitiveContent: any View { title }
}
