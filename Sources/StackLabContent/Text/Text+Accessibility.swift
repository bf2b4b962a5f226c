@_spi(Nodes) import StackLabCore

/// What VoiceOver reads and how, set on a text, as SwiftUI spells it. VoiceOver is off while the lab
/// records, so each returns the text as it is.
extension Text {
    /// The kind of text VoiceOver reads.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }

    /// The text as a heading of `level`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }

    /// What VoiceOver reads instead.
    public func accessibilityLabel(_ label: Text) -> Text { self }

    /// What VoiceOver reads instead, from a localized key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { self }

    /// What VoiceOver reads instead, from a string.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }

    /// Whether VoiceOver reads punctuation.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }

    /// Whether VoiceOver spells the text out.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }

    /// VoiceOver's pitch.
    public func speechAdjustedPitch(_ value: Double) -> Text { self }

    /// Whether VoiceOver queues announcements.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}
