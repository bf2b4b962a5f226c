// Tasks and change handlers are accepted: the lab runs no async work.
extension View {
    /// Runs `action` when the view appears, as a task (accepted: the lab has no async work).
    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Runs `action` when `value` changes (accepted).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    /// Runs `action` when `value` changes, with the old and new values (accepted).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
}
