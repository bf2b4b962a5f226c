/// Whether a scroll view's indicators show. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct ScrollIndicatorVisibility: Equatable {
    let name: String
    /// As the platform decides.
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "automatic") }
    /// Shown when scrolling.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "visible") }
    /// Hidden unless the platform shows them anyway.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "hidden") }
    /// Never shown.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "never") }
}
