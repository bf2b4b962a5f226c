import Foundation
@_spi(Nodes) import StackLabCore

/// A container that arranges views in rows and columns, all of them at once — SwiftUI's `Grid`. Its
/// content is `GridRow`s and views that span the whole grid; see `GridLayout` for how it sizes them.
nonisolated public struct Grid<Content: View>: View, LayoutRepresentable {
    /// The grid's layout.
    package let layout: GridLayout
    /// The grid's rows and spanning views.
    package let content: Content

    /// A grid whose cells sit by `alignment`, columns `horizontalSpacing` and rows `verticalSpacing` apart
    /// (8 points when nil).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }
}

/// A row of a `Grid` — SwiftUI's `GridRow`: each of its views is a cell of the next column. Outside a
/// grid it lays its views out as a horizontal stack would.
nonisolated public struct GridRow<Content: View>: View, LayoutRepresentable {
    /// The row's layout.
    package let layout: GridRowLayout
    /// The row's cells.
    package let content: Content

    /// A row whose cells sit vertically by `alignment` (the grid's when nil).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        layout = GridRowLayout(alignment: alignment)
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }
}

/// A `GridRow`'s layout on its own (outside a grid): a horizontal stack.
package struct GridRowLayout: LabLayout, StackLayout, Equatable {
    var alignment: VerticalAlignment?
    package static var axis: Axis { .horizontal }

    private var stack: HStackLayout { HStackLayout(alignment: alignment ?? .center) }

    package func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        stack.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// Trait keys of the grid cell modifiers.
enum GridCellColumnsTrait {}
enum GridCellAnchorTrait {}
enum GridColumnAlignmentTrait {}
enum GridCellUnsizedAxesTrait {}

extension View {
    /// Makes this cell of a `GridRow` span `count` columns.
    nonisolated public func gridCellColumns(_ count: Int) -> some View {
        trait(GridCellColumnsTrait.self, count)
    }

    /// Places this cell in its grid space at `anchor` instead of by the row's and column's alignment.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        trait(GridCellAnchorTrait.self, anchor)
    }

    /// Aligns every cell of this cell's column horizontally by `guide`.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        trait(GridColumnAlignmentTrait.self, guide)
    }

    /// Makes this cell take the grid's space along `axes` without asking for any (a divider or colour
    /// that should not widen its column or heighten its row).
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        trait(GridCellUnsizedAxesTrait.self, axes)
    }
}
