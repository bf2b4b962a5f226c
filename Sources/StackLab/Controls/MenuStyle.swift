@_spi(Nodes) import StackLabCore
import StackLabContent

/// The menu styles, as SwiftUI declares them, and the modifiers that configure menus. A built-in style
/// draws the menu's label as a button; an app's own `MenuStyle` is laid out as its
/// `makeBody(configuration:)` returns, counted under its own type name.

/// A type that applies standard interaction behavior and a custom appearance to all menus within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// A view that represents the body of a menu.
    associatedtype Body: View
    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
    /// Creates a view that represents the body of a menu.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A configuration of a menu: pass it to `Menu(_:)` in a style's body.
public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    nonisolated public struct Label: View, ConfigurationContent {
        let content: any View
    }

    /// A type-erased content of a menu.
    nonisolated public struct Content: View, ConfigurationContent {
        let content: any View
    }

    let parts: MenuParts
}

/// A menu's label and content, for its style.
typealias MenuParts = LabelAndContentParts

/// The default menu style, based on the menu's context: its label as a borderless button on iOS.
nonisolated public struct DefaultMenuStyle: MenuStyle, BuiltInControlStyle {
    static let kind = MenuStyleKind.automatic
    /// Creates a default menu style.
    public init() {}
    /// A menu in this style.
    public func makeBody(configuration: DefaultMenuStyle.Configuration) -> some View { Menu(configuration) }
}

/// A menu style that displays a button that toggles the display of the menu's contents when pressed: the
/// label as a button in the button style in effect.
nonisolated public struct ButtonMenuStyle: MenuStyle, BuiltInControlStyle {
    static let kind = MenuStyleKind.automatic
    /// Creates a button menu style.
    public init() {}
    /// A menu in this style.
    public func makeBody(configuration: ButtonMenuStyle.Configuration) -> some View { Menu(configuration) }
}

/// A menu style that displays a borderless button (deprecated: use the button style and a borderless
/// button style).
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle, BuiltInControlStyle {
    static let kind = MenuStyleKind.automatic
    /// Creates a borderless button menu style.
    public init() {}
    /// A menu in this style.
    public func makeBody(configuration: BorderlessButtonMenuStyle.Configuration) -> some View {
        Menu(configuration).buttonStyle(.borderless)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style, based on the menu's context.
    nonisolated public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents when pressed.
    nonisolated public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu style that displays a borderless button.
    nonisolated public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The built-in Menu styles, laid out by the control itself.
enum MenuStyleKind: ControlStyleKind {
    case automatic

    typealias Parts = MenuParts
    static let environmentName = "menuStyle"
}

extension View {
    /// Sets the style for menus within this view: a built-in style draws the label as a button, an app's
    /// own is laid out as its `makeBody(configuration:)` returns.
    nonisolated public func menuStyle<S>(_ style: S) -> some View where S: MenuStyle {
        controlStyle(ResolvedStyle<MenuStyleKind>(style, body: { $0.makeBody(configuration: $1) }) { parts in
            MenuStyleConfiguration(parts: parts)
        })
    }
}

/// The order in which a menu presents its content (SwiftUI, iOS 16). Accepted: the menu's content is not
/// on screen while the list scrolls.
public struct MenuOrder: Equatable, Hashable, Sendable {
    let kind: Int
    /// The ordering of the menu chosen by the system for the current context.
    public static let automatic = MenuOrder(kind: 0)
    /// Order items with the first item closest to the point of interaction.
    public static let priority = MenuOrder(kind: 1)
    /// Order items from top to bottom.
    public static let fixed = MenuOrder(kind: 2)
}

/// The set of menu dismissal behavior options (SwiftUI, iOS 16.4). Accepted: no menu opens in the lab.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let kind: Int
    /// Use the dismissal behavior appropriate for the context.
    public static let automatic = MenuActionDismissBehavior(kind: 0)
    /// Always dismiss the presented menu after performing an action.
    public static let enabled = MenuActionDismissBehavior(kind: 1)
    /// Never dismiss the presented menu after performing an action.
    public static let disabled = MenuActionDismissBehavior(kind: 2)
}

enum MenuOrderKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = MenuOrder.automatic
    static let name = "menuOrder"
}

enum MenuIndicatorKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = Visibility.automatic
    static let name = "menuIndicatorVisibility"
}

extension EnvironmentValues {
    /// The preferred order of items for menus presented from this view. Nothing in the lab reads it: no
    /// menu opens.
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    /// The menu indicator visibility to apply to controls within a view. Nothing in the lab reads it: the
    /// indicator is drawn inside the menu's label.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

extension View {
    /// Sets the preferred order of items for menus presented from this view. Accepted: no menu opens
    /// while the list scrolls.
    nonisolated public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Sets the menu indicator visibility for controls within this view. Accepted: the indicator is drawn
    /// inside the control's bounds.
    nonisolated public func menuIndicator(_ visibility: Visibility) -> some View { self }

    /// Tells a menu whether to dismiss after performing an action. Accepted: no menu opens in the lab.
    nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}
