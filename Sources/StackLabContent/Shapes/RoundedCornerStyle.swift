@_spi(Nodes) import StackLabCore

/// The curve of rounded corners, as SwiftUI spells it. The lab draws both alike.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Continuous curvature, as the system's corners.
    case continuous
}
