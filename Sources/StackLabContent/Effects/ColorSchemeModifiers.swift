@_spi(Nodes) import StackLabCore

/// The appearance of a view, as SwiftUI spells it.
extension View {
    /// The colour scheme the app asks its presentation for (the lab records one appearance, light).
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// The colour scheme of the view's content (the deprecated spelling): views inside that read
    /// `colorScheme` see it.
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }
}
