/// A container view that displays semantically-related controls in a visually-appropriate manner for the
/// context, as SwiftUI's `ControlGroup`. In the automatic, navigation and palette styles its controls side
/// by side in equal widths across the width offered, each inside a bordered button's regular padding
/// (7 by 12 points, an estimate of how iOS draws the group); in the menu styles its label as a menu
/// button; an app's own `ControlGroupStyle` as its `makeBody(configuration:)` returns.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: (any View)?
    let builtInOnly: Bool
    @Environment(\.controlGroupStyle) private var style

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
        if !builtInOnly, let body = style.body(ControlGroupParts(content: content, label: label ?? EmptyView())) { return body }
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

/// Lays its subviews out side by side in equal widths across the width offered, each centered inside
/// `insets`; asked for its ideal size, as wide as the widest subview's share times their number.
struct EqualWidthsLayout: LabLayout, Equatable {
    let insets: EdgeInsets

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = (sizes.map(\.width).max() ?? 0) + insets.horizontal
        let tallest = (sizes.map(\.height).max() ?? 0) + insets.vertical
        return Size(width: proposal.width ?? widest * Double(subviews.count), height: tallest)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let cell = Rect(x: bounds.minX + Double(index) * width, y: bounds.minY, width: width, height: bounds.height)
            subview.place(aligned: .center, in: cell, proposal: ProposedSize(width: max(0, width - insets.horizontal), height: nil))
        }
    }
}

/// Defines the implementation of all control groups within a view hierarchy.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// A view representing the body of a control group.
    associatedtype Body: View
    /// The properties of a control group.
    typealias Configuration = ControlGroupStyleConfiguration
    /// Creates a view representing the body of a control group.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a control group.
public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group.
    nonisolated public struct Content: View, ConfigurationContent {
        let content: any View
        /// Primitive: the group's own controls.
        public var body: Never { primitiveBody() }
    }

    /// A type-erased label of a control group.
    nonisolated public struct Label: View, ConfigurationContent {
        let content: any View
        /// Primitive: the group's own label.
        public var body: Never { primitiveBody() }
    }

    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content
    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
}

/// A control group's content and label, for its style.
struct ControlGroupParts {
    let content: any View
    let label: any View
}

/// Runs a team's `ControlGroupStyle` body as a view of its own, counted under the style's type name.
nonisolated struct ControlGroupStyleBody<Style: ControlGroupStyle>: View, ReportedAsModifier {
    let style: StyleBox<Style>
    let configuration: ControlGroupStyleConfiguration

    init(style: Style, configuration: ControlGroupStyleConfiguration) {
        self.style = StyleBox(value: style)
        self.configuration = configuration
    }

    @MainActor var body: Style.Body { style.value.makeBody(configuration: configuration) }

    static var reportedType: Any.Type { Style.self }
}

enum ControlGroupStyleKind {
    static let automatic = 0
    static let menu = 1
}

/// Built-in control group styles, laid out by the group.
protocol BuiltInControlGroupStyle {
    static var kind: Int { get }
}

/// The default control group style: the controls side by side on iOS.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle {
    static let kind = ControlGroupStyleKind.automatic
    init() {}
    /// A control group in this style.
    public func makeBody(configuration: AutomaticControlGroupStyle.Configuration) -> some View {
        ControlGroup(configuration).controlGroupStyle(self)
    }
}

/// The navigation control group style: the controls side by side.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle {
    static let kind = ControlGroupStyleKind.automatic
    /// Creates a navigation control group style.
    public init() {}
    /// A control group in this style.
    public func makeBody(configuration: NavigationControlGroupStyle.Configuration) -> some View {
        ControlGroup(configuration).controlGroupStyle(self)
    }
}

/// A control group style that presents its content as a menu when the user presses the control: the
/// label as a menu button.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle {
    static let kind = ControlGroupStyleKind.menu
    /// Creates a menu control group style.
    public init() {}
    /// A control group in this style.
    public func makeBody(configuration: MenuControlGroupStyle.Configuration) -> some View {
        ControlGroup(configuration).controlGroupStyle(self)
    }
}

/// A control group style that presents its content as a compact menu: the label as a menu button.
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle {
    static let kind = ControlGroupStyleKind.menu
    /// Creates a compact menu control group style.
    public init() {}
    /// A control group in this style.
    public func makeBody(configuration: CompactMenuControlGroupStyle.Configuration) -> some View {
        ControlGroup(configuration).controlGroupStyle(self)
    }
}

/// A control group style that presents its content as a palette: the controls side by side.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltInControlGroupStyle {
    static let kind = ControlGroupStyleKind.automatic
    /// Creates a palette control group style.
    public init() {}
    /// A control group in this style.
    public func makeBody(configuration: PaletteControlGroupStyle.Configuration) -> some View {
        ControlGroup(configuration).controlGroupStyle(self)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    nonisolated public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    nonisolated public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a menu when the user presses the control.
    nonisolated public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu.
    nonisolated public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A control group style that presents its content as a palette.
    nonisolated public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

enum ControlGroupStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: ResolvedStyle<ControlGroupParts> { ResolvedStyle(kind: ControlGroupStyleKind.automatic) }
    static let name = "controlGroupStyle"
}

extension EnvironmentValues {
    var controlGroupStyle: ResolvedStyle<ControlGroupParts> {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for control groups within this view: a built-in style is laid out by the group, an
    /// app's own as its `makeBody(configuration:)` returns.
    nonisolated public func controlGroupStyle<S>(_ style: S) -> some View where S: ControlGroupStyle {
        if let builtIn = S.self as? any BuiltInControlGroupStyle.Type {
            return environment(\.controlGroupStyle, ResolvedStyle(kind: builtIn.kind))
        }
        return environment(\.controlGroupStyle, ResolvedStyle(style: style) { parts in
            AnyView(ControlGroupStyleBody(style: style, configuration: ControlGroupStyleConfiguration(
                content: ControlGroupStyleConfiguration.Content(content: parts.content),
                label: ControlGroupStyleConfiguration.Label(content: parts.label))))
        })
    }
}
