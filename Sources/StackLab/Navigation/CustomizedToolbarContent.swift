@_spi(Nodes) import StackLabCore
import StackLabContent

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
