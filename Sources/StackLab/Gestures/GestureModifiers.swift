import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// Gestures are accepted: the lab's input is the scroll driver, not a touch, so no gesture is
// recognized and a view with one lays out as without it.
extension View {
    /// Attaches a gesture (accepted).
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    /// Attaches a gesture that wins over the subviews' (accepted).
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    /// Attaches a gesture recognized alongside the subviews' (accepted).
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
    /// Attaches a gesture, enabled or not (accepted).
    nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }
    /// Attaches a high-priority gesture, enabled or not (accepted).
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }
    /// Attaches a simultaneous gesture, enabled or not (accepted).
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }
    /// Attaches a named gesture (accepted).
    nonisolated public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View { self }
    /// Attaches a named high-priority gesture (accepted).
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View { self }
    /// Attaches a named simultaneous gesture (accepted).
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View { self }

    /// Runs `action` on a tap (accepted).
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// Runs `action` with the tap's location (deprecated form; accepted).
    @_disfavoredOverload
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View { self }
    /// Runs `action` with the tap's location (accepted).
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View { self }

    /// Runs `action` on a long press (accepted).
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                               onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    /// Runs `action` on a long press (deprecated form; accepted).
    @_disfavoredOverload
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
                                               perform action: @escaping () -> Void) -> some View { self }
}
