@_spi(Nodes) import StackLabCore
import StackLabContent

/// A system button that reads items from the pasteboard and delivers it to a closure, as SwiftUI's
/// `PasteButton` (UIKit's `UIPasteControl`): laid out as a bordered prominent button at the regular
/// control size, its label the `doc.on.clipboard` symbol and "Paste", on a capsule (an estimate of the
/// paste control's default configuration). The lab has no pasteboard: nothing is ever pasted.
nonisolated public struct PasteButton: View {
    /// Creates a Paste button that accepts specific types of data from the pasteboard.
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) where T: Transferable {}

    /// The paste control.
    public var body: some View {
        BorderedButtonMetrics.bordered(Label("Paste", systemImage: "doc.on.clipboard"), size: .regular, shape: .capsule, prominent: true)
    }
}
