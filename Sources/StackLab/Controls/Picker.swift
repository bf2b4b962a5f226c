@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control for selecting from a set of mutually exclusive values, as SwiftUI's `Picker`. Laid out by its
/// style as iOS draws it: the automatic and menu styles are a menu button showing the current value, with
/// the label beside it in a form's rows; segmented and palette pickers a segmented control of the options;
/// wheel pickers UIKit's 216-point picker wheel; inline pickers a row per option; navigation-link pickers
/// a row with the label, the value and a chevron.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let content: Content
    /// The selected value when the picker was made: what a menu button shows.
    let current: SelectionValue?
    /// The view the app shows for the current value (iOS 18), instead of its description.
    let currentValueLabel: AnyView?
    @Environment(\.self) private var environment

    init(label: Label, content: Content, current: SelectionValue?, currentValueLabel: AnyView?) {
        self.label = label
        self.content = content
        self.current = current
        self.currentValueLabel = currentValueLabel
    }

    /// The picker as its style lays it out.
    public var body: some View { resolvedBody }

    private var resolvedBody: AnyView {
        switch environment.pickerStyle {
        case .segmented, .palette:
            return AnyView(LayoutView(layout: SegmentedLayout(), content: content))
        case .wheel:
            // UIKit's picker wheel: 216 points high and as wide as offered (320 points ideally), as
            // UIPickerView is by default on an iPhone in portrait.
            return AnyView(PlatformControl<UIPickerView>(width: .flexible(ideal: 320, minimum: 0), height: .fixed(216)))
        case .inline:
            return AnyView(LayoutView(layout: OptionRowsLayout(), content: content))
        case .navigationLink:
            return AnyView(HStack {
                if !environment.labelsAreHidden { label }
                Spacer()
                value
                Image(systemName: "chevron.forward").imageScale(.small)
            })
        case .automatic, .menu:
            guard environment.isInRows && !environment.labelsAreHidden else { return AnyView(menuButton) }
            return AnyView(HStack {
                label
                Spacer()
                menuButton
            })
        }
    }

    /// The current value, as the app labels it or as it describes itself.
    private var value: AnyView {
        currentValueLabel ?? AnyView(Text(verbatim: current.map { displayString(of: $0) } ?? ""))
    }

    /// A menu picker's button: the current value and the up-and-down chevrons.
    private var menuButton: some View {
        HStack(spacing: 4) {
            value
            Image(systemName: "chevron.up.chevron.down").imageScale(.small)
        }
    }
}

/// The value a collection of bindings shows: the first one's.
private func firstValue<C: RandomAccessCollection, V>(_ sources: C, _ selection: KeyPath<C.Element, Binding<V>>) -> V? {
    sources.first.map { $0[keyPath: selection].wrappedValue }
}

extension Picker {
    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), current: selection.wrappedValue, currentValueLabel: nil)
    }

    /// Creates a picker bound to a collection of bindings that displays a custom label.
    public init<C>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where C: RandomAccessCollection {
        self.init(label: label(), content: content(), current: firstValue(sources, selection), currentValueLabel: nil)
    }

    /// Creates a picker that displays a custom label and a custom view for the current value.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(label: label(), content: content(), current: selection.wrappedValue, currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker bound to a collection of bindings that displays a custom label and a custom view
    /// for the current value.
    public init<C>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection {
        self.init(label: label(), content: content(), current: firstValue(sources, selection), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker that displays a custom label (deprecated form, the label before the content).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(label: label, content: content(), current: selection.wrappedValue, currentValueLabel: nil)
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a localized
    /// string key.
    public init<C>(_ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) where C: RandomAccessCollection {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a string.
    @_disfavoredOverload
    public init<C, S>(_ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) where C: RandomAccessCollection, S: StringProtocol {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }

    /// Creates a picker that generates its label from a localized string key, with a custom view for the
    /// current value.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a localized
    /// string key, with a custom view for the current value.
    public init<C>(_ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection {
        self.init(sources: sources, selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker that generates its label from a string, with a custom view for the current value.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where S: StringProtocol {
        self.init(selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a string, with a
    /// custom view for the current value.
    @_disfavoredOverload
    public init<C, S>(_ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection, S: StringProtocol {
        self.init(sources: sources, selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == StackLab.Label<Text, Image> {
    /// Creates a picker with a system image and a localized title.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { StackLab.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a picker bound to a collection of bindings with a system image and a localized title.
    public init<C>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { StackLab.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a picker with a system image and a title.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(selection: selection, content: content) { StackLab.Label(title, systemImage: systemImage) }
    }

    /// Creates a picker bound to a collection of bindings with a system image and a title.
    @_disfavoredOverload
    public init<C, S>(_ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) where C: RandomAccessCollection, S: StringProtocol, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { StackLab.Label(title, systemImage: systemImage) }
    }

    /// Creates a picker with an image resource and a localized title.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { StackLab.Label(titleKey, image: image) }
    }

    /// Creates a picker bound to a collection of bindings with an image resource and a localized title.
    public init<C>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { StackLab.Label(titleKey, image: image) }
    }

    /// Creates a picker with an image resource and a title.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(selection: selection, content: content) { StackLab.Label(title, image: image) }
    }

    /// Creates a picker bound to a collection of bindings with an image resource and a title.
    @_disfavoredOverload
    public init<C, S>(_ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) where C: RandomAccessCollection, S: StringProtocol, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { StackLab.Label(title, image: image) }
    }

    /// Creates a picker with a system image, a localized title and a custom view for the current value.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { StackLab.Label(titleKey, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings with a system image, a localized title and a
    /// custom view for the current value.
    public init<C>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content, label: { StackLab.Label(titleKey, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker with a system image, a title and a custom view for the current value.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where S: StringProtocol {
        self.init(selection: selection, content: content, label: { StackLab.Label(title, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings with a system image, a title and a custom view
    /// for the current value.
    @_disfavoredOverload
    public init<C, S>(_ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection, S: StringProtocol, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content, label: { StackLab.Label(title, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker with an image resource, a localized title and a custom view for the current value.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { StackLab.Label(titleKey, image: image) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings with an image resource, a localized title and a
    /// custom view for the current value.
    public init<C>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content, label: { StackLab.Label(titleKey, image: image) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker with an image resource, a title and a custom view for the current value.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where S: StringProtocol {
        self.init(selection: selection, content: content, label: { StackLab.Label(title, image: image) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings with an image resource, a title and a custom
    /// view for the current value.
    @_disfavoredOverload
    public init<C, S>(_ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection, S: StringProtocol, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content, label: { StackLab.Label(title, image: image) }, currentValueLabel: currentValueLabel)
    }
}
