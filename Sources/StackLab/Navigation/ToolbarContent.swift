@_spi(Nodes) import StackLabCore
import StackLabContent

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
