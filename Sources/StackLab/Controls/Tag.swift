@_spi(Nodes) import StackLabCore
import StackLabContent

extension View {
    /// Tags the view with a value a `Picker`, `TabView` or `List` selection matches (accepted: a tag
    /// changes no layout).
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { self }
}
