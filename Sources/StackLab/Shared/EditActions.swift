/// The edits a list or `ForEach` over a binding allows (SwiftUI's `EditActions`): deleting and moving
/// rows need a finger, so the lab accepts them; they change nothing it lays out.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Actions from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every action the data allows.
    public static var all: EditActions<Data> { EditActions(rawValue: 0) }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Swipe to delete.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }
    /// Every action the data allows: delete.
    public static var all: EditActions<Data> { EditActions(rawValue: 1) }
}

extension EditActions where Data: MutableCollection {
    /// Drag to reorder.
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
    /// Every action the data allows: move.
    public static var all: EditActions<Data> { EditActions(rawValue: 2) }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    /// Every action the data allows: delete and move.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}
