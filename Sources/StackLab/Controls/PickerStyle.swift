@_spi(Nodes) import StackLabCore
import StackLabContent

/// The picker styles, as SwiftUI declares them (a style's requirements are SwiftUI's own, so an app
/// cannot write one): each built-in style is laid out by the picker as iOS draws it.

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
public protocol PickerStyle {}

/// The picker styles the picker lays out.
enum PickerStyleKind: Int, Equatable {
    case automatic, menu, segmented, wheel, inline, navigationLink, palette
}

/// Built-in picker styles.
protocol BuiltInPickerStyle {
    static var kind: PickerStyleKind { get }
}

/// The default picker style, based on the picker's context: a menu on iOS.
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
    static var kind: PickerStyleKind { .automatic }
    /// Creates a default picker style.
    public init() {}
}

/// A picker style that presents the options as a menu when the user presses a button: the button shows
/// the current value.
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
    static var kind: PickerStyleKind { .menu }
    /// Creates a menu picker style.
    public init() {}
}

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
    static var kind: PickerStyleKind { .segmented }
    /// Creates a segmented picker style.
    public init() {}
}

/// A picker style that presents the options in a scrollable wheel that shows the selected option and a
/// few neighboring options.
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
    static var kind: PickerStyleKind { .wheel }
    /// Creates a wheel picker style.
    public init() {}
}

/// A picker style that presents the options inline with other views in the containing view: a row each.
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
    static var kind: PickerStyleKind { .inline }
    /// Creates an inline picker style.
    public init() {}
}

/// A picker style represented by a navigation link that presents the options by pushing a list-style
/// picker view: the row shows the label, the current value and a chevron.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
    static var kind: PickerStyleKind { .navigationLink }
    /// Creates a navigation link picker style.
    public init() {}
}

/// A picker style that presents the options as a row of compact elements: laid out as a segmented
/// control outside a menu.
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyle {
    static var kind: PickerStyleKind { .palette }
    /// Creates a palette picker style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu when the user presses a button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options inline with other views in the containing view.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style represented by a navigation link that presents the options by pushing a picker
    /// view.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a row of compact elements.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

enum PickerStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = PickerStyleKind.automatic
    static let name = "pickerStyle"
}

extension EnvironmentValues {
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view: laid out by the picker as iOS draws that style.
    nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle {
        environment(\.pickerStyle, (S.self as? any BuiltInPickerStyle.Type)?.kind ?? .automatic)
    }
}

/// A segmented control's segments: the options side by side in equal widths, 32 points high (the height
/// of UIKit's `UISegmentedControl` since iOS 13; an estimate, Apple's documentation gives no figure), as
/// wide as offered, or, asked for its ideal size, as wide as the widest option plus 8 points on each side
/// (an estimate of the segment's title inset) times the number of segments.
struct SegmentedLayout: LabLayout, Equatable {
    static let height = 32.0
    static let inset = 8.0

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let ideal = (widest + 2 * Self.inset) * Double(subviews.count)
        return Size(width: proposal.width ?? ideal, height: Self.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let segment = Rect(x: bounds.minX + Double(index) * width, y: bounds.minY, width: width, height: bounds.height)
            let inner = ProposedSize(width: max(0, width - 2 * Self.inset), height: bounds.height)
            subview.place(aligned: .center, in: segment, proposal: inner)
        }
    }
}

/// An inline picker's options, one row each: the width offered, each row at least 44 points high (the
/// minimum row height of a list, `defaultMinListRowHeight`) with 6 points above and below its content
/// (an estimate of a list row's default insets).
struct OptionRowsLayout: LabLayout, Equatable {
    static let minimumHeight = 44.0
    static let verticalInset = 6.0

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        var height = 0.0, width = 0.0
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
            width = max(width, size.width)
            height += max(Self.minimumHeight, size.height + 2 * Self.verticalInset)
        }
        return Size(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedSize(width: bounds.width, height: nil))
            let row = max(Self.minimumHeight, size.height + 2 * Self.verticalInset)
            subview.place(aligned: .leading, in: Rect(x: bounds.minX, y: y, width: bounds.width, height: row),
                          proposal: ProposedSize(width: bounds.width, height: nil))
            y += row
        }
    }
}
