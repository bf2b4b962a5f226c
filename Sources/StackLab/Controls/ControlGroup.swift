@_spi(Nodes) import StackLabCore
import StackLabContent

/// A container view that displays semantically-related controls in a visually-appropriate manner for the
/// context, as SwiftUI's `ControlGroup`. In the automatic, navigation and palette styles its controls side
/// by side in equal widths across the width offered, each inside a bordered button's regular padding
/// (7 by 12 points, an estimate of how iOS draws the group); in the menu styles its label as a menu
/// button; an app's own `ControlGroupStyle` as its `makeBody(configuration:)` returns.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: (any View)?
    let builtInOnly: Bool
    @Environment(\.self) private var environment
    /// The style in effect.
    private var style: ResolvedStyle<ControlGroupStyleKind> { environment[style: ControlGroupStyleKind.self] }

    init(content: Content, label: (any View)?, builtInOnly: Bool) {
        self.content = content
        self.label = label
        self.builtInOnly = builtInOnly
    }

    /// Creates a new control group with the specified children.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), label: nil, builtInOnly: false)
    }

    /// The controls side by side, the label as a menu, or the style's body.
    public var body: some View { resolvedBody }

    private var resolvedBody: AnyView {
        if !builtInOnly, let body = style.body(ControlGroupParts(label: label ?? EmptyView(), content: content)) { return body }
        if style.kind == ControlGroupStyleKind.menu {
            return AnyView(Button(label: AnyView(erasing: label ?? EmptyView()), role: nil, action: .none, override: nil))
        }
        return AnyView(LayoutView(layout: EqualWidthsLayout(insets: BorderedButtonMetrics.insets(for: .regular)), content: content))
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group based on a style configuration: drawn by the built-in style in effect.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init(content: configuration.content, label: configuration.label, builtInOnly: true)
    }
}

extension ControlGroup {
    /// Creates a new control group with the specified content and a label.
    public init<C, L>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L>, C: View, L: View {
        let label = label()
        self.init(content: LabeledControlGroupContent(content: content(), label: label), label: label, builtInOnly: false)
    }

    /// Creates a new control group with the specified content that generates its label from a localized
    /// string key.
    public init<C>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text>, C: View {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a new control group with the specified content that generates its label from a string.
    @_disfavoredOverload
    public init<C, S>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text>, C: View, S: StringProtocol {
        self.init(content: content) { Text(title) }
    }

    /// Creates a new control group with the specified content that generates its label from a localized
    /// string key and system image.
    public init<C>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C: View {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a new control group with the specified content that generates its label from a string and
    /// system image.
    @_disfavoredOverload
    public init<C, S>(_ title: S, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C: View, S: StringProtocol {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }

    /// Creates a new control group with the specified content that generates its label from a localized
    /// string key and image resource.
    public init<C>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C: View {
        self.init(content: content) { Label(titleKey, image: image) }
    }

    /// Creates a new control group with the specified content that generates its label from a string and
    /// image resource.
    @_disfavoredOverload
    public init<C, S>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C: View, S: StringProtocol {
        self.init(content: content) { Label(title, image: image) }
    }
}

/// A view that represents the body of a control group with a specified label: its content (the label
/// shows only when the group is drawn as a menu).
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The group's controls.
    public var body: some View { content }
}
