@_spi(Nodes) import StackLabCore
import StackLabContent

// Find and replace belong to text editors with a keyboard: accepted with no effect.
extension View {
    /// Shows the find navigator of a text view inside (accepted: the lab has no keyboard or find bar).
    nonisolated public func findNavigator(isPresented: Binding<Bool>) -> some View { self }

    /// Turns find off for text views inside (accepted).
    nonisolated public func findDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Turns replace off for text views inside (accepted).
    nonisolated public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
}
