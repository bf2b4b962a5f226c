@_spi(Nodes) import StackLabCore

/// The style text, symbols and shapes inside a view draw in, as SwiftUI's View modifiers spell it: drawing
/// only (a style never changes a size).
extension View {
    /// The colour text and symbols inside draw in.
    @inlinable
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyleValue, color.map { AnyShapeStyle($0) })
    }

    /// The style text, symbols and shapes inside draw in.
    @inlinable
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyleValue, AnyShapeStyle(style))
    }

    /// The primary and secondary styles of the content (the secondary draws `.secondary` content).
    @inlinable
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environment(\.foregroundStyleValue, AnyShapeStyle(primary))
    }

    /// The primary, secondary and tertiary styles of the content.
    @inlinable
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        environment(\.foregroundStyleValue, AnyShapeStyle(primary))
    }
}
