@_spi(Nodes) import StackLabCore
import StackLabContent

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
    }

    /// A type-erased label of a control group.
    nonisolated public struct Label: View, ConfigurationContent {
        let content: any View
    }

    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content
    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
}

/// A control group's content and label, for its style.
typealias ControlGroupParts = LabelAndContentParts

enum ControlGroupStyleKind: ControlStyleKind {
    case automatic
    case menu

    typealias Parts = ControlGroupParts
    static let environmentName = "controlGroupStyle"
}

/// The default control group style: the controls side by side on iOS.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
    static let kind = ControlGroupStyleKind.automatic
    init() {}
    /// A control group in this style.
    public func makeBody(configuration: AutomaticControlGroupStyle.Configuration) -> some View {
        ControlGroup(configuration).controlGroupStyle(self)
    }
}

/// The navigation control group style: the controls side by side.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
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
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
    static let kind = ControlGroupStyleKind.menu
    /// Creates a menu control group style.
    public init() {}
    /// A control group in this style.
    public func makeBody(configuration: MenuControlGroupStyle.Configuration) -> some View {
        ControlGroup(configuration).controlGroupStyle(self)
    }
}

/// A control group style that presents its content as a compact menu: the label as a menu button.
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
    static let kind = ControlGroupStyleKind.menu
    /// Creates a compact menu control group style.
    public init() {}
    /// A control group in this style.
    public func makeBody(configuration: CompactMenuControlGroupStyle.Configuration) -> some View {
        ControlGroup(configuration).controlGroupStyle(self)
    }
}

/// A control group style that presents its content as a palette: the controls side by side.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
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

extension View {
    /// Sets the style for control groups within this view: a built-in style is laid out by the group, an
    /// app's own as its `makeBody(configuration:)` returns.
    nonisolated public func controlGroupStyle<S>(_ style: S) -> some View where S: ControlGroupStyle {
        controlStyle(ResolvedStyle<ControlGroupStyleKind>(style, body: { $0.makeBody(configuration: $1) }) { parts in
            ControlGroupStyleConfiguration(
                content: ControlGroupStyleConfiguration.Content(content: parts.content),
                label: ControlGroupStyleConfiguration.Label(content: parts.label))
        })
    }
}
