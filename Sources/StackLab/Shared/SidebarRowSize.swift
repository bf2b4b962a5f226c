/// The size of sidebar rows.
public enum SidebarRowSize: Sendable {
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large
}

extension SidebarRowSize: Hashable {}
