/// Where a tab bar is shown. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct TabBarPlacement: Hashable {
    let name: String
    /// At the top.
    public static var topBar: TabBarPlacement { TabBarPlacement(name: "topBar") }
    /// In a sidebar.
    public static var sidebar: TabBarPlacement { TabBarPlacement(name: "sidebar") }
    /// At the bottom.
    public static var bottomBar: TabBarPlacement { TabBarPlacement(name: "bottomBar") }
    /// In an ornament.
    public static var ornament: TabBarPlacement { TabBarPlacement(name: "ornament") }
    /// As a page indicator.
    public static var pageIndicator: TabBarPlacement { TabBarPlacement(name: "pageIndicator") }
}
