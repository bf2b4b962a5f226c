/// What a button does, for its styling (drawing only).
public struct ButtonRole: Sendable, Hashable {
    let kind: Int
    /// Destroys data.
    public static let destructive = ButtonRole(kind: 0)
    /// Cancels.
    public static let cancel = ButtonRole(kind: 1)
}
