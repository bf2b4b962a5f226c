@_spi(Nodes) import StackLabCore
import StackLabContent

// Tasks and change handlers are accepted: the lab runs no asynchronous work and commits each
// transaction's end state, so a handler that would react to a change has nothing to run against.
extension View {
    /// Runs `action` when the view appears, as a task (accepted: the lab starts no asynchronous work).
    nonisolated public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Runs `action` when the view appears and again when `value` changes (accepted).
    nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                               @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Runs `action` with the new value when `value` changes (deprecated form; accepted).
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }

    /// Runs `action` with the old and new values when `value` changes (accepted).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }

    /// Runs `action` when `value` changes (accepted).
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
}
