/// Whether a list is being edited (`EnvironmentValues.editMode`).
public enum EditMode: Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe to delete).
    case transient
    /// Editing.
    case active

    /// Whether it is editing.
    public var isEditing: Bool { self != .inactive }
}

extension EditMode: Equatable {}

extension EditMode: Hashable {}
