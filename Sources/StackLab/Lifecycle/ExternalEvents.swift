import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// URLs and external events reach an app, not a list being scrolled: accepted with no effect.
extension View {
    /// Runs `action` when the app is asked to open a URL (accepted: the lab opens none).
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { self }

    /// Which external events this view's scene prefers and allows (accepted: the lab has one scene).
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}
