/// Control sizes (accepted).
public enum ControlSize: Sendable, Hashable, CaseIterable {
    /// Mini.
    case mini
    /// Small.
    case small
    /// Regular.
    case regular
    /// Large.
    case large
}
