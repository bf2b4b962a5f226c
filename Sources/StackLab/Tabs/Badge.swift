@_spi(Nodes) import StackLabCore
import StackLabContent

// Badges: on a tab item a badge is drawn in the tab bar; on a list row it is drawn in the row's
// trailing accessory, which the lab does not lay out. Both are accepted.
extension View {
    /// A count badge (accepted: drawn in the tab bar or a row's accessory; 0 hides it).
    nonisolated public func badge(_ count: Int) -> some View { self }

    /// A text badge (accepted).
    nonisolated public func badge(_ label: Text?) -> some View { self }

    /// A badge from a localized key (accepted).
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { self }

    /// A badge from a string (accepted).
    @_disfavoredOverload
    nonisolated public func badge<S>(_ label: S?) -> some View where S: StringProtocol { self }

    /// How prominent badges inside are (accepted: drawing only).
    nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}

enum BadgeProminenceKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = BadgeProminence.standard
    static let name = "badgeProminence"
}

extension EnvironmentValues {
    /// How prominent badges are.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}
