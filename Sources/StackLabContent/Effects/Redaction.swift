@_spi(Nodes) import StackLabCore

/// Why content is redacted (`.redacted(reason: .placeholder)`), as SwiftUI spells it.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Reasons from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Placeholder content.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private content.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content a widget invalidated.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// Redacting content, as SwiftUI spells it: the views inside read the reasons from the environment
/// (`redactionReasons`) and a redacted text draws as placeholder bars the size of its lines, so nothing
/// moves and the same layers are drawn.
extension View {
    /// Redacts the content for `reason`.
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        EnvironmentWriter(content: self, apply: { $0.redactionReasons.formUnion(reason) }, value: reason)
    }

    /// Shows the content unredacted.
    nonisolated public func unredacted() -> some View { environment(\.redactionReasons, []) }

    /// Marks the content private: redacted on a locked screen or in a widget, neither of which the lab
    /// records.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// Marks the content as going stale when a widget's data changes (widgets only).
    nonisolated public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}
