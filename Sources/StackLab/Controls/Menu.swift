@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control for presenting a menu of actions, as SwiftUI's `Menu`: laid out as its label drawn as a
/// button in the button style in effect (borderless by default). The menu's content is built but not
/// laid out: it is on screen only while the menu is open, which it never is while the list scrolls. An
/// app's own `MenuStyle` is laid out as its `makeBody(configuration:)` returns.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: ControlAction?
    let builtInOnly: Bool
    @Environment(\.self) private var environment
    /// The style in effect.
    private var style: ResolvedStyle<MenuStyleKind> { environment[style: MenuStyleKind.self] }

    init(label: Label, content: Content, primaryAction: ControlAction?, builtInOnly: Bool) {
        self.label = label
        self.content = content
        self.primaryAction = primaryAction
        self.builtInOnly = builtInOnly
    }

    /// The label as a button, or the style's body.
    public var body: some View { resolvedBody }

    private var resolvedBody: AnyView {
        if !builtInOnly, let body = style.body(MenuParts(label: label, content: content)) { return body }
        return AnyView(Button(label: label, role: nil, action: primaryAction ?? .none, override: nil))
    }
}

extension Menu {
    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), primaryAction: nil, builtInOnly: false)
    }

    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(label: Text(titleKey), content: content(), primaryAction: nil, builtInOnly: false)
    }

    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text, S: StringProtocol {
        self.init(label: Text(title), content: content(), primaryAction: nil, builtInOnly: false)
    }

    /// Creates a menu with a custom primary action and custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(label: label(), content: content(), primaryAction: ControlAction(run: primaryAction), builtInOnly: false)
    }

    /// Creates a menu with a custom primary action that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) where Label == Text {
        self.init(label: Text(titleKey), content: content(), primaryAction: ControlAction(run: primaryAction), builtInOnly: false)
    }

    /// Creates a menu with a custom primary action that generates its label from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) where Label == Text, S: StringProtocol {
        self.init(label: Text(title), content: content(), primaryAction: ControlAction(run: primaryAction), builtInOnly: false)
    }
}

extension Menu where Label == StackLab.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: StackLab.Label(titleKey, systemImage: systemImage), content: content(), primaryAction: nil, builtInOnly: false)
    }

    /// Creates a menu that generates its label from a string and system image.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(label: StackLab.Label(title, systemImage: systemImage), content: content(), primaryAction: nil, builtInOnly: false)
    }

    /// Creates a menu with a custom primary action that generates its label from a localized string key
    /// and system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(label: StackLab.Label(titleKey, systemImage: systemImage), content: content(), primaryAction: ControlAction(run: primaryAction), builtInOnly: false)
    }

    /// Creates a menu that generates its label from a localized string key and image resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(label: StackLab.Label(titleKey, image: image), content: content(), primaryAction: nil, builtInOnly: false)
    }

    /// Creates a menu that generates its label from a string and image resource.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(label: StackLab.Label(title, image: image), content: content(), primaryAction: nil, builtInOnly: false)
    }

    /// Creates a menu with a custom primary action that generates its label from a localized string key
    /// and image resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(label: StackLab.Label(titleKey, image: image), content: content(), primaryAction: ControlAction(run: primaryAction), builtInOnly: false)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu based on a style configuration: drawn by the built-in style in effect.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(label: MenuStyleConfiguration.Label(content: configuration.parts.label),
                  content: MenuStyleConfiguration.Content(content: configuration.parts.content),
                  primaryAction: nil, builtInOnly: true)
    }
}
