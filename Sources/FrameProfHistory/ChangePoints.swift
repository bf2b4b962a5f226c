/// Where a series of one metric over successive runs changed level: the first run of the new level,
/// the means on either side, and how sure the change is.
public struct ChangePoint: Sendable, Equatable {
    /// Index of the first value after the change.
    public var index: Int
    /// Mean of the values from the change before this one (or the start) up to `index`.
    public var before: Double
    /// Mean of the values from `index` up to the next change (or the end).
    public var after: Double
    /// The permutation test's p-value; nil where the series is exact and any step is a change.
    public var pValue: Double?

    /// Creates a change point.
    public init(index: Int, before: Double, after: Double, pValue: Double?) {
        self.index = index
        self.before = before
        self.after = after
        self.pValue = pValue
    }

    /// `after − before`, in the metric's unit.
    public var change: Double { after - before }

    /// The change as a fraction of the level before it; nil when that level is 0.
    public var relativeChange: Double? { before == 0 ? nil : (after - before) / abs(before) }
}

/// Finds the change points of a metric's series. An exact series (counts, anything on the virtual clock)
/// repeats to the bit from run to run, so every step is a change; a measured series needs a test that
/// tells a shift of level from noise. That test is E-divisive means (Matteson and James, "A
/// Nonparametric Approach for Multiple Change Point Analysis of Multivariate Data", JASA 2014) with
/// its permutation test, as MongoDB's performance CI runs it (Daly et al., "Change Point Detection in
/// Software Performance Testing", ICPE 2020): no assumption about the noise's distribution, and
/// several changes found one at a time, the most pronounced first.
public enum ChangePoints {
    /// How the measured test runs.
    public struct Options: Sendable, Equatable {
        /// A change is kept when its permutation p-value is below this.
        public var significance = 0.05
        /// Permutations per test; the smallest p-value it can give is 1 / (permutations + 1).
        public var permutations = 199
        /// The fewest values a segment may have on either side of a change.
        public var minimumSegment = 3
        /// Seeds the permutations, so the same series gives the same answer on every machine.
        public var seed: UInt64 = 0

        /// The defaults: 5 %, 199 permutations, segments of at least 3 runs.
        public init() {}
    }

    /// Every index where an exact series takes a new value.
    public static func exact(_ values: [Double]) -> [ChangePoint] {
        let indices = values.indices.dropFirst().filter { values[$0] != values[$0 - 1] }
        return points(at: indices, in: values, pValues: [:])
    }

    /// The change points of a measured series, in index order.
    public static func measured(_ values: [Double], options: Options = Options()) -> [ChangePoint] {
        var search = EDivisive(values: values, options: options)
        let found = search.run()
        return points(at: found.map(\.index), in: values, pValues: Dictionary(uniqueKeysWithValues: found.map { ($0.index, $0.p) }))
    }

    /// Change points at `indices` (sorted), each with the means of the segments it separates.
    private static func points(at indices: [Int], in values: [Double], pValues: [Int: Double]) -> [ChangePoint] {
        let bounds = [0] + indices + [values.count]
        func mean(_ range: Range<Int>) -> Double { values[range].reduce(0, +) / Double(range.count) }
        return indices.enumerated().map { position, index in
            ChangePoint(index: index, before: mean(bounds[position]..<index), after: mean(index..<bounds[position + 2]),
                        pValue: pValues[index])
        }
    }
}

/// The E-divisive search over one series: the split of one segment that most separates the values on
/// its two sides (by the energy distance with exponent 1), kept while the permutation test finds it
/// significant, then the next split among the segments it made.
struct EDivisive {
    let values: [Double]
    let options: ChangePoints.Options
    private var random: SplitMix64

    init(values: [Double], options: ChangePoints.Options) {
        self.values = values
        self.options = options
        random = SplitMix64(seed: options.seed)
    }

    /// The change points found, with their p-values, sorted by index.
    mutating func run() -> [(index: Int, p: Double)] {
        var found: [(index: Int, p: Double)] = []
        var bounds = [0, values.count]
        while true {
            let segments = zip(bounds, bounds.dropFirst()).map { $0..<$1 }
            guard let best = segments.compactMap({ Self.bestSplit(of: $0, order: values, minimum: options.minimumSegment) })
                .max(by: { $0.statistic < $1.statistic }) else { break }
            // The permutation test: shuffle each segment's values within it, so a real change in one
            // segment cannot be confused with the levels the earlier changes already separated.
            var atLeast = 0
            var shuffled = values
            for _ in 0..<options.permutations {
                for segment in segments { random.shuffle(&shuffled, in: segment) }
                let statistic = segments.compactMap { Self.bestSplit(of: $0, order: shuffled, minimum: options.minimumSegment)?.statistic }.max() ?? 0
                if statistic >= best.statistic { atLeast += 1 }
            }
            let p = Double(atLeast + 1) / Double(options.permutations + 1)
            guard p < options.significance else { break }
            found.append((best.index, p))
            bounds.append(best.index)
            bounds.sort()
        }
        return found.sorted { $0.index < $1.index }
    }

    /// The split of `segment` with the largest scaled energy statistic
    /// `τ(m−τ)/m · (2·B/(τ(m−τ)) − 2·W₁/(τ(τ−1)) − 2·W₂/((m−τ)(m−τ−1)))`, where `B` sums the distances
    /// across the split and `W₁`, `W₂` those within each side. Moving the split by one value changes
    /// each sum by that value's distances to one side, so all splits cost O(m²).
    static func bestSplit(of segment: Range<Int>, order: [Double], minimum: Int) -> (index: Int, statistic: Double)? {
        let m = segment.count
        let least = max(2, minimum)
        guard m >= 2 * least else { return nil }
        let x = Array(order[segment])
        // Distances of each value to the values before it and after it in the segment.
        var toLeft = [Double](repeating: 0, count: m), toRight = [Double](repeating: 0, count: m)
        for i in 0..<m {
            for j in (i + 1)..<m {
                let d = abs(x[i] - x[j])
                toRight[i] += d
                toLeft[j] += d
            }
        }
        // Start with every value on the right.
        var across = 0.0, left = 0.0, right = toRight.reduce(0, +)
        var best: (index: Int, statistic: Double)?
        for tau in 1..<m {
            // Value tau − 1 moves from the right side to the left.
            let moving = tau - 1
            across += toRight[moving] - toLeft[moving]
            left += toLeft[moving]
            right -= toRight[moving]
            guard tau >= least, m - tau >= least else { continue }
            let a = Double(tau), b = Double(m - tau)
            let energy = 2 * across / (a * b) - 2 * left / (a * (a - 1)) - 2 * right / (b * (b - 1))
            let statistic = a * b / Double(m) * energy
            if best.map({ statistic > $0.statistic }) ?? true { best = (segment.lowerBound + tau, statistic) }
        }
        return best
    }
}

/// A small seeded generator (SplitMix64), so permutations repeat on every machine and Swift version.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Fisher–Yates over `range` of `values`.
    mutating func shuffle(_ values: inout [Double], in range: Range<Int>) {
        guard range.count > 1 else { return }
        for i in stride(from: range.upperBound - 1, to: range.lowerBound, by: -1) {
            let j = range.lowerBound + Int(next() % UInt64(i - range.lowerBound + 1))
            values.swapAt(i, j)
        }
    }
}
