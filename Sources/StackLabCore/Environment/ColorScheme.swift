import Foundation

/// Light or dark appearance.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}
