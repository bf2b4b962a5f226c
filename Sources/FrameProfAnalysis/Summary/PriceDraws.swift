import Foundation

/// What `record --draws N` found: the scenario recorded N times more, every price of the device profile
/// drawn within its range (seeded), and per strategy and metric the median and the 90 % band of the
/// draws beside the recording's own value; how often each ranking of the strategies held; and which
/// prices the spread hangs on. Modeled, like every number of a virtual-clock recording.
public struct PriceDraws: Sendable {
    /// A metric the draws band, read from each draw's strategy summary.
    public struct Metric: Sendable {
        /// The `summary.json` key (`hitch_time_ratio_ms_per_s`).
        public let key: String
        /// What reports call it (`hitch time`).
        public let label: String
        /// Its unit as reports write it.
        public let unit: String
        /// Its value in a strategy's summary; nil when the summary has none.
        public let value: @Sendable (StrategySummary) -> Double?

        /// `value` as every format writes it, with its unit: memory in MB, counts whole, times to two decimals.
        public func text(_ value: Double) -> String {
            let unit = shownUnit
            return number(value) + (unit.isEmpty ? "" : " " + unit)
        }

        /// `value` without its unit, for a table whose header gives it (`shownUnit`).
        public func number(_ value: Double) -> String {
            switch key {
            case "peak_memory_bytes": NumberText.megabytes(value)
            case "hitches", "blank_frames": NumberText.fixed(value, 0)
            default: NumberText.fixed(value, 2)
            }
        }

        /// The unit values are shown in: `MB` for memory, else the metric's own.
        public var shownUnit: String { key == "peak_memory_bytes" ? "MB" : unit }
    }

    /// The metrics the draws band: what a team chooses a strategy by.
    public static let metrics: [Metric] = [
        Metric(key: "hitch_time_ratio_ms_per_s", label: "hitch time", unit: "ms/s") { $0.hitchTimeRatio },
        Metric(key: "hitches", label: "hitches", unit: "") { $0.hitches.map(Double.init) },
        Metric(key: "max_hitch_ms", label: "worst hitch", unit: "ms") { $0.maxHitchMs },
        Metric(key: "blank_frames", label: "blank frames", unit: "") { $0.blankFrames.map(Double.init) },
        Metric(key: "peak_memory_bytes", label: "peak memory", unit: "bytes") { $0.peakMemoryBytes },
    ]
    /// The metrics whose rankings and sensitivities are reported: the time a user sees and the memory kept.
    public static let rankedMetrics = ["hitch_time_ratio_ms_per_s", "peak_memory_bytes"]

    /// One metric's spread over the draws.
    public struct Band: Sendable, Equatable {
        /// The recording's own value, at the profile's prices.
        public var nominal: Double
        /// The draws' median.
        public var median: Double
        /// The 5th percentile of the draws (nearest rank).
        public var low: Double
        /// The 95th percentile of the draws (nearest rank).
        public var high: Double
    }

    /// A price a draw moves: its name in the profile and its range.
    public struct Parameter: Sendable {
        /// `hosting_configuration`, `body_by_view.BigBodyCell`, `memory.view_node`.
        public let name: String
        /// The smallest factor of its range.
        public let low: Double
        /// The largest factor of its range.
        public let high: Double
        /// How a team calibrates it (`` `calibrate` (row building) ``, `measured, in a profile file`).
        public let calibration: String

        /// A parameter `name` ranging from `low` to `high` times its price.
        public init(name: String, low: Double, high: Double, calibration: String) {
            self.name = name
            self.low = low
            self.high = high
            self.calibration = calibration
        }
    }

    /// One draw: the factor each parameter was multiplied by, and each strategy's summary.
    public struct Draw: Sendable {
        /// Factors in the order of `PriceDraws.parameters`.
        public let factors: [Double]
        /// Each strategy's summary, by strategy name.
        public let summaries: [String: StrategySummary]

        /// A draw of `factors` that recorded `summaries`.
        public init(factors: [Double], summaries: [String: StrategySummary]) {
            self.factors = factors
            self.summaries = summaries
        }
    }

    /// How often a ranking of two strategies held over the draws.
    public struct Ranking: Sendable, Equatable {
        /// The metric compared.
        public let metric: String
        /// The strategy that was better (less) at the profile's prices.
        public let better: String
        /// The one it was compared with.
        public let worse: String
        /// Whether the two were equal at the profile's prices (then `holds` counts draws still equal).
        public let tied: Bool
        /// Draws in which it held.
        public let holds: Int
        /// Draws in all.
        public let draws: Int
    }

    /// A price the spread of one strategy's metric hangs on.
    public struct Sensitivity: Sendable, Equatable {
        /// The strategy.
        public let strategy: String
        /// The metric.
        public let metric: String
        /// The price (`Parameter.name`).
        public let parameter: String
        /// Its range's smallest factor.
        public let low: Double
        /// Its range's largest factor.
        public let high: Double
        /// The share of the draws' variance its factor explains alone (the squared correlation of the
        /// metric with the factor's logarithm): a first-order variance split.
        public let share: Double
        /// How much the metric moves as the price goes from the low end of its range to the high end,
        /// by the least-squares line through the draws.
        public let change: Double
        /// How a team calibrates the price.
        public let calibration: String
    }

    /// Draws recorded.
    public let count: Int
    /// The seed the draws were made from.
    public let seed: UInt64
    /// The parameters drawn, by name.
    public let parameters: [Parameter]
    /// Each strategy's bands by metric key, in the report's strategy order.
    public let bands: [(strategy: String, byMetric: [String: Band])]
    /// For each ranked metric, every pair of strategies, the one better at the profile's prices first.
    public let rankings: [Ranking]
    /// For each ranked metric, how often the strategy that was best at the profile's prices stayed best.
    public let best: [Ranking]
    /// Per strategy and ranked metric, the prices that explain most of the spread, largest first.
    public let sensitivity: [Sensitivity]

    /// The share that the largest of the unrelated prices reaches by chance in `count` draws no more
    /// than one time in twenty: r·√n is about normal for a price with no effect, and with every drawn price
    /// tested at once the level is split between them (Bonferroni). Prices below it are not reported.
    public var noiseFloor: Double { Self.noiseFloor(draws: count, parameters: parameters.count) }

    /// The noise floor of `draws` draws of `parameters` prices.
    static func noiseFloor(draws: Int, parameters: Int) -> Double {
        guard draws > 0 else { return 1 }
        let z = upperNormalQuantile(0.05 / Double(2 * max(1, parameters)))
        return min(1, z * z / Double(draws))
    }

    /// The z whose upper tail of the standard normal is `p` (0 < p ≤ 0.5), by Abramowitz and Stegun
    /// 26.2.23 (error under 4.5e-4).
    static func upperNormalQuantile(_ p: Double) -> Double {
        let t = (-2 * log(p)).squareRoot()
        return t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t)
    }

    /// The draws' analysis. `nominal` is the recording at the profile's prices, in report order.
    public init(seed: UInt64, parameters: [Parameter], nominal: [(name: String, summary: StrategySummary)], draws: [Draw]) {
        count = draws.count
        self.seed = seed
        self.parameters = parameters
        var bands: [(strategy: String, byMetric: [String: Band])] = []
        for (name, summary) in nominal {
            var byMetric: [String: Band] = [:]
            for metric in Self.metrics {
                guard let value = metric.value(summary) else { continue }
                let values = draws.compactMap { $0.summaries[name].flatMap(metric.value) }
                guard !values.isEmpty else { continue }
                let sorted = values.sorted()
                func rank(_ p: Double) -> Double { Percentiles.nearestRank(p, of: sorted) }
                byMetric[metric.key] = Band(nominal: value, median: rank(0.5), low: rank(0.05), high: rank(0.95))
            }
            bands.append((name, byMetric))
        }
        self.bands = bands
        var rankings: [Ranking] = []
        var best: [Ranking] = []
        var sensitivity: [Sensitivity] = []
        for metric in Self.metrics where Self.rankedMetrics.contains(metric.key) {
            // Ties keep the report's order, so the same recording always ranks alike.
            let ordered = nominal.enumerated().compactMap { index, entry in metric.value(entry.summary).map { (entry.name, $0, index) } }
                .sorted { ($0.1, $0.2) < ($1.1, $1.2) }.map { ($0.0, $0.1) }
            func value(_ strategy: String, in draw: Draw) -> Double? { draw.summaries[strategy].flatMap(metric.value) }
            for (i, a) in ordered.enumerated() {
                for b in ordered.dropFirst(i + 1) {
                    let tied = a.1 == b.1
                    let holds = draws.filter { draw in
                        guard let x = value(a.0, in: draw), let y = value(b.0, in: draw) else { return false }
                        return tied ? x == y : x < y
                    }.count
                    rankings.append(Ranking(metric: metric.key, better: a.0, worse: b.0, tied: tied, holds: holds, draws: draws.count))
                }
            }
            if let first = ordered.first, ordered.count > 1 {
                let holds = draws.filter { draw in
                    guard let x = value(first.0, in: draw) else { return false }
                    return ordered.dropFirst().allSatisfy { other in value(other.0, in: draw).map { x <= $0 } ?? true }
                }.count
                best.append(Ranking(metric: metric.key, better: first.0, worse: "", tied: false, holds: holds, draws: draws.count))
            }
            for (name, _) in nominal {
                sensitivity += Self.sensitivity(of: name, metric: metric, parameters: parameters, draws: draws,
                                            noiseFloor: Self.noiseFloor(draws: draws.count, parameters: parameters.count))
            }
        }
        self.rankings = rankings
        self.best = best
        self.sensitivity = sensitivity
    }

    /// The prices that explain most of `strategy`'s spread in `metric` (at most five, each above the noise floor).
    private static func sensitivity(of strategy: String, metric: Metric, parameters: [Parameter], draws: [Draw], noiseFloor: Double) -> [Sensitivity] {
        let rows = draws.compactMap { draw in draw.summaries[strategy].flatMap(metric.value).map { (draw.factors, $0) } }
        guard rows.count > 2 else { return [] }
        let ys = rows.map(\.1)
        let meanY = ys.reduce(0, +) / Double(ys.count)
        let varY = ys.reduce(0) { $0 + ($1 - meanY) * ($1 - meanY) }
        guard varY > 0 else { return [] }
        var found: [Sensitivity] = []
        for (index, parameter) in parameters.enumerated() {
            let xs = rows.map { log($0.0[index]) }
            let meanX = xs.reduce(0, +) / Double(xs.count)
            let varX = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
            guard varX > 0 else { continue }
            let cov = zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
            let share = cov * cov / (varX * varY)
            guard share >= noiseFloor else { continue }
            let change = cov / varX * (log(parameter.high) - log(parameter.low))
            found.append(Sensitivity(strategy: strategy, metric: metric.key, parameter: parameter.name, low: parameter.low, high: parameter.high,
                                     share: share, change: change, calibration: parameter.calibration))
        }
        return Array(found.sorted { ($0.share, $1.parameter) > ($1.share, $0.parameter) }.prefix(5))
    }

    /// The metric called `key`.
    public static func metric(_ key: String) -> Metric? { metrics.first { $0.key == key } }
}

extension PriceDraws.Ranking {
    /// `OptimizedVStack has less hitch time than LazyVStack in 31 of 32 draws.`
    public var sentence: String {
        let label = PriceDraws.metric(metric)?.label ?? metric
        if worse.isEmpty { return "\(better) has the least \(label) in \(holds) of \(draws) draws." }
        if tied { return "\(better) and \(worse) have the same \(label) in \(holds) of \(draws) draws." }
        return "\(better) has less \(label) than \(worse) in \(holds) of \(draws) draws."
    }
}

extension PriceDraws {
    /// `summary.json`'s `draws` (docs/CONTRACT.md): the settings, each strategy's bands, the rankings and
    /// the prices each spread hangs on.
    public var json: JSONValue {
        let strategies = bands.map { entry -> (String, JSONValue) in
            let metrics = Self.metrics.compactMap { metric -> (String, JSONValue)? in
                entry.byMetric[metric.key].map { band in
                    (metric.key, .object([("nominal", .number(band.nominal)), ("median", .number(band.median)),
                                          ("p5", .number(band.low)), ("p95", .number(band.high))]))
                }
            }
            return (entry.strategy, .object(metrics))
        }
        func ranking(_ r: Ranking) -> JSONValue {
            .object([("metric", .string(r.metric)), ("better", .string(r.better))] + (r.worse.isEmpty ? [] : [("than", .string(r.worse))])
                + [("tied", .bool(r.tied)), ("holds", .int(Int64(r.holds))), ("draws", .int(Int64(r.draws))), ("sentence", .string(r.sentence))])
        }
        let hangsOn = sensitivity.map { s -> JSONValue in
            .object([("strategy", .string(s.strategy)), ("metric", .string(s.metric)), ("price", .string(s.parameter)),
                     ("range", .array([.number(s.low), .number(s.high)])), ("share", .number(s.share)), ("change", .number(s.change)),
                     ("calibration", .string(s.calibration))])
        }
        return .object([
            ("count", .int(Int64(count))), ("seed", .string(String(seed))), ("band", .string("p5-p95")),
            ("prices_drawn", .int(Int64(parameters.count))), ("noise_floor", .number(noiseFloor)),
            ("strategies", .object(strategies)), ("rankings", .array(rankings.map(ranking))), ("best", .array(best.map(ranking))),
            ("hangs_on", .array(hangsOn)),
        ])
    }
}
