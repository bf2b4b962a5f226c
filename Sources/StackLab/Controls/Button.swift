import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control that initiates an action, as SwiftUI's `Button`: laid out as its style says. The automatic,
/// plain and borderless styles are the label alone; the bordered styles put it inside the control size's
/// padding on their border shape; an app's own `ButtonStyle` or `PrimitiveButtonStyle` is laid out as its
/// `makeBody(configuration:)` returns. The action never runs while the lab scrolls.
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: ControlAction
    /// A built-in kind that wins over the environment's style (a built-in style's `makeBody`), or
    /// `inheritsBuiltIn` for a button made from a style's configuration, which takes the environment's
    /// built-in style but not the app's own style it is drawn by.
    let override: ButtonStyleOverride?
    @Environment(\.self) private var environment

    /// Creates a button that displays a custom label.
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = ControlAction(mainActor: action)
        override = nil
    }

    init(label: Label, role: ButtonRole?, action: ControlAction, override: ButtonStyleOverride?) {
        self.label = label
        self.role = role
        self.action = action
        self.override = override
    }

    /// The label alone for the borderless styles, else the style's body.
    public var body: some View {
        let style = resolvedStyle
        if style.kind == .automatic || style.kind == .plain || style.kind == .borderless {
            label
        } else {
            styled(style)
        }
    }

    private var resolvedStyle: ResolvedStyle<ButtonStyleKind> {
        let style = environment[style: ButtonStyleKind.self]
        switch override {
        case .kind(let kind): return ResolvedStyle(kind: kind)
        case .inheritsBuiltIn: return style.isCustom ? ResolvedStyle(kind: .automatic) : style
        case nil: return style
        }
    }

    private func styled(_ style: ResolvedStyle<ButtonStyleKind>) -> AnyView {
        if let body = style.body(ButtonParts(label: label, role: role, action: action)) { return body }
        return BorderedButtonMetrics.bordered(label, size: environment.controlSize, shape: environment.buttonBorderShape,
                                              prominent: style.kind == ButtonStyleKind.borderedProminent)
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @preconcurrency @_disfavoredOverload
    public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    @preconcurrency @_disfavoredOverload
    public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == StackLab.Label<Text, Image> {
    /// Creates a button with a system image and a localized title.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { StackLab.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a system image and a title.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { StackLab.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with an image resource and a localized title.
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { StackLab.Label(titleKey, image: image) }
    }

    /// Creates a button with an image resource and a title.
    @preconcurrency @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { StackLab.Label(title, image: image) }
    }

    /// Creates a button with a role, a system image and a localized title.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { StackLab.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role, a system image and a title.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(role: role, action: action) { StackLab.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role, an image resource and a localized title.
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { StackLab.Label(titleKey, image: image) }
    }

    /// Creates a button with a role, an image resource and a title.
    @preconcurrency @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(role: role, action: action) { StackLab.Label(title, image: image) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and custom
    /// interaction behaviour: the standard button, in the environment's built-in style.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(label: configuration.label, role: configuration.role, action: configuration.action, override: .inheritsBuiltIn)
    }

    /// The button a built-in style's `makeBody` draws.
    init(_ configuration: PrimitiveButtonStyleConfiguration, kind: ButtonStyleKind) {
        self.init(label: configuration.label, role: configuration.role, action: configuration.action, override: .kind(kind))
    }
}
