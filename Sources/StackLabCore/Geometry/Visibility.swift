/// Whether something shows — SwiftUI's `Visibility`, for separators, bars and labels.
public enum Visibility: Sendable, Hashable, CaseIterable {
    /// As the system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
