@_spi(Nodes) import StackLabCore
import StackLabContent

// Swipe actions are built when a row is swiped, never during a scroll: accepted with no effect.
extension View {
    /// Swipe actions on a list row (accepted: built when swiped).
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { self }
}
