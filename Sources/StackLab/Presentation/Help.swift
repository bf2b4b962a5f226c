@_spi(Nodes) import StackLabCore
import StackLabContent

// A help tag shows when a pointer hovers: the lab has no pointer, so help is accepted with no effect.
extension View {
    /// A help tag (accepted: shown on pointer hover, and the lab has no pointer).
    nonisolated public func help(_ textKey: LocalizedStringKey) -> some View { self }

    /// A help tag (accepted).
    nonisolated public func help(_ text: Text) -> some View { self }

    /// A help tag (accepted).
    @_disfavoredOverload
    nonisolated public func help<S: StringProtocol>(_ text: S) -> some View { self }
}
