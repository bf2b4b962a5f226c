@_spi(Nodes) import StackLabCore

/// How the lines of multiline text line up inside the text's frame, as SwiftUI spells it.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    /// Along the leading edge.
    case leading
    /// Centered.
    case center
    /// Along the trailing edge.
    case trailing

    /// The fraction of a line's free space before it.
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
