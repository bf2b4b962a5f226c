import Foundation
@_spi(Nodes) import StackLabCore

/// How VoiceOver speaks text inside a view, and which language's typesetting rules lay it out, as
/// SwiftUI's View modifiers spell them. VoiceOver is off while the lab records, and the lab breaks lines
/// the same way in every language, so each returns the view as it is.
extension View {
    /// Whether VoiceOver reads punctuation.
    nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// Whether VoiceOver spells text out.
    nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

    /// VoiceOver's pitch.
    nonisolated public func speechAdjustedPitch(_ value: Double) -> some View { self }

    /// Whether VoiceOver queues announcements.
    nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }

    /// The language whose typesetting rules lay text inside out.
    nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }

    /// The language whose typesetting rules lay text inside out.
    nonisolated public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }
}
