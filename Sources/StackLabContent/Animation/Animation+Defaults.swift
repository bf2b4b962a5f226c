@_spi(Nodes) import StackLabCore

// What takes SwiftUI's default animation (a spring, declared with the springs) as a default argument.

extension Binding {
    /// A binding whose writes animate with `animation` (accepted: the lab commits the end state).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var transaction = self.transaction
        transaction.animation = animation
        return withTransaction(transaction)
    }
}

extension ScrollTransitionConfiguration {
    /// Animated to each phase with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "animated") }
}
