/// Where an adaptable tab view shows its tabs. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct AdaptableTabBarPlacement: Hashable {
    let name: String
    /// As the system decides.
    public static var automatic: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "automatic") }
    /// In a tab bar.
    public static var tabBar: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "tabBar") }
    /// In a sidebar.
    public static var sidebar: AdaptableTabBarPlacement { AdaptableTabBarPlacement(name: "sidebar") }
}
