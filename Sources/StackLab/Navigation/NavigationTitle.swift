import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// A screen's title and its navigation bar: the title is drawn in the bar, outside the screen, but it
// decides the bar's height (a large title adds 52 pt), so the title, display-mode and bar-visibility
// modifiers are requests the enclosing navigation container lays its bar out from (`BarRequests`).
// Outside a navigation container they change nothing.

/// A navigation bar item's configuration (SwiftUI's `NavigationBarItem`).
public struct NavigationBarItem: Sendable {
    /// How a navigation title is shown.
    public enum TitleDisplayMode: Sendable {
        /// Large at the root of a stack, as the previous screen otherwise.
        case automatic
        /// Inside the standard bar.
        case inline
        /// Large, below the standard bar.
        case large
    }
}

extension NavigationBarItem.TitleDisplayMode: Equatable {}
extension NavigationBarItem.TitleDisplayMode: Hashable {}

extension NavigationBarItem.TitleDisplayMode {
    var barMode: BarTitleMode {
        switch self {
        case .automatic: .automatic
        case .inline: .inline
        case .large: .large
        }
    }
}

/// How a toolbar's title is shown (SwiftUI's `ToolbarTitleDisplayMode`).
public struct ToolbarTitleDisplayMode {
    let mode: BarTitleMode

    /// As the platform decides: large at the root of a stack.
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .automatic) }
    /// Large, below the standard bar.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
    /// Large but inline with the bar's items (inside the standard bar on iPhone).
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .inline) }
    /// Inside the standard bar.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .inline) }
}

extension View {
    /// The screen's title: shown in the navigation bar, large at the root of a stack.
    nonisolated public func navigationTitle(_ title: Text) -> some View { barRequests(BarRequests(hasTitle: true)) }

    /// The screen's title from a localized key.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { barRequests(BarRequests(hasTitle: true)) }

    /// The screen's title from a string.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { barRequests(BarRequests(hasTitle: true)) }

    /// The screen's title, editable in the bar (renaming is accepted: the lab does not type).
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View { barRequests(BarRequests(hasTitle: true)) }

    /// How the screen's title is shown: large titles add 52 pt to the bar.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        barRequests(BarRequests(titleMode: displayMode.barMode))
    }

    /// How the toolbar's title is shown: large titles add 52 pt to the bar.
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        barRequests(BarRequests(titleMode: mode.mode))
    }

    /// The screen's title (deprecated spelling of `navigationTitle`).
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { barRequests(BarRequests(hasTitle: true)) }

    /// The screen's title from a localized key (deprecated spelling of `navigationTitle`).
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { barRequests(BarRequests(hasTitle: true)) }

    /// The screen's title from a string (deprecated spelling of `navigationTitle`).
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S>(_ title: S) -> some View where S: StringProtocol { barRequests(BarRequests(hasTitle: true)) }

    /// The screen's title and how it is shown (deprecated).
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        barRequests(BarRequests(hasTitle: true, titleMode: displayMode.barMode))
    }

    /// The screen's title from a localized key and how it is shown (deprecated).
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        barRequests(BarRequests(hasTitle: true, titleMode: displayMode.barMode))
    }

    /// The screen's title from a string and how it is shown (deprecated).
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View where S: StringProtocol {
        barRequests(BarRequests(hasTitle: true, titleMode: displayMode.barMode))
    }

    /// Hides the navigation bar (deprecated): the screen takes the bar's height.
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        barRequests(BarRequests(navigationBarHidden: hidden))
    }

    /// Hides the back button (accepted: it is drawn in the bar, which keeps its height).
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Items at the bar's leading edge (deprecated; accepted: drawn in the bar).
    nonisolated public func navigationBarItems<L>(leading: L) -> some View where L: View { self }

    /// Items at the bar's trailing edge (deprecated; accepted: drawn in the bar).
    nonisolated public func navigationBarItems<T>(trailing: T) -> some View where T: View { self }

    /// Items at both edges of the bar (deprecated; accepted: drawn in the bar).
    nonisolated public func navigationBarItems<L, T>(leading: L, trailing: T) -> some View where L: View, T: View { self }

    /// A document the navigation bar's title menu shares (accepted: the menu is not on screen).
    nonisolated public func navigationDocument(_ url: URL) -> some View { self }
}
