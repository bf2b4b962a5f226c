@_spi(Nodes) import StackLabCore
import StackLabContent

// Accessibility modifiers are accepted: the lab records with VoiceOver and every assistive technology
// off, so they change neither layout nor cost. Those SwiftUI declares returning
// `ModifiedContent<Self, AccessibilityAttachmentModifier>` return it, and the runtime passes it
// through to the content (see `AccessibilityAttachmentModifier`); chained ones return the same value.

extension View {
    /// The value VoiceOver reads after the label (accepted: VoiceOver is off).
    nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The value VoiceOver reads after the label (accepted: VoiceOver is off).
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The value VoiceOver reads after the label (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityValue<S>(_ value: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The value VoiceOver reads after the label (accepted: VoiceOver is off).
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The value VoiceOver reads after the label (accepted: VoiceOver is off).
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The value VoiceOver reads after the label (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// An accessibility attribute, the deprecated way (deprecated form; accepted: VoiceOver is off).
    nonisolated public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Shows the large content viewer when the view is held at large text sizes (accepted: VoiceOver is off).
    nonisolated public func accessibilityShowsLargeContentViewer<V>(@ViewBuilder _ largeContentView: () -> V) -> some View where V : View {
        self
    }

    /// Shows the large content viewer when the view is held at large text sizes (accepted: VoiceOver is off).
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View {
        self
    }

    /// Links accessibility elements in a namespace (accepted: VoiceOver is off).
    nonisolated public func accessibilityLinkedGroup<ID>(id: ID, in namespace: Namespace.ID) -> some View where ID : Hashable {
        self
    }

    /// Pairs a label with its content for accessibility (accepted: VoiceOver is off).
    nonisolated public func accessibilityLabeledPair<ID>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View where ID : Hashable {
        self
    }

    /// Custom accessibility actions (accepted: VoiceOver is off).
    nonisolated public func accessibilityActions<Content>(category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content) -> some View where Content : View {
        self
    }

    /// The label VoiceOver reads (accepted: VoiceOver is off).
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The label VoiceOver reads (accepted: VoiceOver is off).
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The label VoiceOver reads (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The label VoiceOver reads (accepted: VoiceOver is off).
    nonisolated public func accessibilityLabel<V>(@ViewBuilder content: (_ label: PlaceholderContentView<Self>) -> V) -> some View where V : View {
        self
    }

    /// The label VoiceOver reads (accepted: VoiceOver is off).
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The label VoiceOver reads (accepted: VoiceOver is off).
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The label VoiceOver reads (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// What VoiceOver's swipe up and down adjust (accepted: VoiceOver is off).
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The kind of text VoiceOver reads (accepted: VoiceOver is off).
    nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The heading level VoiceOver navigates by (accepted: VoiceOver is off).
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The hint VoiceOver reads after a pause (accepted: VoiceOver is off).
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The hint VoiceOver reads after a pause (accepted: VoiceOver is off).
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The hint VoiceOver reads after a pause (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The hint VoiceOver reads after a pause (accepted: VoiceOver is off).
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The hint VoiceOver reads after a pause (accepted: VoiceOver is off).
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The hint VoiceOver reads after a pause (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// An accessibility attribute, the deprecated way (deprecated form; accepted: VoiceOver is off).
    nonisolated public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// An accessibility attribute, the deprecated way (deprecated form; accepted: VoiceOver is off).
    nonisolated public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// An accessibility attribute, the deprecated way (deprecated form; accepted: VoiceOver is off).
    nonisolated public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// An accessibility attribute, the deprecated way (deprecated form; accepted: VoiceOver is off).
    nonisolated public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// An accessibility attribute, the deprecated way (deprecated form; accepted: VoiceOver is off).
    nonisolated public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// An accessibility attribute, the deprecated way (deprecated form; accepted: VoiceOver is off).
    nonisolated public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// An accessibility attribute, the deprecated way (deprecated form; accepted: VoiceOver is off).
    nonisolated public func accessibility(sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// An accessibility attribute, the deprecated way (deprecated form; accepted: VoiceOver is off).
    nonisolated public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// An accessibility attribute, the deprecated way (deprecated form; accepted: VoiceOver is off).
    nonisolated public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The order VoiceOver visits elements in (accepted: VoiceOver is off).
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// What VoiceOver's three-finger scroll does (accepted: VoiceOver is off).
    nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Whether VoiceOver treats the element as interactive (accepted: VoiceOver is off).
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Whether VoiceOver treats the element as interactive (accepted: VoiceOver is off).
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Whether touches pass straight through VoiceOver (accepted: VoiceOver is off).
    nonisolated public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Hides the view from assistive technologies (accepted: VoiceOver is off).
    nonisolated public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Hides the view from assistive technologies (accepted: VoiceOver is off).
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The names Voice Control and Full Keyboard Access accept (accepted: VoiceOver is off).
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The names Voice Control and Full Keyboard Access accept (accepted: VoiceOver is off).
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The names Voice Control and Full Keyboard Access accept (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityInputLabels<S>(_ inputLabels: [S], isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The names Voice Control and Full Keyboard Access accept (accepted: VoiceOver is off).
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The names Voice Control and Full Keyboard Access accept (accepted: VoiceOver is off).
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The names Voice Control and Full Keyboard Access accept (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityInputLabels<S>(_ inputLabels: [S]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Makes the view an entry of a VoiceOver rotor (accepted: VoiceOver is off).
    nonisolated public func accessibilityRotorEntry<ID>(id: ID, in namespace: Namespace.ID) -> some View where ID : Hashable {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    nonisolated public func accessibilityRotor<Content>(_ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View where Content : AccessibilityRotorContent {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    nonisolated public func accessibilityRotor<Content>(_ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View where Content : AccessibilityRotorContent {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    nonisolated public func accessibilityRotor<EntryModel>(_ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View where EntryModel : Identifiable {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    nonisolated public func accessibilityRotor<EntryModel, ID>(_ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View where ID : Hashable {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    nonisolated public func accessibilityRotor<EntryModel>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View where EntryModel : Identifiable {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    nonisolated public func accessibilityRotor<EntryModel, ID>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View where ID : Hashable {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    nonisolated public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    nonisolated public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    nonisolated public func accessibilityRotor<Content>(_ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View where Content : AccessibilityRotorContent {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityRotor<L, Content>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View where L : StringProtocol, Content : AccessibilityRotorContent {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    nonisolated public func accessibilityRotor<EntryModel>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View where EntryModel : Identifiable {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityRotor<L, EntryModel>(_ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View where L : StringProtocol, EntryModel : Identifiable {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    nonisolated public func accessibilityRotor<EntryModel, ID>(_ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View where ID : Hashable {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityRotor<L, EntryModel, ID>(_ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>) -> some View where L : StringProtocol, ID : Hashable {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    nonisolated public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        self
    }

    /// A custom VoiceOver rotor (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityRotor<L>(_ label: L, textRanges: [Range<String.Index>]) -> some View where L : StringProtocol {
        self
    }

    /// Keeps the view's colours under Smart Invert (accepted: VoiceOver is off).
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        self
    }

    /// The identifier UI tests find the element by (accepted: VoiceOver is off).
    nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// The identifier UI tests find the element by (accepted: VoiceOver is off).
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// What assistive technologies see in place of the view (accepted: VoiceOver is off).
    nonisolated public func accessibilityRepresentation<V>(@ViewBuilder representation: () -> V) -> some View where V : View {
        self
    }

    /// Accessibility children for a view that draws them itself (accepted: VoiceOver is off).
    nonisolated public func accessibilityChildren<V>(@ViewBuilder children: () -> V) -> some View where V : View {
        self
    }

    /// Extra content VoiceOver reads on request (accepted: VoiceOver is off).
    nonisolated public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Extra content VoiceOver reads on request (accepted: VoiceOver is off).
    nonisolated public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Extra content VoiceOver reads on request (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityCustomContent<V>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where V : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Extra content VoiceOver reads on request (accepted: VoiceOver is off).
    nonisolated public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Extra content VoiceOver reads on request (accepted: VoiceOver is off).
    nonisolated public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Extra content VoiceOver reads on request (accepted: VoiceOver is off).
    nonisolated public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Extra content VoiceOver reads on request (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityCustomContent<V>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where V : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Binds VoiceOver focus to a value (accepted: VoiceOver is off).
    nonisolated public func accessibilityFocused<Value>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View where Value : Hashable {
        self
    }

    /// Binds VoiceOver focus to a value (accepted: VoiceOver is off).
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        self
    }

    /// Adds accessibility traits (accepted: VoiceOver is off).
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Removes accessibility traits (accepted: VoiceOver is off).
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// An accessibility attribute, the deprecated way (deprecated form; accepted: VoiceOver is off).
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// An accessibility attribute, the deprecated way (deprecated form; accepted: VoiceOver is off).
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Makes the view one accessibility element (accepted: VoiceOver is off).
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        self
    }

    /// What VoiceOver's zoom does (accepted: VoiceOver is off).
    nonisolated public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where VoiceOver activates the element (accepted: VoiceOver is off).
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where VoiceOver activates the element (accepted: VoiceOver is off).
    nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where a VoiceOver drag starts (accepted: VoiceOver is off).
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where a VoiceOver drag starts (accepted: VoiceOver is off).
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where a VoiceOver drag starts (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityDragPoint<S>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where a VoiceOver drop lands (accepted: VoiceOver is off).
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where a VoiceOver drop lands (accepted: VoiceOver is off).
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where a VoiceOver drop lands (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityDropPoint<S>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where VoiceOver activates the element (accepted: VoiceOver is off).
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where VoiceOver activates the element (accepted: VoiceOver is off).
    nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where a VoiceOver drag starts (accepted: VoiceOver is off).
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where a VoiceOver drag starts (accepted: VoiceOver is off).
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where a VoiceOver drag starts (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityDragPoint<S>(_ point: UnitPoint, description: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where a VoiceOver drop lands (accepted: VoiceOver is off).
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where a VoiceOver drop lands (accepted: VoiceOver is off).
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// Where a VoiceOver drop lands (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityDropPoint<S>(_ point: UnitPoint, description: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// A custom accessibility action (accepted: VoiceOver is off).
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// A custom accessibility action (accepted: VoiceOver is off).
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// A custom accessibility action (accepted: VoiceOver is off).
    nonisolated public func accessibilityAction<Label>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View where Label : View {
        self
    }

    /// Custom accessibility actions (accepted: VoiceOver is off).
    nonisolated public func accessibilityActions<Content>(@ViewBuilder _ content: () -> Content) -> some View where Content : View {
        self
    }

    /// A custom accessibility action (accepted: VoiceOver is off).
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    /// A custom accessibility action (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityAction<S>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// The value VoiceOver reads after the label, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The value VoiceOver reads after the label, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The value VoiceOver reads after the label, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityValue<S>(_ value: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> where S : StringProtocol {
        self
    }

    /// The value VoiceOver reads after the label, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The value VoiceOver reads after the label, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The value VoiceOver reads after the label, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Content, Modifier> where S : StringProtocol {
        self
    }

    /// An accessibility attribute, the deprecated way, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The label VoiceOver reads, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The label VoiceOver reads, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The label VoiceOver reads, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> where S : StringProtocol {
        self
    }

    /// The label VoiceOver reads, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The label VoiceOver reads, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The label VoiceOver reads, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Content, Modifier> where S : StringProtocol {
        self
    }

    /// What VoiceOver's swipe up and down adjust, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The kind of text VoiceOver reads, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityTextContentType(_ textContentType: AccessibilityTextContentType) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The heading level VoiceOver navigates by, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The hint VoiceOver reads after a pause, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The hint VoiceOver reads after a pause, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The hint VoiceOver reads after a pause, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> where S : StringProtocol {
        self
    }

    /// The hint VoiceOver reads after a pause, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The hint VoiceOver reads after a pause, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The hint VoiceOver reads after a pause, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Content, Modifier> where S : StringProtocol {
        self
    }

    /// An accessibility attribute, the deprecated way, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibility(hidden: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// An accessibility attribute, the deprecated way, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibility(label: Text) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// An accessibility attribute, the deprecated way, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibility(hint: Text) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// An accessibility attribute, the deprecated way, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibility(inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// An accessibility attribute, the deprecated way, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// An accessibility attribute, the deprecated way, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibility(selectionIdentifier: AnyHashable) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// An accessibility attribute, the deprecated way, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibility(sortPriority: Double) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// An accessibility attribute, the deprecated way, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibility(activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// An accessibility attribute, the deprecated way, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The order VoiceOver visits elements in, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// What VoiceOver's three-finger scroll does, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Whether VoiceOver treats the element as interactive, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Whether VoiceOver treats the element as interactive, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Whether touches pass straight through VoiceOver, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Hides the view from assistive technologies, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Hides the view from assistive technologies, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The names Voice Control and Full Keyboard Access accept, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The names Voice Control and Full Keyboard Access accept, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The names Voice Control and Full Keyboard Access accept, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityInputLabels<S>(_ inputLabels: [S], isEnabled: Bool) -> ModifiedContent<Content, Modifier> where S : StringProtocol {
        self
    }

    /// The names Voice Control and Full Keyboard Access accept, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The names Voice Control and Full Keyboard Access accept, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The names Voice Control and Full Keyboard Access accept, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityInputLabels<S>(_ inputLabels: [S]) -> ModifiedContent<Content, Modifier> where S : StringProtocol {
        self
    }

    /// The identifier UI tests find the element by, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// The identifier UI tests find the element by, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Extra content VoiceOver reads on request, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Extra content VoiceOver reads on request, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Extra content VoiceOver reads on request, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityCustomContent<V>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> where V : StringProtocol {
        self
    }

    /// Extra content VoiceOver reads on request, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Extra content VoiceOver reads on request, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Extra content VoiceOver reads on request, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Extra content VoiceOver reads on request, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityCustomContent<V>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> where V : StringProtocol {
        self
    }

    /// Adds accessibility traits, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Removes accessibility traits, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// An accessibility attribute, the deprecated way, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// An accessibility attribute, the deprecated way, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// What VoiceOver's zoom does, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Where VoiceOver activates the element, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Where VoiceOver activates the element, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Where a VoiceOver drag starts, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Where a VoiceOver drag starts, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Where a VoiceOver drag starts, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityDragPoint<S>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> where S : StringProtocol {
        self
    }

    /// Where a VoiceOver drop lands, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Where a VoiceOver drop lands, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Where a VoiceOver drop lands, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityDropPoint<S>(_ point: UnitPoint, description: S, isEnabled: Bool) -> ModifiedContent<Content, Modifier> where S : StringProtocol {
        self
    }

    /// Where VoiceOver activates the element, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Where VoiceOver activates the element, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Where a VoiceOver drag starts, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Where a VoiceOver drag starts, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Where a VoiceOver drag starts, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityDragPoint<S>(_ point: UnitPoint, description: S) -> ModifiedContent<Content, Modifier> where S : StringProtocol {
        self
    }

    /// Where a VoiceOver drop lands, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Where a VoiceOver drop lands, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// Where a VoiceOver drop lands, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityDropPoint<S>(_ point: UnitPoint, description: S) -> ModifiedContent<Content, Modifier> where S : StringProtocol {
        self
    }

    /// A custom accessibility action, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// A custom accessibility action, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// A custom accessibility action, added to the same attachment (accepted: VoiceOver is off).
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        self
    }

    /// A custom accessibility action, added to the same attachment (accepted: VoiceOver is off).
    @_disfavoredOverload nonisolated public func accessibilityAction<S>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> where S : StringProtocol {
        self
    }
}
