@_spi(Nodes) import StackLabCore
import StackLabContent

/// A tab of a tab view (SwiftUI's iOS 18 `Tab`): its content is the screen the tab view shows when the
/// tab is selected; its label is drawn in the tab bar.
nonisolated public struct Tab<Value, Content, Label> {
    /// What selects the tab (nil for tab views without selection).
    let value: Value?
    let content: Content
    let label: Label

    init(value: Value?, content: Content, label: Label) {
        self.value = value
        self.content = content
        self.label = label
    }
}

extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    /// The selection value's type.
    public typealias TabValue = Value

    /// A tab titled by a string with an image asset, selected by `value`.
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title)))
    }
    /// A tab titled by a string with an image asset, selected by an optional selection's `value`.
    @_disfavoredOverload
    public init<S, T>(_ title: S, image: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, S: StringProtocol, T: Hashable {
        self.init(value: Optional(value), content: content(), label: DefaultTabLabel(title: Text(title)))
    }
    /// A tab titled by a localized key with an image asset, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }
    /// A tab titled by a localized key with an image asset, selected by an optional selection's `value`.
    public init<T>(_ titleKey: LocalizedStringKey, image: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, T: Hashable {
        self.init(value: Optional(value), content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }
    /// A tab titled by a string with an image asset and a role, selected by `value`.
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title)))
    }
    /// A tab titled by a string with an image asset and a role, selected by an optional selection's `value`.
    @_disfavoredOverload
    public init<S, T>(_ title: S, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, S: StringProtocol, T: Hashable {
        self.init(value: Optional(value), content: content(), label: DefaultTabLabel(title: Text(title)))
    }
    /// A tab titled by a localized key with an image asset and a role, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }
    /// A tab titled by a localized key with an image asset and a role, selected by an optional selection's `value`.
    public init<T>(_ titleKey: LocalizedStringKey, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, T: Hashable {
        self.init(value: Optional(value), content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }
    /// A tab titled by a string with a symbol, selected by `value`.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title)))
    }
    /// A tab titled by a string with a symbol, selected by an optional selection's `value`.
    @_disfavoredOverload
    public init<S, T>(_ title: S, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, S: StringProtocol, T: Hashable {
        self.init(value: Optional(value), content: content(), label: DefaultTabLabel(title: Text(title)))
    }
    /// A tab titled by a localized key with a symbol, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }
    /// A tab titled by a localized key with a symbol, selected by an optional selection's `value`.
    public init<T>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, T: Hashable {
        self.init(value: Optional(value), content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }
    /// A tab titled by a string with a symbol and a role, selected by `value`.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title)))
    }
    /// A tab titled by a string with a symbol and a role, selected by an optional selection's `value`.
    @_disfavoredOverload
    public init<S, T>(_ title: S, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, S: StringProtocol, T: Hashable {
        self.init(value: Optional(value), content: content(), label: DefaultTabLabel(title: Text(title)))
    }
    /// A tab titled by a localized key with a symbol and a role, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }
    /// A tab titled by a localized key with a symbol and a role, selected by an optional selection's `value`.
    public init<T>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, T: Hashable {
        self.init(value: Optional(value), content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }
    /// A tab without a label, selected by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(value: value, content: content(), label: EmptyView())
    }
    /// A tab without a label, selected by an optional selection's `value`.
    public init<V>(value: V, @ViewBuilder content: () -> Content) where Value == V?, Label == EmptyView, V: Hashable {
        self.init(value: Optional(value), content: content(), label: EmptyView())
    }
    /// A tab with a role's label (search), selected by `value`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(verbatim: "")))
    }
    /// A tab with a role's label, selected by an optional selection's `value`.
    public init<V>(value: V, role: TabRole?, @ViewBuilder content: () -> Content) where Value == V?, Label == DefaultTabLabel, V: Hashable {
        self.init(value: Optional(value), content: content(), label: DefaultTabLabel(title: Text(verbatim: "")))
    }
    /// A tab with its own label, selected by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }
    /// A tab with its own label and a role, selected by `value`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }
    /// A tab with its own label, selected by an optional selection's `value`.
    public init<V>(value: V, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == V?, V: Hashable {
        self.init(value: Optional(value), content: content(), label: label())
    }
    /// A tab with its own label and a role, selected by an optional selection's `value`.
    public init<V>(value: V, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == V?, V: Hashable {
        self.init(value: Optional(value), content: content(), label: label())
    }

    /// The tab itself.
    public var body: Tab<Value, Content, Label> { return self }
}

extension Tab where Value == Never, Content: View, Label: View {
    /// A tab of a tab view without selection, titled by a string with an image asset.
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title)))
    }
    /// A tab of a tab view without selection, titled by a localized key with an image asset.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }
    /// A tab of a tab view without selection, titled by a string with an image asset and a role.
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title)))
    }
    /// A tab of a tab view without selection, titled by a localized key with an image asset and a role.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }
    /// A tab of a tab view without selection, titled by a string with a symbol.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title)))
    }
    /// A tab of a tab view without selection, titled by a localized key with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }
    /// A tab of a tab view without selection, titled by a string with a symbol and a role.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S: StringProtocol {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title)))
    }
    /// A tab of a tab view without selection, titled by a localized key with a symbol and a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey)))
    }
    /// A tab of a tab view without selection, without a label.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(value: nil, content: content(), label: EmptyView())
    }
    /// A tab of a tab view without selection, with a role's label.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(verbatim: "")))
    }
    /// A tab of a tab view without selection, with its own label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content(), label: label())
    }
    /// A tab of a tab view without selection, with its own label and a role.
    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content(), label: label())
    }
}

extension Tab: LabTabContent where Value: Hashable, Content: View, Label: View {
    var tabScreens: [(value: AnyHashable?, screen: any View)] { [(value.map { AnyHashable($0) }, content)] }
}
