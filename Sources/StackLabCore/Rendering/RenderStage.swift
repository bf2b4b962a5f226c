/// The render stage: rasterises a render list into a coverage map of the viewport, one cell per point
/// row. Rows where a stack says content exists but no placed row covers them are blank — the white
/// area a lazy stack leaves when it placed too few rows.
package struct RenderStage {
    /// The viewport drawn into, in screen coordinates.
    package let viewport: Rect
    private var content: [Bool]
    private var covered: [Bool]
    private var painted: [Int]

    /// Creates a stage for `viewport`.
    package init(viewport: Rect) {
        self.viewport = viewport
        let rows = max(1, Int(viewport.height.rounded(.up)))
        content = Array(repeating: false, count: rows)
        covered = Array(repeating: false, count: rows)
        painted = Array(repeating: 0, count: rows)
    }

    /// The result of rendering one frame.
    package struct Result: Sendable, Equatable {
        /// Fraction (0…1) of the viewport's rows that should show content but show none.
        package var blankFraction: Double
        /// Viewport rows drawn into by fills and glyphs.
        package var paintedRows: Int
    }

    /// Rasterises `list` and measures the blank fraction.
    package mutating func render(_ list: RenderList) -> Result {
        for index in content.indices {
            content[index] = false
            covered[index] = false
            painted[index] = 0
        }
        // Rows are marked in place: a closure over `self` here made each write copy the arrays.
        for command in list.commands {
            switch command {
            case let .fill(rect): for row in rows(of: rect) { painted[row] += 1 }
            case let .glyphs(rect, count): for row in rows(of: rect) { painted[row] += count }
            case let .content(rect): for row in rows(of: rect) { content[row] = true }
            case let .row(rect): for row in rows(of: rect) { covered[row] = true }
            }
        }
        var blank = 0
        var paintedRows = 0
        for index in content.indices {
            if content[index] && !covered[index] { blank += 1 }
            if painted[index] > 0 { paintedRows += 1 }
        }
        return Result(blankFraction: Double(blank) / Double(content.count), paintedRows: paintedRows)
    }

    /// The viewport's pixel rows `rect` covers.
    private func rows(of rect: Rect) -> Range<Int> {
        let top = max(0, Int((rect.minY - viewport.minY).rounded(.down)))
        let bottom = min(content.count, Int((rect.maxY - viewport.minY).rounded(.up)))
        return top < bottom ? top..<bottom : 0..<0
    }
}
