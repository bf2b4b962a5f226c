/// Whether a view mirrors in right-to-left layout — SwiftUI's `LayoutDirectionBehavior`. The lab lays
/// out left to right only, so every behaviour draws the same.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrors.
    case fixed
    /// Mirrors when the layout direction is `in`.
    case mirrors(in: LayoutDirection)

    /// Mirrors in right-to-left layout.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}
