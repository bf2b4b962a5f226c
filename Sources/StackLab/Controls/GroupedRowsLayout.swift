@_spi(Nodes) import StackLabCore
import StackLabContent

/// Rows laid out as an inset grouped list lays them out (see `Form`).
struct GroupedRowsLayout: LabLayout, Equatable {
    static let sectionSpacing = 35.0
    static let rowInset = 20.0
    static let verticalInset = 6.0
    static let minimumRowHeight = 44.0

    /// The card's inset from each side of the screen.
    static func margin(forWidth width: Double) -> Double { width < 390 ? 16 : 20 }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let width = proposal.width ?? 390
        let inner = ProposedSize(width: contentWidth(width), height: nil)
        var height = 2 * Self.sectionSpacing
        for subview in subviews { height += rowHeight(subview.sizeThatFits(inner).height) }
        return Size(width: width, height: height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let inner = ProposedSize(width: contentWidth(bounds.width), height: nil)
        let x = bounds.minX + Self.margin(forWidth: bounds.width) + Self.rowInset
        var y = bounds.minY + Self.sectionSpacing
        for subview in subviews {
            let size = subview.sizeThatFits(inner)
            let row = rowHeight(size.height)
            subview.place(at: Point(x: x, y: y + (row - size.height) / 2), proposal: inner)
            y += row
        }
    }

    private func contentWidth(_ width: Double) -> Double {
        max(0, width - 2 * Self.margin(forWidth: width) - 2 * Self.rowInset)
    }

    private func rowHeight(_ content: Double) -> Double {
        max(Self.minimumRowHeight, content + 2 * Self.verticalInset)
    }
}
