// The lab commits each transaction's end state: animations and transitions are accepted with no effect.
extension View {
    /// Animates changes of `value` (accepted: the lab commits end states).
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// How the view enters and leaves (accepted).
    nonisolated public func transition(_ transition: AnyTransition) -> some View { self }
    /// How changing content swaps (accepted).
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
