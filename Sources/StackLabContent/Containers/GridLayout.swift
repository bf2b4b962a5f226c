import Foundation
@_spi(Nodes) import StackLabCore

/// A grid's layout — SwiftUI's `GridLayout`, the layout behind `Grid`, usable on its own or in an
/// `AnyLayout`. Its subviews are `GridRow`s (each cell a column) and views that span the whole grid.
///
/// Columns are sized as a horizontal stack sizes its children, each column as flexible as its most
/// flexible cell (a column of text takes its widest text, columns of colours share what is left); each
/// row is as tall as its tallest cell. Cells spanning columns (`gridCellColumns`) and cells with unsized
/// axes (`gridCellUnsizedAxes`) take the space of the columns and row they are in without widening
/// them. Text baselines as row alignment line cells up on their bottoms.
public struct GridLayout: LabLayout, Equatable, Sendable {
    /// Where cells sit in their space (a row's alignment and a column's override it).
    public var alignment: Alignment
    /// The space between columns; nil for the default of 8.
    public var horizontalSpacing: CGFloat?
    /// The space between rows; nil for the default of 8.
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    private var hGap: Double { horizontalSpacing.map(Double.init) ?? StackEngine.defaultSpacing }
    private var vGap: Double { verticalSpacing.map(Double.init) ?? StackEngine.defaultSpacing }

    /// One row of the grid as laid out.
    private enum Row {
        /// A `GridRow`'s cells with their first column and span, and its alignment.
        case cells([(node: ViewNode, column: Int, span: Int)], VerticalAlignment?)
        /// A view spanning the grid.
        case whole(ViewNode)
    }

    private func rows(_ subviews: LayoutSubviews) -> (rows: [Row], columns: Int) {
        var rows: [Row] = []
        var columns = 0
        for subview in subviews {
            if let row = (subview.node as? GridRowProviding)?.gridRowCells {
                var column = 0
                var cells: [(node: ViewNode, column: Int, span: Int)] = []
                for cell in row.cells {
                    let span = max(1, Traits.value(ObjectIdentifier(GridCellColumnsTrait.self), in: cell) as? Int ?? 1)
                    cells.append((cell, column, span))
                    column += span
                }
                columns = max(columns, column)
                rows.append(.cells(cells, row.alignment))
            } else {
                rows.append(.whole(subview.node))
            }
        }
        return (rows, columns)
    }

    private static func unsized(_ node: ViewNode) -> Axis.Set {
        Traits.value(ObjectIdentifier(GridCellUnsizedAxesTrait.self), in: node) as? Axis.Set ?? []
    }

    /// Column widths for a proposed width, as a horizontal stack shares its width.
    private func columnWidths(_ rows: [Row], columns: Int, width: Double?) -> [Double] {
        guard columns > 0 else { return [] }
        var members: [[ViewNode]] = Array(repeating: [], count: columns)
        for case let .cells(cells, _) in rows {
            for cell in cells where cell.span == 1 && !Self.unsized(cell.node).contains(.horizontal) {
                members[cell.column].append(cell.node)
            }
        }
        func widthOf(_ column: Int, _ offer: Double?) -> Double {
            members[column].reduce(0.0) { max($0, $1.measure(ProposedSize(width: offer, height: nil)).width) }
        }
        guard let width else { return (0..<columns).map { widthOf($0, nil) } }
        var least = [Double](), flexibility = [Double]()
        for column in 0..<columns {
            let low = widthOf(column, 0)
            least.append(low)
            flexibility.append(widthOf(column, .infinity) - low)
        }
        let order = (0..<columns).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        var remaining = width - hGap * Double(columns - 1)
        var result = Array(repeating: 0.0, count: columns)
        for (position, column) in order.enumerated() {
            let share = max(0, remaining / Double(columns - position))
            result[column] = widthOf(column, share)
            remaining -= result[column]
        }
        return result
    }

    private func span(_ widths: [Double], from column: Int, count: Int) -> Double {
        let end = min(widths.count, column + count)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + hGap * Double(end - column - 1)
    }

    /// Column widths, row heights and the grid's width for `proposal`.
    private func measure(_ rows: [Row], columns: Int, proposal: ProposedSize) -> (widths: [Double], heights: [Double], width: Double) {
        let widths = columnWidths(rows, columns: columns, width: proposal.width)
        var gridWidth = columns > 0 ? widths.reduce(0, +) + hGap * Double(columns - 1) : 0
        for case let .whole(node) in rows where columns == 0 {
            gridWidth = max(gridWidth, node.measure(ProposedSize(width: proposal.width, height: nil)).width)
        }
        var heights: [Double] = []
        for row in rows {
            switch row {
            case let .cells(cells, _):
                var tallest = 0.0
                for cell in cells where !Self.unsized(cell.node).contains(.vertical) {
                    tallest = max(tallest, cell.node.measure(ProposedSize(width: span(widths, from: cell.column, count: cell.span), height: nil)).height)
                }
                heights.append(tallest)
            case let .whole(node):
                heights.append(node.measure(ProposedSize(width: gridWidth, height: nil)).height)
            }
        }
        return (widths, heights, gridWidth)
    }

    package func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let (rows, columns) = rows(subviews)
        guard !rows.isEmpty else { return .zero }
        let (_, heights, width) = measure(rows, columns: columns, proposal: proposal)
        return Size(width: width, height: heights.reduce(0, +) + vGap * Double(rows.count - 1))
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let (rows, columns) = rows(subviews)
        let (widths, heights, width) = measure(rows, columns: columns, proposal: ProposedSize(bounds.size))
        // A column's alignment is the one any of its cells asks for.
        var columnAlignment: [Int: HorizontalAlignment] = [:]
        for case let .cells(cells, _) in rows {
            for cell in cells {
                if let guide = Traits.value(ObjectIdentifier(GridColumnAlignmentTrait.self), in: cell.node) as? HorizontalAlignment {
                    columnAlignment[cell.column] = guide
                }
            }
        }
        var y = bounds.minY
        for (index, row) in rows.enumerated() {
            switch row {
            case let .cells(cells, rowAlignment):
                // The row spans the grid; its cells are placed here, not by the row's own layout.
                let rowNode = subviews[subviews.startIndex + index].node
                rowNode.frame = Rect(x: bounds.minX, y: y, width: width, height: heights[index])
                rowNode.needsLayout = false
                for cell in cells {
                    let x = bounds.minX + (cell.column > 0 ? span(widths, from: 0, count: cell.column) + hGap : 0)
                    let space = Rect(x: x, y: y, width: span(widths, from: cell.column, count: cell.span), height: heights[index])
                    let offer = ProposedSize(space.size)
                    let size = cell.node.measure(offer)
                    let origin: Point
                    if let anchor = Traits.value(ObjectIdentifier(GridCellAnchorTrait.self), in: cell.node) as? UnitPoint {
                        origin = Point(x: space.minX + (space.width - size.width) * Double(anchor.x),
                                       y: space.minY + (space.height - size.height) * Double(anchor.y))
                    } else {
                        let cellAlignment = Alignment(horizontal: columnAlignment[cell.column] ?? alignment.horizontal,
                                                      vertical: rowAlignment ?? alignment.vertical)
                        origin = cellAlignment.origin(of: size, in: space)
                    }
                    cell.node.place(in: Rect(origin: origin, size: size))
                }
            case let .whole(node):
                let space = Rect(x: bounds.minX, y: y, width: width, height: heights[index])
                let size = node.measure(ProposedSize(width: width, height: nil))
                node.place(in: Rect(origin: alignment.origin(of: size, in: space), size: size))
            }
            y += heights[index] + vGap
        }
    }
}

extension GridLayout: Layout {
    /// The grid layout's cache (the lab keeps none).
    public struct Cache {}

    /// Nothing animates in the lab.
    public typealias AnimatableData = EmptyAnimatableData

    /// An empty cache.
    public func makeCache(subviews: GridLayout.Subviews) -> GridLayout.Cache { Cache() }

    /// Nothing to update.
    public func updateCache(_ cache: inout GridLayout.Cache, subviews: GridLayout.Subviews) {}

    /// The union of the subviews' preferences.
    public func spacing(subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// The grid's size, as `Grid` measures it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> CGSize {
        CGSize(sizeThatFits(proposal: proposal.lab, subviews: subviews.rebased))
    }

    /// Places the rows and cells as `Grid` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) {
        placeSubviews(in: bounds.lab, proposal: proposal.lab, subviews: subviews.rebased)
    }

    /// No explicit place for the guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> CGFloat? {
        nil
    }

    /// No explicit place for the guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> CGFloat? {
        nil
    }
}

/// Nodes that are a grid's row: the cells, and the row's vertical alignment.
protocol GridRowProviding: ViewNode {
    var gridRowCells: (cells: [ViewNode], alignment: VerticalAlignment?)? { get }
}

extension LayoutNode: GridRowProviding {
    /// A `GridRow`'s cells, nil for any other layout.
    var gridRowCells: (cells: [ViewNode], alignment: VerticalAlignment?)? {
        guard let row = layout as? GridRowLayout else { return nil }
        return (subviews, row.alignment)
    }
}
