/// Builds view hierarchies from the statements of a closure — SwiftUI's `ViewBuilder`: several views
/// become a `TupleView`, `if` an optional, `if/else` a `_ConditionalContent` whose branches have separate
/// identities, and `if #available` an `AnyView`.
@resultBuilder
public struct ViewBuilder {
    /// A view statement.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }

    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view, passed through.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    /// Several views, in order.
    @_disfavoredOverload @inlinable
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView(packing: repeat each content)
    }
}

extension ViewBuilder {
    /// An `if` without `else`.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }

    /// The `if` branch of an `if/else`.
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if/else`.
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }
}

extension ViewBuilder {
    /// The content of an `if #available` branch, erased so the type does not name newer API.
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}
