/// Which side of a line break a selection prefers.
public enum TextSelectionAffinity: Equatable, Hashable {
    /// As the system decides.
    case automatic
    /// Before the break.
    case upstream
    /// After the break.
    case downstream
}
