@_spi(Nodes) import StackLabCore
import StackLabContent

// Hit testing, hover, Apple Pencil and window events are input the lab does not have: its only input
// is the scroll driver. Accepted with no effect.

/// Where a pointer hovering over a view is (`onContinuousHover`).
public enum HoverPhase: Equatable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left.
    case ended
}

extension HoverPhase: Sendable {}



/// Where Apple Pencil hovered when it was double-tapped.
public struct PencilHoverPose: Hashable {
    /// The location.
    public let location: CGPoint
    /// The location as a fraction of the view's size.
    public let anchor: UnitPoint
    /// The height above the screen.
    public let zDistance: CGFloat
    /// The altitude angle.
    public let altitude: Angle
    /// The azimuth angle.
    public let azimuth: Angle
    /// The roll angle.
    public let roll: Angle

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(location.x)
        hasher.combine(location.y)
        hasher.combine(zDistance)
    }

    /// Equal when every field is.
    public static func == (lhs: PencilHoverPose, rhs: PencilHoverPose) -> Bool {
        lhs.location == rhs.location && lhs.anchor == rhs.anchor && lhs.zDistance == rhs.zDistance
            && lhs.altitude == rhs.altitude && lhs.azimuth == rhs.azimuth && lhs.roll == rhs.roll
    }
}

/// An Apple Pencil double tap.
public struct PencilDoubleTapGestureValue: Hashable {
    /// Where the pencil hovered, if it did.
    public let hoverPose: PencilHoverPose?
}

/// An Apple Pencil squeeze.
public struct PencilSqueezeGestureValue: Hashable {
    /// Where the pencil hovered, if it did.
    public let hoverPose: PencilHoverPose?
}

/// The phase of an Apple Pencil squeeze.
public enum PencilSqueezeGesturePhase: Equatable {
    /// Squeezing.
    case active(PencilSqueezeGestureValue)
    /// Released.
    case ended(PencilSqueezeGestureValue)
    /// Cancelled.
    case failed
}

/// A hand gesture that triggers a control (Apple Watch's double tap).
public struct HandGestureShortcut: Sendable, Equatable {
    let name: String
    /// The primary action of the screen.
    public static let primaryAction = HandGestureShortcut(name: "primaryAction")
}

extension View {
    /// Whether the view takes touches (accepted: the lab's input is the scroll driver).
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// The shape that takes touches (accepted).
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// The shape used for some kinds of interaction (accepted).
    nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }

    /// Edges where the system's own gestures wait for the app's (accepted).
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

    /// Runs `action` when a pointer enters or leaves (accepted: the lab has no pointer).
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Runs `action` as a pointer moves over the view (deprecated form; accepted).
    @_disfavoredOverload
    nonisolated public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }

    /// Runs `action` as a pointer moves over the view (accepted).
    nonisolated public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }

    /// Runs `action` on an Apple Pencil double tap (accepted: the lab has no pencil).
    nonisolated public func onPencilDoubleTap(perform action: @escaping (_ value: PencilDoubleTapGestureValue) -> Void) -> some View { self }

    /// Runs `action` on an Apple Pencil squeeze (accepted).
    nonisolated public func onPencilSqueeze(perform action: @escaping (_ phase: PencilSqueezeGesturePhase) -> Void) -> some View { self }

    /// Whether controls inside activate while a dragged item hovers (accepted).
    nonisolated public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { self }

    /// The hand gesture that triggers this control (accepted).
    nonisolated public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View { self }

    /// Whether a click on the view also activates its window (accepted: a phone has one window).
    nonisolated public func allowsWindowActivationEvents(_ value: Bool? = true) -> some View { self }

    /// A tag for the interactions the system tracks for performance (accepted).
    nonisolated public func interactionActivityTrackingTag(_ tag: String) -> some View { self }
}
