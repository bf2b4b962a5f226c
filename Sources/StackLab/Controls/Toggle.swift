@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control that toggles between on and off states, as SwiftUI's `Toggle`. Laid out by its style: the
/// automatic and switch styles put the label on the leading side and UIKit's switch, 51 × 31 points
/// (`UISwitch`'s fixed size), on the trailing side of the width offered; with labels hidden the switch
/// alone; the button style lays the label out as a bordered button; an app's own `ToggleStyle` is laid
/// out as its `makeBody(configuration:)` returns.
nonisolated public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>
    let isMixed: Bool
    let builtInOnly: Bool
    @Environment(\.self) private var environment

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), isOn: isOn, isMixed: false, builtInOnly: false)
    }

    /// Creates a toggle representing a collection of values with a custom label: on when all of them are,
    /// mixed when some are.
    public init<C>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) where C: RandomAccessCollection {
        let bindings = sources.map { $0[keyPath: isOn] }
        let on = bindings.filter(\.wrappedValue).count
        self.init(label: label(), isOn: Binding(get: { bindings.allSatisfy(\.wrappedValue) && !bindings.isEmpty },
                                                set: { value in bindings.forEach { $0.wrappedValue = value } }),
                  isMixed: on > 0 && on < bindings.count, builtInOnly: false)
    }

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool, builtInOnly: Bool) {
        self.label = label
        self.isOn = isOn
        self.isMixed = isMixed
        self.builtInOnly = builtInOnly
    }

    /// The label and the switch, or the style's body.
    public var body: some View { resolvedBody }

    private var resolvedBody: AnyView {
        let style = environment[style: ToggleStyleKind.self]
        if !builtInOnly, let body = style.body(ToggleParts(label: label, isOn: isOn, isMixed: isMixed)) { return body }
        if style.kind == ToggleStyleKind.button {
            return BorderedButtonMetrics.bordered(label, size: environment.controlSize, shape: environment.buttonBorderShape, prominent: false)
        }
        if environment.labelsAreHidden { return AnyView(PlatformControl<UISwitch>(width: 51, height: 31)) }
        return AnyView(HStack {
            label
            Spacer()
            PlatformControl<UISwitch>(width: 51, height: 31)
        })
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration: drawn by the built-in style in effect.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(label: configuration.label, isOn: configuration.$isOn, isMixed: configuration.isMixed, builtInOnly: true)
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn) { Text(title) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a localized
    /// string key.
    public init<C>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) where C: RandomAccessCollection {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a string.
    @_disfavoredOverload
    public init<S, C>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) where S: StringProtocol, C: RandomAccessCollection {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == StackLab.Label<Text, Image> {
    /// Creates a toggle with a system image and a localized title.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { StackLab.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle with a system image and a title.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn) { StackLab.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle representing a collection of values, with a system image and a localized title.
    public init<C>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) where C: RandomAccessCollection {
        self.init(sources: sources, isOn: isOn) { StackLab.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle representing a collection of values, with a system image and a title.
    @_disfavoredOverload
    public init<S, C>(_ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) where S: StringProtocol, C: RandomAccessCollection {
        self.init(sources: sources, isOn: isOn) { StackLab.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle with an image resource and a localized title.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { StackLab.Label(titleKey, image: image) }
    }

    /// Creates a toggle with an image resource and a title.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn) { StackLab.Label(title, image: image) }
    }

    /// Creates a toggle representing a collection of values, with an image resource and a localized title.
    public init<C>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) where C: RandomAccessCollection {
        self.init(sources: sources, isOn: isOn) { StackLab.Label(titleKey, image: image) }
    }

    /// Creates a toggle representing a collection of values, with an image resource and a title.
    @_disfavoredOverload
    public init<S, C>(_ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) where S: StringProtocol, C: RandomAccessCollection {
        self.init(sources: sources, isOn: isOn) { StackLab.Label(title, image: image) }
    }
}
