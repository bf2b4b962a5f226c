import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// Drag and drop, as SwiftUI declares it with `Transferable` payloads. Accepted: the scroll driver's
/// gestures scroll; nothing is ever dragged or dropped in the lab. The overloads that take
/// `NSItemProvider` or `UTType` are not provided: Linux has neither Foundation's item providers nor
/// UniformTypeIdentifiers.
extension View {
    /// Activates this view as the source of a drag and drop operation. Accepted: nothing is dragged.
    nonisolated public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View where T: Transferable { self }

    /// Activates this view as the source of a drag and drop operation, with a custom preview. Accepted:
    /// the preview shows only while dragging.
    nonisolated public func draggable<V, T>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View where V: View, T: Transferable { self }

    /// Defines the destination of a drag and drop operation that handles the dropped content with a
    /// closure that you specify. Accepted: nothing is dropped.
    nonisolated public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View where T: Transferable { self }
}
