@_spi(Nodes) import StackLabCore

extension View {
    /// The tint colour controls and links inside use (drawing only).
    nonisolated public func tint(_ tint: Color?) -> some View {
        environment(\.tintStyle, tint.map { AnyShapeStyle($0) })
    }

    /// The tint controls and links inside use (drawing only).
    @_disfavoredOverload
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tintStyle, tint.map { AnyShapeStyle($0) })
    }
}

enum TintKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
    static let name = "tint"
}

extension EnvironmentValues {
    /// The style text and symbols draw in, set by `foregroundColor` and `foregroundStyle`.
    @usableFromInline
    var foregroundStyleValue: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint controls use.
    var tintStyle: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}
