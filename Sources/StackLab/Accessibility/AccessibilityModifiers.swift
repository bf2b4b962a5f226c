// Accessibility modifiers are accepted with no effect: the lab records with VoiceOver off.
extension View {
    /// The accessibility label (accepted).
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { self }
    /// The accessibility label (accepted).
    nonisolated public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }
    /// The accessibility label (accepted).
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// The accessibility hint (accepted).
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { self }
    /// The accessibility hint (accepted).
    nonisolated public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
    /// The accessibility value (accepted).
    nonisolated public func accessibilityValue(_ value: Text) -> some View { self }
    /// The accessibility value (accepted).
    nonisolated public func accessibilityValue(_ value: LocalizedStringKey) -> some View { self }
    /// Adds accessibility traits (accepted).
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes accessibility traits (accepted).
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Hides the view from accessibility (accepted).
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// Makes the view one accessibility element (accepted).
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// The accessibility identifier (accepted).
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// The accessibility sort priority (accepted).
    nonisolated public func accessibilitySortPriority(_ priority: Double) -> some View { self }
}
