/// The global actor `_RemoveGlobalActorIsolation` is isolated to: no code ever runs on it.
@globalActor
public actor _ImpossibleActor {
    /// The actor's one instance.
    public static let shared = _ImpossibleActor()
}

/// SwiftUI's way to keep a protocol that refines a main-actor protocol (`Shape`, which refines `View`)
/// from making the types that conform to it main-actor types: a conforming type infers two different
/// global actors, so it infers none, and a team's shape's helpers stay nonisolated as on a phone.
@_marker @_ImpossibleActor
public protocol _RemoveGlobalActorIsolation {}
