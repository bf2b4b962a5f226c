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

    /// Creates a recipe.
    public init(count: Int, heights: Heights, text: Texts = .numbered, cells: [CellKind] = [.text]) {
        self.count = count
        self.heights = heights
        self.text = text
        self.cells = cells
    }

    /// Rows `range` of this recipe (a range past `count` continues it, for appended pages).
    public func rows(_ range: Range<Int>, seed: UInt64) -> [RowSpec] {
        var random = SeededGenerator(seed: seed)
        // Distributions draw from the start so row k has the same height however the rows are paged.
        var drawn: [Double] = []
        switch heights {
        case let .uniform(low, high):
            drawn = (0..<range.upperBound).map { _ in (low + random.nextUnit() * (high - low)).rounded() }
        case let .normal(mean, deviation, low, high):
            drawn = (0..<range.upperBound).map { _ in min(high, max(low, (mean + random.nextGaussian() * deviation).rounded())) }
        default:
            break
        }
        return range.map { index in
            let height: Double
            switch heights {
            case let .constant(value): height = value
            case let .list(values): height = values[index % values.count]
            case let .pattern(values): height = values[index % values.count]
            case let .runs(runs):
                var remaining = index
                var chosen = runs.last?.height ?? 44
                for run in runs {
                    if remaining < run.count {
                        chosen = run.height
                        break
                    }
                    remaining -= run.count
                }
                height = chosen
            case .uniform, .normal: height = drawn[index]
            }
            var row = RowSpec.numbered(index, height: height)
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
}
