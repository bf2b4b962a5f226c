import Foundation

/// A view made from a collection of data (SwiftUI's `DynamicViewContent`): `ForEach`, and modifiers on
/// it that keep it one. Its edit actions (`onDelete`, `onMove`) need a finger: the lab accepts them.
public protocol DynamicViewContent: View {
    /// The collection of data.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Self.Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Swipe to delete on each row (accepted: a swipe is not the scroll driver's input).
    nonisolated public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent { self }

    /// Drag to reorder rows in edit mode (accepted: the lab does not drag rows).
    nonisolated public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent { self }
}
