import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// The numbers a list lays its rows, headers and footers out by on iPhone. Apple does not publish them;
/// each is an estimate from UIKit's table views, which SwiftUI's lists are built on, and says so.
enum ListMetrics {
    /// A row's minimum height: `EnvironmentValues.defaultMinListRowHeight`'s default, UIKit's standard
    /// 44 pt table row (and the Human Interface Guidelines' 44 pt minimum hit target).
    static let minRowHeight = 44.0
    /// Space above and below a row's content: a `UITableViewCell` content view's 11 pt layout margins
    /// (estimate).
    static let rowVerticalInset = 11.0
    /// Space before and after a row's content: 20 pt, the leading text inset of a list row on current
    /// iPhones (estimate).
    static let rowHorizontalInset = 20.0

    /// How far inset styles move sections in from the list's edges: UIKit's system minimum layout
    /// margins, 16 pt on iPhones narrower than 414 pt and 20 pt on wider ones (estimate).
    static func sectionMargin(width: Double, style: ListStyleKind) -> Double {
        guard style.isInset else { return 0 }
        return width >= 414 ? 20 : 16
    }

    /// The default space between grouped sections, which a section without a header still takes: 35 pt
    /// (estimate of UIKit's grouped section spacing); `.compact` is 20 pt (estimate).
    static let groupedSectionSpacing = 35.0
    static let compactSectionSpacing = 20.0

    /// A grouped header sits at the bottom of its spacing: 17 pt above its text, 6 pt below (estimate).
    static let groupedHeaderInsets = (top: 17.0, bottom: 6.0)
    /// A plain header's text has 6 pt above and below, and the header is at least 28 pt tall, UIKit's
    /// plain section header height before iOS 15 (estimate).
    static let plainHeaderInsets = (top: 6.0, bottom: 6.0)
    static let plainHeaderMinHeight = 28.0
    /// A footer's text has 6 pt above and below (estimate).
    static let footerInsets = (top: 6.0, bottom: 6.0)

    /// The font a header's text takes: a grouped header's is the footnote style (UIKit's grouped header
    /// configuration), a plain header's the headline style, and an increased-prominence header's the
    /// title 3 style (estimates).
    static func headerFont(style: ListStyleKind, prominence: Prominence) -> Font {
        if prominence == .increased { return .title3 }
        return style.isGrouped ? .footnote : .headline
    }

    /// A footer's text takes the footnote style (estimate).
    static let footerFont = Font.footnote
}

/// What a list tells the rows, headers and footers inside it: set by a SwiftUI `List` for its content,
/// nil outside a list.
struct ListContext: Hashable, Sendable {
    var style: ListStyleKind
    /// Space between sections (`listSectionSpacing`), nil for the style's default.
    var sectionSpacing: Double?
    /// The smallest row height (`defaultMinListRowHeight`).
    var minRowHeight: Double
    /// The smallest header height (`defaultMinListHeaderHeight`), nil for the style's.
    var minHeaderHeight: Double?
    /// Whether horizontal content margins replace the inset styles' margins.
    var marginsReplaced: Bool

    /// How far sections are inset from a list `width` wide.
    func margin(width: Double) -> Double { marginsReplaced ? 0 : ListMetrics.sectionMargin(width: width, style: style) }

    /// A list in the default style with nothing set.
    static let standard = ListContext(style: .insetGrouped, sectionSpacing: nil, minRowHeight: ListMetrics.minRowHeight,
                                      minHeaderHeight: nil, marginsReplaced: false)
}

enum ListContextKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: ListContext? = nil
    static let name = "listContext"
}

extension EnvironmentValues {
    /// The list the view is in, if any.
    var listContext: ListContext? {
        get { self[ListContextKey.self] }
        set { self[ListContextKey.self] = newValue }
    }
}
