@_spi(Nodes) import StackLabCore
import StackLabContent

/// Lays its subviews out side by side in equal widths across the width offered, each centered inside
/// `insets`; asked for its ideal size, as wide as the widest subview's share times their number.
struct EqualWidthsLayout: LabLayout, Equatable {
    let insets: EdgeInsets

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = (sizes.map(\.width).max() ?? 0) + insets.horizontal
        let tallest = (sizes.map(\.height).max() ?? 0) + insets.vertical
        return Size(width: proposal.width ?? widest * Double(subviews.count), height: tallest)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let cell = Rect(x: bounds.minX + Double(index) * width, y: bounds.minY, width: width, height: bounds.height)
            subview.place(aligned: .center, in: cell, proposal: ProposedSize(width: max(0, width - insets.horizontal), height: nil))
        }
    }
}
