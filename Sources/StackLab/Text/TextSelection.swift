extension View {
    /// Lets the text be selected (accepted).
    nonisolated public func textSelection<S>(_ selectability: S) -> some View { self }
}
