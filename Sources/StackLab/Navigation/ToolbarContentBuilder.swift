@_spi(Nodes) import StackLabCore
import StackLabContent

/// Builds toolbar content from items (SwiftUI's `ToolbarContentBuilder`): the lab keeps the items
/// together to read their placements.
@resultBuilder
public struct ToolbarContentBuilder {
    /// An item as it is.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }

    /// A customizable item as it is.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: CustomizableToolbarContent { content }

    /// Several items together.
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some ToolbarContent where repeat each Content: ToolbarContent {
        ToolbarTuple(items: { var items: [any ToolbarContent] = []; for item in repeat each content { items.append(item) }; return items }())
    }

    /// Several customizable items together.
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some CustomizableToolbarContent where repeat each Content: CustomizableToolbarContent {
        CustomizableToolbarTuple(items: { var items: [any ToolbarContent] = []; for item in repeat each content { items.append(item) }; return items }())
    }

    /// Items shown when a condition holds.
    public static func buildIf<Content>(_ content: Content?) -> some ToolbarContent where Content: ToolbarContent {
        ToolbarTuple(items: content.map { [$0] } ?? [])
    }

    /// Customizable items shown when a condition holds.
    public static func buildIf<Content>(_ content: Content?) -> some CustomizableToolbarContent where Content: CustomizableToolbarContent {
        CustomizableToolbarTuple(items: content.map { [$0] } ?? [])
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalToolbarContent<TrueContent, FalseContent>
        where TrueContent: ToolbarContent, FalseContent: ToolbarContent { _ConditionalToolbarContent(item: first) }

    /// The first branch of an `if`/`else` of customizable items.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalCustomizableToolbarContent<TrueContent, FalseContent>
        where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent { _ConditionalCustomizableToolbarContent(item: first) }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalToolbarContent<TrueContent, FalseContent>
        where TrueContent: ToolbarContent, FalseContent: ToolbarContent { _ConditionalToolbarContent(item: second) }

    /// The second branch of an `if`/`else` of customizable items.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalCustomizableToolbarContent<TrueContent, FalseContent>
        where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent { _ConditionalCustomizableToolbarContent(item: second) }

    /// Items behind an availability check.
    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> some ToolbarContent {
        ToolbarTuple(items: [content])
    }

    /// Items behind an availability check.
    public static func buildLimitedAvailability<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent {
        ToolbarTuple(items: [content])
    }

    /// Customizable items behind an availability check.
    public static func buildLimitedAvailability(_ content: any CustomizableToolbarContent) -> some CustomizableToolbarContent {
        CustomizableToolbarTuple(items: [content])
    }

    /// Customizable items behind an availability check.
    public static func buildLimitedAvailability<Content>(_ content: Content) -> some CustomizableToolbarContent where Content: CustomizableToolbarContent {
        CustomizableToolbarTuple(items: [content])
    }
}

/// Toolbar items built together.
nonisolated struct ToolbarTuple: ToolbarContent, LabToolbarContent {
    let items: [any ToolbarContent]
    var body: Never { return fatalError("ToolbarTuple has no body") }
    var placesBottomBar: Bool { items.contains { $0.labPlacesBottomBar } }
}

/// Customizable toolbar items built together.
nonisolated struct CustomizableToolbarTuple: CustomizableToolbarContent, LabToolbarContent {
    let items: [any ToolbarContent]
    var body: Never { return fatalError("CustomizableToolbarTuple has no body") }
    var placesBottomBar: Bool { items.contains { $0.labPlacesBottomBar } }
}

/// One branch of an `if`/`else` in a toolbar (SwiftUI names it `_ConditionalContent`).
nonisolated public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent, LabToolbarContent {
    let item: any ToolbarContent
    /// Primitive: the branch's items.
    public var body: Never { return fatalError("_ConditionalToolbarContent has no body") }
    var placesBottomBar: Bool { item.labPlacesBottomBar }
}

/// One branch of an `if`/`else` of customizable toolbar items.
nonisolated public struct _ConditionalCustomizableToolbarContent<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>: CustomizableToolbarContent, LabToolbarContent {
    let item: any ToolbarContent
    /// Primitive: the branch's items.
    public var body: Never { return fatalError("_ConditionalCustomizableToolbarContent has no body") }
    var placesBottomBar: Bool { item.labPlacesBottomBar }
}
