import Foundation

/// The `position` modifier's layout: the view takes all the space it is offered (10 points on a side
/// asked for its ideal size, as SwiftUI's `replacingUnspecifiedDimensions`) and puts its content's center
/// at the point, in its own coordinates; the content is offered the same proposal.
struct PositionLayout: LabLayout, Equatable {
    var x: Double
    var y: Double

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard let child = subviews.first else { return }
        let size = child.sizeThatFits(proposal)
        child.place(at: Point(x: bounds.minX + x - size.width / 2, y: bounds.minY + y - size.height / 2), proposal: proposal)
    }
}

extension View {
    /// Centers the view at `position` in its parent's space: the view fills what it is offered.
    nonisolated public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    /// Centers the view at (`x`, `y`) in its parent's space: the view fills what it is offered.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        LayoutView(layout: PositionLayout(x: Double(x), y: Double(y)), content: self, flattensContent: false)
    }
}
