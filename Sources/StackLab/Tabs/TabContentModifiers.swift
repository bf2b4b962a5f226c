@_spi(Nodes) import StackLabCore
import StackLabContent

// What decorates a tab: its badge, accessibility, context menu, placement in the sidebar. The tab bar
// is drawn below the screen the lab lays out, so all are accepted and return the tab as it is.
extension TabContent {
    /// The tab's accessibility value (accepted: VoiceOver is off).
    nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { self }
    /// The tab's accessibility value (accepted).
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { self }
    /// The tab's accessibility value (accepted).
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S>(_ value: S, isEnabled: Bool = true) -> some TabContent<Self.TabValue> where S: StringProtocol { self }

    /// The tab's accessibility label (accepted: VoiceOver is off).
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { self }
    /// The tab's accessibility label (accepted).
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { self }
    /// The tab's accessibility label (accepted).
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S, isEnabled: Bool = true) -> some TabContent<Self.TabValue> where S: StringProtocol { self }

    /// The tab's accessibility hint (accepted: VoiceOver is off).
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { self }
    /// The tab's accessibility hint (accepted).
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { self }
    /// The tab's accessibility hint (accepted).
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S, isEnabled: Bool = true) -> some TabContent<Self.TabValue> where S: StringProtocol { self }

    /// The tab's voice input labels (accepted: the lab has no voice input).
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true) -> some TabContent<Self.TabValue> { self }
    /// The tab's voice input labels (accepted).
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true) -> some TabContent<Self.TabValue> { self }
    /// The tab's voice input labels (accepted).
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S>(_ inputLabels: [S], isEnabled: Bool = true) -> some TabContent<Self.TabValue> where S: StringProtocol { self }

    /// The tab's accessibility identifier (accepted: UI tests are not run).
    nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> some TabContent<Self.TabValue> { self }

    /// Whether a person can move or hide the tab (accepted: the lab does not customize).
    nonisolated public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some TabContent<Self.TabValue> { self }

    /// The tab's identity for customization (accepted).
    nonisolated public func customizationID(_ id: String) -> some TabContent<Self.TabValue> { self }

    /// Actions beside a tab section's header in the sidebar (accepted: no sidebar on iPhone).
    nonisolated public func sectionActions<Content>(@ViewBuilder content: () -> Content) -> some TabContent<Self.TabValue> where Content: View { self }

    /// Whether the tab opens when something is held over it (accepted: the lab does not drag).
    nonisolated public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some TabContent<Self.TabValue> { self }

    /// A count badge on the tab (accepted: drawn in the tab bar).
    nonisolated public func badge(_ count: Int) -> some TabContent<Self.TabValue> { self }
    /// A text badge on the tab (accepted).
    nonisolated public func badge(_ label: Text?) -> some TabContent<Self.TabValue> { self }
    /// A badge from a localized key on the tab (accepted).
    nonisolated public func badge(_ key: LocalizedStringKey) -> some TabContent<Self.TabValue> { self }
    /// A badge from a string on the tab (accepted).
    @_disfavoredOverload
    nonisolated public func badge<S>(_ label: S) -> some TabContent<Self.TabValue> where S: StringProtocol { self }

    /// A popover from the tab (accepted: a presented popover is not the screen being recorded).
    nonisolated public func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
                                             @ViewBuilder content: @escaping () -> Content) -> some TabContent<Self.TabValue> where Content: View { self }
    /// A popover from the tab for an item (accepted).
    nonisolated public func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some TabContent<Self.TabValue> where Item: Identifiable, Content: View { self }

    /// Swipe actions on the tab in the sidebar (accepted: built when swiped).
    nonisolated public func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some TabContent<Self.TabValue> where T: View { self }

    /// A context menu on the tab (accepted: built when long-pressed).
    nonisolated public func contextMenu<M>(@ViewBuilder menuItems: () -> M) -> some TabContent<Self.TabValue> where M: View { self }

    /// Whether the tab shows at `placements` by default (accepted: on iPhone the tab bar shows it).
    nonisolated public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<Self.TabValue> { self }

    /// Hides the tab (accepted: the tab bar is drawn outside the screen).
    nonisolated public func hidden(_ hidden: Bool = true) -> some TabContent<Self.TabValue> { self }

    /// Where the tab may appear (accepted).
    nonisolated public func tabPlacement(_ placement: TabPlacement) -> some TabContent<Self.TabValue> { self }
}
