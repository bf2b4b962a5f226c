/// Whether the app's scene is in the foreground; the lab records a list on screen, so it is `.active`.
public enum ScenePhase: Comparable {
    /// Not visible.
    case background
    /// Visible but not taking events.
    case inactive
    /// In the foreground and interactive.
    case active

    /// Ordered background, inactive, active.
    public static func < (a: ScenePhase, b: ScenePhase) -> Bool { a.rank < b.rank }

    private var rank: Int {
        switch self {
        case .background: 0
        case .inactive: 1
        case .active: 2
        }
    }
}

extension ScenePhase: Sendable {}

extension ScenePhase: Hashable {}
