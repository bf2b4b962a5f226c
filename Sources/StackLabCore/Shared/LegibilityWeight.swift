/// The user's Bold Text setting.
public enum LegibilityWeight: Hashable, Sendable {
    /// Bold Text off.
    case regular
    /// Bold Text on.
    case bold
}
