import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// Destinations and transitions: a destination is built when a link or a path pushes it, and a
// transition animates the push; neither is on screen while the root screen's list is recorded, so the
// lab accepts them (the `screen-open` scenario prices a push).
extension View {
    /// The destination for values of `data` pushed on the stack (accepted: built when pushed).
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
        where D: Hashable, C: View { self }

    /// A destination pushed while `isPresented` is true (accepted: the root screen is what the lab lays
    /// out).
    nonisolated public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View
        where V: View { self }

    /// A destination pushed while `item` holds a value (accepted).
    nonisolated public func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C) -> some View
        where D: Hashable, C: View { self }

    /// The transition a pushed screen comes in with (accepted: the lab records the end state).
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

    /// Marks the view a zoom transition grows from (accepted: the lab records the end state).
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

    /// Marks the view a zoom transition grows from, with its appearance during the transition
    /// (accepted).
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID,
                                                    configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration) -> some View { self }
}

/// How a pushed or presented screen comes in (SwiftUI's `NavigationTransition`).
public protocol NavigationTransition {}

/// The platform's push or presentation.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A zoom from a source view.
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom from the view marked with `matchedTransitionSource(id:in:)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

/// The appearance of a zoom transition's source during the transition (SwiftUI's
/// `MatchedTransitionSourceConfiguration`; accepted).
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The source's own appearance.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

/// A configuration the lab keeps nothing of.
struct LabMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    /// A shadow during the transition.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration {
        LabMatchedTransitionSourceConfiguration()
    }

    /// A clip shape during the transition.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { LabMatchedTransitionSourceConfiguration() }

    /// A background during the transition.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { LabMatchedTransitionSourceConfiguration() }
}
