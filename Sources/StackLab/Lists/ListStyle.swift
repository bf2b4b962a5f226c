@_spi(Nodes) import StackLabCore
import StackLabContent

/// How a list looks (SwiftUI's `ListStyle`). The lab lays a list's rows, section headers and footers
/// out with the style's insets (see `ListMetrics`); colours and separators are drawing only.
public protocol ListStyle {}

/// The lab's reading of a list style: which layout metrics it takes.
protocol LabListStyle: ListStyle {
    var kind: ListStyleKind { get }
}

/// The layouts the list styles have on iPhone.
enum ListStyleKind: Sendable, Hashable {
    /// Edge-to-edge rows, headers in the headline font.
    case plain
    /// Edge-to-edge rows in grouped sections with footnote headers.
    case grouped
    /// Plain headers, rows inset from the edges.
    case inset
    /// Grouped sections inset from the edges (iPhone's default since iOS 14).
    case insetGrouped

    /// Whether sections take the grouped header and spacing.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
    /// Whether sections are inset from the list's edges.
    var isInset: Bool { self == .inset || self == .insetGrouped }
}

/// The platform's default: on iPhone a list is inset grouped (iOS 14 and later).
public struct DefaultListStyle: ListStyle, LabListStyle {
    /// The default style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// Rows edge to edge, headers in the headline font.
public struct PlainListStyle: ListStyle, LabListStyle {
    /// The plain style.
    public init() {}
    var kind: ListStyleKind { .plain }
}

/// Rows edge to edge in grouped sections.
public struct GroupedListStyle: ListStyle, LabListStyle {
    /// The grouped style.
    public init() {}
    var kind: ListStyleKind { .grouped }
}

/// Plain sections inset from the list's edges.
public struct InsetListStyle: ListStyle, LabListStyle {
    /// The inset style.
    public init() {}
    var kind: ListStyleKind { .inset }
}

/// Grouped sections inset from the list's edges.
public struct InsetGroupedListStyle: ListStyle, LabListStyle {
    /// The inset grouped style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// A sidebar: on iPhone it lays out as an inset grouped list.
public struct SidebarListStyle: ListStyle, LabListStyle {
    /// The sidebar style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default (inset grouped on iPhone).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Grouped sections edge to edge.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Plain sections inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Grouped sections inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar (inset grouped on iPhone).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

enum ListStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: ListStyleKind = .insetGrouped
    static let name = "listStyle"
}

extension EnvironmentValues {
    /// The style lists below lay out in, set by `listStyle(_:)`.
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of lists inside: their rows' insets, their section headers' font and spacing.
    nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle {
        environment(\.listStyleKind, (style as? any LabListStyle)?.kind ?? .insetGrouped)
    }
}

/// The size of a sidebar's rows (SwiftUI's `SidebarRowSize`; a sidebar on iPhone is an inset grouped
/// list, whose rows the lab sizes by their content).
public enum SidebarRowSize: Sendable {
    /// Small rows.
    case small
    /// Medium rows.
    case medium
    /// Large rows.
    case large
}

extension SidebarRowSize: Hashable {}

enum SidebarRowSizeKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = SidebarRowSize.medium
    static let name = "sidebarRowSize"
}

extension EnvironmentValues {
    /// The size of sidebar rows (accepted: rows are sized by their content).
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
}
