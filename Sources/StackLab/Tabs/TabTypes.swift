@_spi(Nodes) import StackLabCore
import StackLabContent

/// A tab's role (SwiftUI's `TabRole`): a search tab.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The search tab.
    public static var search: TabRole { TabRole(name: "search") }
}

/// Where a tab may appear (SwiftUI's `TabPlacement`).
public struct TabPlacement: Hashable {
    let name: String
    /// As the platform decides.
    public static let automatic = TabPlacement(name: "automatic")
    /// Pinned in the tab bar.
    public static let pinned = TabPlacement(name: "pinned")
    /// In the sidebar only.
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

extension TabPlacement: Sendable {}

/// Where a tab bar is (SwiftUI's `TabBarPlacement`).
public struct TabBarPlacement: Hashable {
    let name: String
    /// At the top (iPad, tvOS).
    public static let topBar = TabBarPlacement(name: "topBar")
    /// A sidebar.
    public static let sidebar = TabBarPlacement(name: "sidebar")
    /// At the bottom (iPhone).
    public static let bottomBar = TabBarPlacement(name: "bottomBar")
    /// An ornament (visionOS).
    public static let ornament = TabBarPlacement(name: "ornament")
    /// A page indicator (watchOS).
    public static let pageIndicator = TabBarPlacement(name: "pageIndicator")
}

extension TabBarPlacement: Sendable {}

/// Where an adaptable tab view puts its tabs (SwiftUI's `AdaptableTabBarPlacement`).
public struct AdaptableTabBarPlacement: Hashable {
    let name: String
    /// As the platform decides (the tab bar on iPhone).
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The tab bar.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// The sidebar.
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

extension AdaptableTabBarPlacement: Sendable {}

/// Whether a person can move or hide a tab (SwiftUI's `TabCustomizationBehavior`).
public struct TabCustomizationBehavior: Equatable {
    let name: String
    /// As the platform decides.
    public static var automatic: TabCustomizationBehavior { TabCustomizationBehavior(name: "automatic") }
    /// Movable.
    public static var reorderable: TabCustomizationBehavior { TabCustomizationBehavior(name: "reorderable") }
    /// Fixed.
    public static var disabled: TabCustomizationBehavior { TabCustomizationBehavior(name: "disabled") }
}

/// A person's arrangement of a sidebar-adaptable tab view (SwiftUI's `TabViewCustomization`): kept
/// and stored as SwiftUI keeps it; on iPhone the tab bar shows the tabs in their order.
public struct TabViewCustomization: Equatable, Sendable, Codable {
    private var visibility: [String: String] = [:]
    private var sections: [String: [String]] = [:]

    /// No customization.
    public init() {}

    /// Whether the tab with `id` shows in the sidebar.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get {
            switch visibility[id] {
            case "visible": .visible
            case "hidden": .hidden
            default: .automatic
            }
        }
        set {
            switch newValue {
            case .visible: visibility[id] = "visible"
            case .hidden: visibility[id] = "hidden"
            case .automatic: visibility[id] = nil
            }
        }
    }

    /// The order of the tabs in the section with `id`, if a person changed it.
    public subscript(sectionID id: String) -> [String]? { sections[id] }

    /// Forgets every visibility change.
    public mutating func resetVisibility() { visibility.removeAll() }

    /// Forgets the order of the section with `sectionID`.
    public mutating func resetSectionOrder(for sectionID: String) { sections[sectionID] = nil }

    /// Forgets every section's order.
    public mutating func resetSectionOrder() { sections.removeAll() }

    private enum CodingKeys: String, CodingKey { case visibility, sections }

    /// Writes the customization.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(visibility, forKey: .visibility)
        try container.encode(sections, forKey: .sections)
    }

    /// Reads a customization written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        visibility = try container.decode([String: String].self, forKey: .visibility)
        sections = try container.decode([String: [String]].self, forKey: .sections)
    }
}

/// How prominent a badge is (SwiftUI's `BadgeProminence`; drawing only).
public struct BadgeProminence: Hashable, Sendable {
    let level: Int
    /// Less prominent.
    public static let decreased = BadgeProminence(level: 0)
    /// The default.
    public static let standard = BadgeProminence(level: 1)
    /// More prominent.
    public static let increased = BadgeProminence(level: 2)
}
