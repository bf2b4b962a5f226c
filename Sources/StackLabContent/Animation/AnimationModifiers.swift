@_spi(Nodes) import StackLabCore

// The lab commits each transaction's end state: animations, transactions and transitions are accepted
// with no effect, and a view changed inside `withAnimation` is laid out at once in its final state.
extension View {
    /// Animates changes of `value` (accepted: the lab commits end states).
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates every change below (deprecated; accepted).
    @_disfavoredOverload
    nonisolated public func animation(_ animation: Animation?) -> some View { self }

    /// Animates the changes `body` makes to the content (accepted: `body`'s content is laid out as it is).
    nonisolated public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(self))
    }

    /// Changes the transactions of changes below (accepted).
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Changes the transactions of changes below when `value` changes (accepted).
    nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Changes the transactions of the changes `body` makes to the content (accepted: `body`'s content
    /// is laid out as it is).
    nonisolated public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(self))
    }

    /// How the view enters and leaves (accepted: a view appears and disappears at once).
    @_disfavoredOverload
    nonisolated public func transition(_ t: AnyTransition) -> some View { self }

    /// How the view enters and leaves (accepted).
    nonisolated public func transition<T: Transition>(_ transition: T) -> some View { self }

    /// How changing content swaps in place (accepted: the new content shows at once; the lab does not
    /// write `EnvironmentValues.contentTransition` for it, which would cost a node).
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

extension View where Self: Equatable {
    /// Animates changes of the view's own value (accepted).
    nonisolated public func animation(_ animation: Animation?) -> some View { self }
}
