import StackLab
/// A scenario's rows as a recipe: how many, how tall, what text, which cell types — expanded into
/// concrete rows with a seed, so a seeded distribution gives the same rows on every machine.
public struct RowSet: Sendable, Equatable {
    /// How row heights are chosen.
    public enum Heights: Sendable, Equatable {
        /// Every row this tall.
        case constant(Double)
        /// One height per row, in order (the list must have one entry per row).
        case list([Double])
        /// The heights repeat in this order.
        case pattern([Double])
        /// Runs of equal heights, in order; rows past the last run take its height.
        case runs([Run])
        /// Uniformly distributed whole-point heights in `min...max`.
        case uniform(min: Double, max: Double)
        /// Normally distributed whole-point heights, clamped to `min...max`.
        case normal(mean: Double, deviation: Double, min: Double, max: Double)
        /// Log-normally distributed heights with this mean and coefficient of variation, clamped to
        /// `min...max`: a feed of mixed posts, mostly short with a long tail of tall ones, the skew that
        /// makes a lazy stack's average-based estimates wrong.
        case lognormal(mean: Double, cv: Double, min: Double, max: Double)
    }

    /// A point the content is known to reach: the first `rows` rows, with the spacing between them,
    /// extend `points` (what a device's layout log prints as a row's top or the content size).
    public struct Total: Sendable, Equatable {
        /// How many rows, from the first.
        public var rows: Int
        /// Their extent in points, the spacing between them included.
        public var points: Double

        /// Creates a total.
        public init(rows: Int, points: Double) {
            self.rows = rows
            self.points = points
        }
    }

    /// `count` rows of one height.
    public struct Run: Sendable, Equatable {
        /// How many rows.
        public var count: Int
        /// Their height in points.
        public var height: Double

        /// Creates a run.
        public init(count: Int, height: Double) {
            self.count = count
            self.height = height
        }
    }

    /// What text rows show.
    public enum Texts: Sendable, Equatable {
        /// A deterministic sentence per row that wraps at phone widths for some rows.
        case numbered
        /// The same text in every row.
        case fixed(String)
        /// These texts, repeating.
        case pattern([String])
    }

    /// How many rows.
    public var count: Int
    /// Their heights.
    public var heights: Heights
    /// Their texts.
    public var text: Texts
    /// Cell types, repeating (one entry: every row the same type).
    public var cells: [CellKind]
    /// Extents the drawn heights are scaled to, segment by segment, in increasing `rows` (empty: the
    /// heights as drawn). Rows past the last total keep its segment's scale.
    public var totals: [Total] = []

    /// Creates a recipe.
    public init(count: Int, heights: Heights, text: Texts = .numbered, cells: [CellKind] = [.text]) {
        self.count = count
        self.heights = heights
        self.text = text
        self.cells = cells
    }

    /// Rows `range` of this recipe (a range past `count` continues it, for appended pages); `spacing` is
    /// the stack's, which the totals include.
    public func rows(_ range: Range<Int>, seed: UInt64, spacing: Double = 0) -> [RowSpec] {
        // Heights are drawn from the first row so row k has the same height however the rows are paged,
        // and through the last total so the totals scale the same draw.
        let all = heights(count: max(range.upperBound, totals.last?.rows ?? 0), seed: seed, spacing: spacing)
        return range.map { index in
            var row = RowSpec.numbered(index, height: all[index])
            switch text {
            case .numbered: break
            case let .fixed(value): row.text = value
            case let .pattern(values): row.text = values[index % values.count]
            }
            row.cell = cells[index % cells.count]
            // The fix for building strings in `body`: the model builds the label once, with the row.
            if row.cell == .stringPrecomputed { row.text = StringPrecomputedCell.label(for: row) }
            return row
        }
    }

    /// The heights of the first `count` rows, scaled to the totals.
    private func heights(count: Int, seed: UInt64, spacing: Double) -> [Double] {
        var random = SeededGenerator(seed: seed)
        var drawn: [Double]
        switch heights {
        case let .constant(value): drawn = Array(repeating: value, count: count)
        case let .list(values), let .pattern(values): drawn = (0..<count).map { values[$0 % values.count] }
        case let .runs(runs):
            drawn = []
            drawn.reserveCapacity(count)
            for run in runs where drawn.count < count { drawn += repeatElement(run.height, count: min(run.count, count - drawn.count)) }
            drawn += repeatElement(runs.last?.height ?? 44, count: count - drawn.count)
        case let .uniform(low, high):
            drawn = (0..<count).map { _ in (low + random.nextUnit() * (high - low)).rounded() }
        case let .normal(mean, deviation, low, high):
            drawn = (0..<count).map { _ in min(high, max(low, (mean + random.nextGaussian() * deviation).rounded())) }
        case let .lognormal(mean, cv, low, high):
            // μ and σ of the underlying normal for this mean and coefficient of variation.
            let sigma = (log(1 + cv * cv)).squareRoot()
            let mu = log(mean) - sigma * sigma / 2
            drawn = (0..<count).map { _ in min(high, max(low, exp(mu + sigma * random.nextGaussian()).rounded())) }
        }
        var start = 0
        var reached = 0.0
        var scale = 1.0
        for total in totals where total.rows > start {
            let end = min(total.rows, count)
            // The total holds its rows and the spacing between them; the spacing before its first row
            // belongs to it too unless it starts the content.
            let spacings = Double(end - start - 1) + (start > 0 ? 1 : 0)
            let extent = drawn[start..<end].reduce(0, +)
            scale = extent > 0 ? max(0, total.points - reached - spacing * spacings) / extent : 1
            for index in start..<end { drawn[index] *= scale }
            reached = total.points
            start = end
        }
        for index in start..<count { drawn[index] *= scale }
        return drawn
    }
}
