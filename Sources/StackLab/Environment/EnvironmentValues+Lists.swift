import Foundation

// The system values SwiftUI's `EnvironmentValues` declares for lists and scrolling, with its defaults on an
// iPhone. Get-only ones keep an internal setter for the modifiers that set them in SwiftUI.

enum DefaultMinListRowHeightKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: CGFloat = 44
    static let name = "defaultMinListRowHeight"
}

enum DefaultMinListHeaderHeightKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: CGFloat? = nil
    static let name = "defaultMinListHeaderHeight"
}

enum SidebarRowSizeKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: SidebarRowSize = .medium
    static let name = "sidebarRowSize"
}

enum VerticalScrollIndicatorVisibilityKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
    static let name = "verticalScrollIndicatorVisibility"
}

enum HorizontalScrollIndicatorVisibilityKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
    static let name = "horizontalScrollIndicatorVisibility"
}

enum IsScrollEnabledKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Bool = true
    static let name = "isScrollEnabled"
}

enum VerticalScrollBounceBehaviorKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
    static let name = "verticalScrollBounceBehavior"
}

enum HorizontalScrollBounceBehaviorKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
    static let name = "horizontalScrollBounceBehavior"
}

enum EditModeKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
    static let name = "editMode"
}

enum BadgeProminenceKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: BadgeProminence = .standard
    static let name = "badgeProminence"
}

extension EnvironmentValues {
    /// The smallest a list row is, 44 pt (UIKit's default row height).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The smallest a list's section header is; nil for the style's own.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// The size of sidebar rows.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }

    /// Whether vertical scroll indicators show.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether horizontal scroll indicators show.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether scroll views below scroll.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// When vertical scroll views below bounce.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }

    /// When horizontal scroll views below bounce.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }

    /// Whether the list is being edited; nil outside an editable list.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// How prominent badges below are.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}
