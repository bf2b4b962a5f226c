/// Builds view hierarchies from the statements of a closure, as SwiftUI's `ViewBuilder` does: several
/// views become a `TupleView`, `if` an optional, `if/else` a `ConditionalContent` whose branches have
/// separate identities.
@resultBuilder
public enum ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view, passed through.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// A view statement.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if/else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if/else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }
}
