import Foundation
@_spi(Simulation) import FrameProf
import FrameProfAnalysis
import FrameProfSession
import StackLab
import StackLabScenarios
import StackLabPricing

/// `frameprof bench --calibration`: replays the published device experiments under the built-in
/// profiles and sets each modeled figure beside the published one — the 30 s indicator scrub on the
/// device's own rows, the GeometryReader first frame and the layout log's first-time row on `iphone-12`,
/// the body checklist's pairs and fast-scroll transactions on `iphone-15-pro` — with the price each
/// figure set, its value when that figure is left out, and which operations make up each strategy's
/// scrub hitch frames.
public struct CalibrationBenchmark {
    /// Seeds of the scrub (the hand's sweeps and the device's frame-to-frame variability): the figure is
    /// their median, shown with its range.
    let scrubSeeds: [UInt64] = [0, 1, 2, 3, 4]

    /// One published figure beside the modeled one.
    struct Row {
        var experiment: String
        var device: String
        var figure: String
        var published: Double
        var modeled: Double
        var range: ClosedRange<Double>?
        var unit: String
        /// The price this figure set, or how the modeled value is composed.
        var setBy: String
        /// The modeled value when every price is derived without this figure.
        var leftOut: LeftOut
        var ratio: Double { modeled / published }
    }

    /// A figure's leave-one-out value.
    enum LeftOut {
        /// What the model gives with this figure's own derivation undone.
        case value(Double)
        /// No other figure sets the price this one was fit to: the model cannot reach it unfitted.
        case unexplained(price: String)
        /// No price was set from this figure, so leaving it out changes nothing.
        case prediction
    }

    /// Which operations a strategy's scrub hitch frames spent their main-thread time on (ms).
    struct Breakdown {
        var strategy: String
        var hitchMs: Double
        var operations: [(name: String, ms: Double)]
    }

    /// The rows, the breakdowns and whether the published ranking holds.
    public struct Results {
        var rows: [Row]
        var breakdowns: [Breakdown]
        /// List > LazyVStack > OptimizedVStack in scrub hitch time, as published.
        var rankingHolds: Bool
    }

    func run() throws -> Results {
        let (scrubRows, breakdowns, ranking) = scrub()
        let checklistRows = try checklist()
        return Results(rows: scrubRows + geometryReader() + [firstTimeRow()] + checklistRows + fastScroll() + uniformFeed(),
                       breakdowns: breakdowns, rankingHolds: ranking)
    }

    // MARK: Experiments

    private static let scrubPublished: [(StackStrategy, Double, String)] = [
        (.lazyVStack, 610, "predicted (row building from the log fit)"), (.list, 3500, "hosting_configuration (fit)"),
        (.optimizedVStack, 315, "self_sizing (fit)"),
    ]

    /// The prices a first-time row's building is made of, whose one scale the layout log's figure sets.
    static var rowBuildingPrices: [PriceKey] { [.node, .measure, .line, .glyph, .place] }

    private func scrub() -> ([Row], [Breakdown], Bool) {
        let profile = DeviceProfile.builtIn(named: "iphone-12")!
        let scenario = Scenario.builtIn(named: "indicator-scrub")!
        var rows: [Row] = []
        var breakdowns: [Breakdown] = []
        var medians: [StackStrategy: Double] = [:]
        for (strategy, published, setBy) in Self.scrubPublished {
            var values: [Double] = []
            for seed in scrubSeeds {
                let result = Self.run(scenario, strategy, profile: profile, seed: seed, ledger: seed == scrubSeeds[0])
                var totals = FrameTotals()
                for frame in result.frames { totals.add(frame) }
                values.append(totals.hitchTimeNs / 1e6)
                if let ledger = result.ledger { breakdowns.append(Self.breakdown(strategy, ledger, hitchMs: values.last!)) }
            }
            medians[strategy] = median(values)
            rows.append(Row(experiment: "indicator-scrub, 30 s", device: profile.name, figure: "\(Self.label(strategy)) hitch time",
                            published: published, modeled: median(values), range: values.min()!...values.max()!, unit: "ms", setBy: setBy,
                            leftOut: setBy.hasSuffix("(fit)") ? .unexplained(price: Self.fitPrice(setBy)) : .prediction))
        }
        let ranking = medians[.list]! > medians[.lazyVStack]! && medians[.lazyVStack]! > medians[.optimizedVStack]!
        return (rows, breakdowns, ranking)
    }

    /// The same published scrub figures against the regular feed (`feed-uniform`), a workload the device
    /// never showed: what the model predicts where LazyVStack's estimates stay close.
    private func uniformFeed() -> [Row] {
        let profile = DeviceProfile.builtIn(named: "iphone-12")!
        let scenario = Scenario.builtIn(named: "feed-uniform")!
        return Self.scrubPublished.map { strategy, published, _ in
            let values = scrubSeeds.map { Self.scrubHitchMs(scenario, strategy, profile: profile, seed: $0) }
            return Row(experiment: "feed-uniform scrub, 30 s", device: profile.name, figure: "\(Self.label(strategy)) hitch time",
                       published: published, modeled: median(values), range: values.min()!...values.max()!, unit: "ms",
                       setBy: "predicted (not the device's list)", leftOut: .prediction)
        }
    }

    /// The device's pass from row 646 measured every row to the last, 354 rows, and logged its invalid
    /// line 125 ms later: about 353 µs to create and measure a row it had never shown. It sets the scale
    /// of the row-building prices. Left out, the only other figure row building dominates,
    /// LazyVStack's scrub hitch time, sets that scale instead, and the row's cost at that scale is the
    /// leave-one-out value: whether the log and the scrub tell the same story.
    private func firstTimeRow() -> Row {
        let profile = DeviceProfile.builtIn(named: "iphone-12")!
        let scrub = Scenario.builtIn(named: "indicator-scrub")!
        let lazyHitchMs: (Double) -> Double = { scale in
            let scaled = Self.scalingRowBuilding(profile, by: scale)
            return median(scrubSeeds.map { Self.scrubHitchMs(scrub, .lazyVStack, profile: scaled, seed: $0) })
        }
        // Hitch time grows with the price of building rows: bisect the scale that gives the published 610 ms
        // (nine halvings of a 400-fold range: within 2 %).
        var (low, high) = (0.05, 20.0)
        for _ in 0..<9 {
            let middle = (low * high).squareRoot()
            if lazyHitchMs(middle) < 610 { low = middle } else { high = middle }
        }
        let fromScrub = Self.firstTimeRowMicroseconds(Self.scalingRowBuilding(profile, by: (low * high).squareRoot()))
        return Row(experiment: "LazyVStack pass from row 646 (device log)", device: profile.name, figure: "first-time row, created and measured",
                   published: 125_000.0 / 354, modeled: Self.firstTimeRowMicroseconds(profile), range: nil, unit: "µs",
                   setBy: "node, measure, line, glyph (log fit) + body", leftOut: .value(fromScrub))
    }

    /// A first-time feed row's work outside commit and rendering, from a VStack's first frame of 100 rows.
    private static func firstTimeRowMicroseconds(_ profile: DeviceProfile) -> Double {
        let rows = 100
        var scenario = Scenario.feed(rowCount: rows)
        scenario.gesture = [.wait(duration: 0.001)]
        let ledger = run(scenario, .vstack, profile: profile, seed: 0, ledger: true).ledger ?? PriceLedger()
        let frameWork: Set<String> = ["transaction", "commit_per_layer", "render", "content_size", "content_offset", "place"]
        return ledger.microseconds.filter { !frameWork.contains($0.key) }.values.reduce(0, +) / Double(rows)
    }

    /// `profile` with every row-building price multiplied by `scale`.
    private static func scalingRowBuilding(_ profile: DeviceProfile, by scale: Double) -> DeviceProfile {
        var scaled = profile
        for price in rowBuildingPrices { scaled.prices[price] *= scale }
        return scaled
    }

    /// A scrub's hitch time, ms.
    private static func scrubHitchMs(_ scenario: Scenario, _ strategy: StackStrategy, profile: DeviceProfile, seed: UInt64) -> Double {
        var totals = FrameTotals()
        for frame in run(scenario, strategy, profile: profile, seed: seed, ledger: false).frames { totals.add(frame) }
        return totals.hitchTimeNs / 1e6
    }

    private func geometryReader() -> [Row] {
        let profile = DeviceProfile.builtIn(named: "iphone-12")!
        let scenario = Scenario.builtIn(named: "geometry-reader-feedback")!
        return [(StackStrategy.lazyVStack, 25.0, "preference (fit)"), (.optimizedVStack, 10.0, "predicted (hosting_controller an estimate)")].map { strategy, published, setBy in
            let first = Self.run(scenario, strategy, profile: profile, seed: 0, ledger: false).frames[0]
            return Row(experiment: "geometry-reader-feedback", device: profile.name, figure: "\(Self.label(strategy)) first frame",
                       published: published, modeled: Double(first.durationNs) / 1e6, range: nil, unit: "ms", setBy: setBy,
                       leftOut: setBy.hasSuffix("(fit)") ? .unexplained(price: Self.fitPrice(setBy)) : .prediction)
        }
    }

    /// The body checklist's pairs, as the per-view table of a recording shows them (mean body time: the
    /// body and the work its output takes, its views made and diffed), and each again with its own
    /// derivation undone in the iphone-15-pro profile: an anti-pattern's extra price (allocation, string)
    /// comes only from its pair, so without the figure it is 0; a fixed cell's own body price comes only
    /// from its figure, so without it the cell takes the typical 5 µs body and keeps its output's work.
    private func checklist() throws -> [Row] {
        let source = DeviceProfile.builtInSource(named: "iphone-15-pro")!
        let pairs: [(view: String, published: Double, setBy: String, undo: (String) -> String)] = [
            ("AllocInBodyCell", 48.29, "body_by_view + 2 × allocation + its output", { Self.setting("allocation", to: "0", in: $0) }),
            ("AllocHoistedCell", 9.59, "body_by_view + its output", { Self.removing("AllocHoistedCell", from: $0) }),
            ("StringInBodyCell", 25.55, "body_by_view + strings × string + its output", { Self.setting("string", to: "0", in: $0) }),
            ("StringPrecomputedCell", 12.71, "body_by_view + its output", { Self.removing("StringPrecomputedCell", from: $0) }),
            ("BigBodyCell", 16.69, "body_by_view + its output", { Self.removing("BigBodyCell", from: $0) }),
            ("SplitEquatableCell", 8.08, "body_by_view + its output", { Self.removing("SplitEquatableCell", from: $0) }),
        ]
        let fitted = try Self.checklistBodies(profile: "iphone-15-pro")
        return try pairs.map { pair in
            let unfitted = try Self.checklistBodies(profileYAML: pair.undo(source))[pair.view] ?? .nan
            return Row(experiment: "body-checklist", device: "iphone-15-pro", figure: "\(pair.view) body", published: pair.published,
                       modeled: fitted[pair.view] ?? .nan, range: nil, unit: "µs", setBy: pair.setBy, leftOut: .value(unfitted))
        }
    }

    /// Mean body time per view (µs) of the body checklist recorded under `profile` (a name or a file).
    private static func checklistBodies(profile: String) throws -> [String: Double] {
        var options = RecordingRequest(scenario: "body-checklist")
        options.strategy = .only(.lazyVStack)
        options.device = profile
        let directory = NSTemporaryDirectory() + "frameprof-calibration-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = try Recording(plan: try RecordingPlan(options: options), outputDirectory: directory).run()
        var means: [String: Double] = [:]
        for row in report.strategies[0].views.rows where row.stats.count > 0 {
            means[row.name] = Double(row.stats.totalNs) / Double(row.stats.count) / 1000
        }
        return means
    }

    /// The same, under a profile given as YAML text (written to a temporary file).
    private static func checklistBodies(profileYAML: String) throws -> [String: Double] {
        let path = NSTemporaryDirectory() + "frameprof-calibration-\(getpid())-\(UUID().uuidString).yml"
        try profileYAML.replacingOccurrences(of: "name: iphone-15-pro", with: "name: iphone-15-pro-left-out")
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try checklistBodies(profile: path)
    }

    /// `yaml` with the price `key` (at any depth of `prices:`) set to `value`.
    private static func setting(_ key: String, to value: String, in yaml: String) -> String {
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in DeviceProfile.fileBlock("prices", in: lines) ?? 0..<0 {
            let trimmed = lines[index].drop { $0 == " " }
            guard trimmed.hasPrefix(key + ":") else { continue }
            lines[index] = String(lines[index].prefix(lines[index].count - trimmed.count)) + key + ": " + value
        }
        return lines.joined(separator: "\n")
    }

    /// `yaml` without the price line of the key `key`.
    private static func removing(_ key: String, from yaml: String) -> String {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let prices = DeviceProfile.fileBlock("prices", in: lines) ?? 0..<0
        return lines.indices.filter { !(prices.contains($0) && lines[$0].drop { $0 == " " }.hasPrefix(key + ":")) }
            .map { lines[$0] }.joined(separator: "\n")
    }

    /// The price a "(fit)" row names.
    static func fitPrice(_ setBy: String) -> String {
        String(setBy.split(separator: " ").first ?? "")
    }

    // MARK: Helpers

    private static func run(_ scenario: Scenario, _ strategy: StackStrategy, profile: DeviceProfile, seed: UInt64,
                            ledger: Bool) -> ScenarioRunner.Result {
        // Every run starts at the same instant, so a seed gives the same frames every time.
        VirtualClock.set(1_000_000_000)
        var runner = ScenarioRunner(scenario: scenario, strategy: strategy)
        runner.time = .virtual
        runner.profile = profile
        runner.refresh = profile.refresh
        runner.buffering = profile.buffering
        runner.seed = seed
        runner.keepsLedger = ledger
        return runner.run()
    }

    private static func breakdown(_ strategy: StackStrategy, _ ledger: PriceLedger, hitchMs: Double) -> Breakdown {
        // Render work is the render server's, not the main thread's.
        let operations = ledger.hitchMicroseconds.filter { $0.key != "render" && $0.value > 0 }
            .map { (name: $0.key, ms: $0.value / 1000) }.sorted { $0.ms > $1.ms }
        return Breakdown(strategy: label(strategy), hitchMs: hitchMs, operations: operations)
    }

    static func label(_ strategy: StackStrategy) -> String {
        switch strategy {
        case .vstack: "VStack"
        case .lazyVStack: "LazyVStack"
        case .list: "List"
        case .optimizedVStack: "OptimizedVStack"
        }
    }
}

extension CalibrationBenchmark.Results {
    /// The table `bench --calibration` prints.
    public var table: String {
        var lines = ["Calibration: published figures replayed under the built-in device profiles (virtual clock, modeled times)", ""]
        let header = ["experiment", "device", "figure", "published", "modeled", "ratio", "set by", "left out (ratio)"]
        var cells = [header]
        for row in rows {
            let modeled = NumberText.trimmed(row.modeled, decimals: row.decimals)
                + (row.range.map { " [\(NumberText.trimmed($0.lowerBound, decimals: 0))–\(NumberText.trimmed($0.upperBound, decimals: 0))]" } ?? "")
            cells.append([row.experiment, row.device, row.figure, "\(NumberText.trimmed(row.published, decimals: 2)) \(row.unit)",
                          "\(modeled) \(row.unit)", String(format: "%.2f", row.ratio), row.setBy, row.leftOutText])
        }
        let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        lines += cells.map { row in row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ") }
        lines.append("")
        lines.append("Left out: the modeled value with every price derived without that figure; \"not explained\" where no other")
        lines.append("figure sets the price it was fit to; predictions set no price, so leaving them out changes nothing.")
        lines.append("")
        lines.append("Ranking of scrub hitch time List > LazyVStack > OptimizedVStack: \(rankingHolds ? "holds" : "does NOT hold")")
        lines.append("")
        lines.append("What the scrub's hitch frames spent their main-thread time on (iphone-12, seed 0):")
        for breakdown in breakdowns {
            let total = breakdown.operations.reduce(0) { $0 + $1.ms }
            let top = breakdown.operations.prefix(6).map { "\($0.name) \(Int((100 * $0.ms / max(total, 1e-9)).rounded())) %" }
            lines.append("  \(breakdown.strategy): \(top.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }

    /// `bench --calibration --json`: the flat figures as one JSON object.
    public func json() -> String {
        "{\n" + fields.map { "  \"\($0.0)\": \(String(format: "%.3f", $0.1))" }.joined(separator: ",\n") + "\n}"
    }

    /// Flat figures for `bench --json`.
    var fields: [(String, Double)] {
        rows.flatMap { row -> [(String, Double)] in
            let key = "calibration_" + "\(row.device)_\(row.experiment.split(separator: ",")[0])_\(row.figure)"
                .lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
            var fields = [(key + "_published", row.published), (key + "_modeled", row.modeled), (key + "_ratio", row.ratio)]
            if case let .value(value) = row.leftOut { fields.append((key + "_left_out", value)) }
            return fields
        }
    }
}

extension CalibrationBenchmark.Row {
    /// Whole milliseconds for scrub totals, hundredths for everything smaller.
    var decimals: Int { unit == "ms" && published >= 100 ? 0 : 2 }

    /// The leave-one-out column: the value and its ratio to the published figure, or why there is none.
    var leftOutText: String {
        switch leftOut {
        case let .value(value):
            "\(NumberText.trimmed(value, decimals: decimals)) \(unit) (\(String(format: "%.2f", value / published)))"
        case let .unexplained(price): "not explained (only it sets \(price))"
        case .prediction: "= modeled"
        }
    }
}
