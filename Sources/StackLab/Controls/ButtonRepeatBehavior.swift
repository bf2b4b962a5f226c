@_spi(Nodes) import StackLabCore
import StackLabContent

/// Whether a button repeats its action while held (SwiftUI, iOS 17). Accepted: the lab never holds a
/// button down.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let kind: Int
    /// The automatic repeat behaviour.
    public static let automatic = ButtonRepeatBehavior(kind: 0)
    /// Repeating is enabled.
    public static let enabled = ButtonRepeatBehavior(kind: 1)
    /// Repeating is disabled.
    public static let disabled = ButtonRepeatBehavior(kind: 2)
}

enum ButtonRepeatBehaviorKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = ButtonRepeatBehavior.automatic
    static let name = "buttonRepeatBehavior"
}

extension EnvironmentValues {
    /// Whether buttons with this associated environment should repeatedly trigger their actions on
    /// prolonged interactions: always `.automatic` in the lab, which holds no button down.
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        self[ButtonRepeatBehaviorKey.self]
    }
}

extension View {
    /// Sets whether buttons in this view should repeatedly trigger their actions on prolonged
    /// interactions. Accepted: the lab never holds a button down.
    nonisolated public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
}
