import Foundation

/// The direction text runs in. The lab lays out left to right whatever the value says.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
