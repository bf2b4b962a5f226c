extension View {
    /// A help tag (accepted).
    nonisolated public func help(_ text: LocalizedStringKey) -> some View { self }
}
