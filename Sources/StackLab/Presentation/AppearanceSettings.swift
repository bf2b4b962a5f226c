@_spi(Nodes) import StackLabCore
import StackLabContent

// Settings that change how things are drawn or where system chrome goes, not the layout of a row:
// accepted with no effect, except `defaultAppStorage`, which sets the store `@AppStorage` reads.
extension View {
    /// The store `@AppStorage` properties inside use when they name none.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorageDefaults, store)
    }

    /// The accent colour of controls inside (deprecated; accepted: drawing only).
    nonisolated public func accentColor(_ accentColor: Color?) -> some View { self }

    /// How much of an HDR image's range images inside show (accepted: drawing only).
    nonisolated public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }

    /// Whether materials inside look active (accepted: drawing only).
    nonisolated public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View { self }

    /// The background of the enclosing navigation container (accepted: drawn behind the list).
    nonisolated public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { self }

    /// The background of the enclosing navigation container (accepted).
    nonisolated public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                                         @ViewBuilder content: () -> V) -> some View { self }

    /// Whether the window's toolbar shows in full screen (accepted: a phone's window has none).
    nonisolated public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> some View { self }

}
