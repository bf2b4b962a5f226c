import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// A list row's and section's decoration. What changes a row's frame (its insets, the space between
// rows and sections, a header's prominence, the smallest heights) is laid out by the list; separators,
// tints and backgrounds are drawn inside the row's bounds and change nothing the lab lays out.
extension View {
    /// A list row's insets: the cell lays the row's content out inside them instead of the style's
    /// (a row trait carried up to the cell, as SwiftUI carries it); nil restores the style's.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        preference(key: ListRowInsetsKey.self, value: ListRowInsetsPreference(insets: insets))
    }

    /// A list row's separator (accepted: a hairline drawn inside the row's bounds).
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// A list row's separator tint (accepted: drawing only).
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// A list row's background (accepted: drawn behind the row, inside its bounds).
    nonisolated public func listRowBackground<V>(_ view: V?) -> some View where V: View { self }

    /// The space between a list's rows: the list strategy places its rows that far apart; nil is none.
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacingValue, spacing)
    }

    /// A list section's separator (accepted: a hairline inside the section's bounds).
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// A list section's separator tint (accepted: drawing only).
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The space between a grouped list's sections, in points: each section's header is at least that
    /// tall.
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacingValue, Double(spacing))
    }

    /// The space between a grouped list's sections: the default (35 pt), compact (20 pt) or custom
    /// (estimates; see `ListMetrics`).
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacingValue, spacing.points)
    }

    /// The tint of a list row's symbols (accepted: drawing only).
    nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View { self }

    /// The tint of a list row's symbols (accepted: drawing only).
    nonisolated public func listItemTint(_ tint: Color?) -> some View { self }

    /// The prominence of section headers inside: an increased header takes the title 3 font
    /// (estimate), which changes its height.
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }

    /// Whether a row can be deleted (accepted: deleting needs a finger).
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Whether a row can be moved (accepted: moving needs a finger).
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    /// Whether a row can be selected (accepted: selection needs a tap).
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Whether a scrollable view draws its background (accepted: the background is behind the rows).
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }

    /// Actions shown beside a list section's header (accepted: they sit in the header's trailing edge
    /// and are not laid out).
    nonisolated public func sectionActions<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View { self }
}

/// The prominence of a section header (SwiftUI's `Prominence`).
public enum Prominence: Sendable {
    /// The style's own header.
    case standard
    /// A larger, more prominent header.
    case increased
}

extension Prominence: Equatable {}
extension Prominence: Hashable {}

/// How a list row's symbols are tinted (SwiftUI's `ListItemTint`; drawing only).
public struct ListItemTint: Sendable {
    let color: Color?

    /// A fixed tint.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// A tint the system may override.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// A monochrome tint.
    public static let monochrome = ListItemTint(color: nil)
}

/// The space between a list's sections (SwiftUI's `ListSectionSpacing`).
public struct ListSectionSpacing: Sendable {
    /// The points, nil for the style's default.
    let points: Double?

    /// The style's default.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Less space than the default (20 pt, an estimate).
    public static let compact = ListSectionSpacing(points: ListMetrics.compactSectionSpacing)
    /// `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: Double(spacing)) }
}

enum ListRowSpacingKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: CGFloat? = nil
    static let name = "listRowSpacing"
}

enum ListSectionSpacingKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Double? = nil
    static let name = "listSectionSpacing"
}

enum DefaultMinListRowHeightKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = CGFloat(ListMetrics.minRowHeight)
    static let name = "defaultMinListRowHeight"
}

enum DefaultMinListHeaderHeightKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: CGFloat? = nil
    static let name = "defaultMinListHeaderHeight"
}

enum HeaderProminenceKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = Prominence.standard
    static let name = "headerProminence"
}

extension EnvironmentValues {
    /// The smallest height of a list's rows: 44 pt unless set (laid out by lists).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The smallest height of a list's section headers; nil for the style's (laid out by lists).
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// The prominence of section headers (laid out by lists: the header's font).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    var listRowSpacingValue: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    var listSectionSpacingValue: Double? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}
