/// Items of a toolbar (SwiftUI's `ToolbarContent`): they are drawn in the bars, which keep their
/// heights, so the lab keeps only where each item goes (a bottom bar takes room from the screen).
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The content this content is made of.
    associatedtype Body: ToolbarContent
    /// The content's items.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Toolbar items a person can rearrange (SwiftUI's `CustomizableToolbarContent`).
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// The lab's reading of toolbar content: whether an item goes in the bottom bar.
protocol LabToolbarContent {
    var placesBottomBar: Bool { get }
}

extension ToolbarContent {
    /// Whether this content puts an item in the bottom bar (content with a body of its own is not
    /// evaluated: its items are assumed to stay in the navigation bar).
    nonisolated var labPlacesBottomBar: Bool { (self as? any LabToolbarContent)?.placesBottomBar ?? false }
}

/// An item of a toolbar (SwiftUI's `ToolbarItem`).
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let itemID: ID
    let content: Content

    /// Primitive: an item the bar draws.
    public var body: Never { return fatalError("ToolbarItem has no body") }
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, itemID: (), content: content())
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// An item a person can move or hide, at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, itemID: id, content: content())
    }

    /// An item a person can move or hide, shown or not by default.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, itemID: id, content: content())
    }
}

extension ToolbarItem: Identifiable where ID: Hashable {
    /// The item's identity.
    public var id: ID { itemID }
}

extension ToolbarItem: LabToolbarContent {
    var placesBottomBar: Bool { placement.kind == .bottomBar }
}

/// Several items at one placement (SwiftUI's `ToolbarItemGroup`).
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Items at `placement`, collapsed behind `label` when the bar is short of room.
    public init<C, L>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
        where Content == LabeledToolbarItemGroupContent<C, L>, C: View, L: View {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }

    /// Primitive: items the bar draws.
    public var body: Never { return fatalError("ToolbarItemGroup has no body") }
}

extension ToolbarItemGroup: LabToolbarContent {
    var placesBottomBar: Bool { placement.kind == .bottomBar }
}

/// The items of a labelled toolbar group (SwiftUI's `LabeledToolbarItemGroupContent`): laid out as the
/// items.
nonisolated public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View, ContentPrimitive {
    let content: Content
    let label: Label

    /// Primitive: the items.
    public var body: Never { primitiveBody() }

    var primitiveContent: any View { content }
}

/// The menu a navigation title opens (SwiftUI's `ToolbarTitleMenu`; accepted: the menu is not on
/// screen).
nonisolated public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent {
    let content: Content

    /// The title menu's default items.
    public init() where Content == EmptyView {
        content = EmptyView()
    }

    /// A title menu of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive: a menu the bar shows.
    public var body: Never { return fatalError("ToolbarTitleMenu has no body") }
}

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`). Items in the navigation bar leave its
/// height alone; items in the bottom bar make the bottom toolbar appear.
public struct ToolbarItemPlacement: Sendable {
    enum Kind: Sendable { case navigationBar, bottomBar, keyboard, other }
    let kind: Kind

    /// As the platform decides (the navigation bar's trailing edge on iPhone).
    public static let automatic = ToolbarItemPlacement(kind: .navigationBar)
    /// The bar's centre.
    public static let principal = ToolbarItemPlacement(kind: .navigationBar)
    /// The navigation position.
    public static let navigation = ToolbarItemPlacement(kind: .navigationBar)
    /// The primary action.
    public static let primaryAction = ToolbarItemPlacement(kind: .navigationBar)
    /// A secondary action (in a menu on iPhone).
    public static let secondaryAction = ToolbarItemPlacement(kind: .navigationBar)
    /// The status position (the bottom bar on iPhone).
    public static let status = ToolbarItemPlacement(kind: .bottomBar)
    /// A confirming action in a sheet.
    public static let confirmationAction = ToolbarItemPlacement(kind: .navigationBar)
    /// A cancelling action in a sheet.
    public static let cancellationAction = ToolbarItemPlacement(kind: .navigationBar)
    /// A destructive action in a sheet.
    public static let destructiveAction = ToolbarItemPlacement(kind: .navigationBar)
    /// Above the keyboard (the lab has no keyboard).
    public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
    /// The navigation bar's leading edge.
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(kind: .navigationBar) }
    /// The navigation bar's trailing edge.
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(kind: .navigationBar) }
    /// The navigation bar's leading edge (older spelling).
    public static let navigationBarLeading = ToolbarItemPlacement(kind: .navigationBar)
    /// The navigation bar's trailing edge (older spelling).
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: .navigationBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
}

/// A bar of the screen (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement {
    enum Bar: Sendable { case automatic, bottomBar, navigationBar, tabBar }
    let bar: Bar

    /// The platform's bar for the context (the navigation bar on iPhone).
    public static var automatic: ToolbarPlacement { ToolbarPlacement(bar: .automatic) }
    /// The bottom toolbar.
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement(bar: .bottomBar) }
    /// The navigation bar.
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement(bar: .navigationBar) }
    /// The tab bar.
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(bar: .tabBar) }
}

/// The purpose of a toolbar (SwiftUI's `ToolbarRole`; it arranges items, accepted).
public struct ToolbarRole: Sendable {
    let name: String

    /// As the platform decides.
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
    /// A navigation stack's toolbar.
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
    /// A browser's toolbar.
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
    /// An editor's toolbar (the title moves to the leading edge).
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}

/// An item the system adds to a toolbar (SwiftUI's `ToolbarDefaultItemKind`).
public struct ToolbarDefaultItemKind {
    let name: String

    /// A split view's sidebar button.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The title.
    public static let title = ToolbarDefaultItemKind(name: "title")
}

extension ToolbarDefaultItemKind: Sendable {}

/// Whether a person can move or hide a toolbar item (SwiftUI's `ToolbarCustomizationBehavior`).
public struct ToolbarCustomizationBehavior: Sendable {
    let name: String

    /// Movable and removable.
    public static var `default`: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "default") }
    /// Movable only.
    public static var reorderable: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "reorderable") }
    /// Fixed.
    public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "disabled") }
}

/// Options of a customizable toolbar item (SwiftUI's `ToolbarCustomizationOptions`).
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    /// The raw bits.
    public typealias RawValue = Int
    /// The item stays available while the toolbar is customized.
    public static var alwaysAvailable: ToolbarCustomizationOptions { ToolbarCustomizationOptions(rawValue: 1) }
    /// The raw bits.
    public var rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// An option.
    public typealias ArrayLiteralElement = ToolbarCustomizationOptions
    /// An option.
    public typealias Element = ToolbarCustomizationOptions
}

/// Customizable content as it was, with a customization setting the lab does not keep.
nonisolated struct CustomizedToolbarContent<Content: CustomizableToolbarContent>: CustomizableToolbarContent, LabToolbarContent {
    let content: Content
    var body: Never { return fatalError("CustomizedToolbarContent has no body") }
    var placesBottomBar: Bool { content.labPlacesBottomBar }
}

extension CustomizableToolbarContent {
    /// Whether a person can move or hide the items (accepted: the lab does not customize toolbars).
    nonisolated public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self)
    }

    /// Whether the items show before a person customizes the toolbar (accepted).
    nonisolated public func defaultCustomization(_ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []) -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self)
    }

    /// The items' default customization (accepted).
    nonisolated public func defaultCustomization() -> some CustomizableToolbarContent {
        CustomizedToolbarContent(content: self)
    }
}

/// The style of toolbar labels (SwiftUI's `ToolbarLabelStyle`).
public struct ToolbarLabelStyle: Sendable, Equatable {
    /// As the platform decides.
    public static var automatic: ToolbarLabelStyle { ToolbarLabelStyle() }
}

extension EnvironmentValues {
    /// The style of toolbar labels: the platform's (nil) in the lab.
    public var toolbarLabelStyle: ToolbarLabelStyle? { nil }
}
