import Foundation

/// How much room a size class has (`horizontalSizeClass`).
public enum UserInterfaceSizeClass: Sendable, Hashable {
    /// A phone's width in portrait.
    case compact
    /// A tablet's width, or a large phone in landscape.
    case regular
}
