import Foundation

// Gestures are accepted: the lab's input is the scroll driver, not a touch.
extension View {
    /// Runs `action` on a tap (accepted).
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// Runs `action` on a long press (accepted).
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void) -> some View { self }
    /// Attaches a gesture (accepted).
    nonisolated public func gesture<G: Gesture>(_ gesture: G) -> some View { self }
    /// Attaches a gesture that runs with others (accepted).
    nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View { self }
    /// Attaches a gesture that wins over others (accepted).
    nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View { self }
    /// Whether the view takes touches (accepted).
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// The shape that takes touches (accepted).
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}
