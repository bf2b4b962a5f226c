@_spi(Nodes) import StackLabCore
import StackLabContent

/// Whether a list is being edited (SwiftUI's `EditMode`). Rows in edit mode show delete and reorder
/// controls in their margins, which need a finger; the lab lays rows out the same in every mode.
public enum EditMode: Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe to delete).
    case transient
    /// Editing.
    case active

    /// Whether the mode is an editing one.
    public var isEditing: Bool { self != .inactive }
}

extension EditMode: Equatable {}
extension EditMode: Hashable {}

enum EditModeKey: EnvironmentKey, NamedEnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
    static let name = "editMode"
}

extension EnvironmentValues {
    /// The edit mode of the views inside, read and set as `.environment(\.editMode, $mode)` (accepted:
    /// the lab lays rows out the same in every mode).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
