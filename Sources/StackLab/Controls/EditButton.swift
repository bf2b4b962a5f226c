@_spi(Nodes) import StackLabCore
import StackLabContent

/// A button that toggles the edit mode environment value, as SwiftUI's `EditButton`: laid out as a
/// button titled "Edit" in the button style in effect (the lab never enters edit mode, so it never reads
/// "Done").
nonisolated public struct EditButton: View {
    /// Creates an Edit button instance.
    public init() {}

    /// The button.
    public var body: some View {
        Button(label: Text("Edit"), role: nil, action: .none, override: nil)
    }
}
