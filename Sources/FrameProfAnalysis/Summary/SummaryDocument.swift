import FrameProfTrace

/// The whole `summary.json`: recording settings and one `StrategySummary` per strategy, in the key
/// order of docs/CONTRACT.md.
public struct SummaryDocument: Sendable {
    /// Bumped only when a key changes meaning or goes away.
    public static let schemaVersion = 1

    /// The tool version that wrote the summary.
    public var toolVersion: String
    /// The scenario name (or file).
    public var scenario: String
    /// Display rate, Hz; nil when the recording does not say (an imported log).
    public var refreshHz: Double?
    /// `double` or `triple`; nil when the recording does not say (an import).
    public var buffering: String?
    /// `wall` or `virtual`.
    public var clock: String
    /// The device profile that priced a virtual recording (`iphone-12`); nil on the wall clock.
    public var device: String?
    /// A digest of that profile's prices (`DeviceProfile.pricesDigest`): two recordings priced alike share it.
    public var devicePrices: String?
    /// That device in words (`iPhone 12 (A14 Bionic), 60 Hz display`).
    public var deviceDescription: String?
    /// The CPU slowdown factor applied; nil when the recording does not say (an import).
    public var cpuSlowdown: Double?
    /// Recordings per strategy.
    public var runs: Int
    /// The hitch band set used.
    public var hitchBands: HitchBandSet
    /// What `record --draws` found, when it was asked for (written as `draws` only then).
    public var draws: PriceDraws?
    /// Per strategy, in recording order.
    public var strategies: [(name: String, summary: StrategySummary)]
    /// The sizes a lab recording gave pictures nobody registered, in words (not written to the file).
    public var unregisteredImageSizes: String?
    /// Where an imported recording came from (`frameprof import`), written last as `source`.
    public var source: JSONValue?
    /// The same in words for report headers ("imported from run.log (oslog, compact style)").
    public var sourceDescription: String?

    /// Creates a document.
    public init(toolVersion: String, scenario: String, refreshHz: Double?, buffering: String?, clock: String,
                cpuSlowdown: Double?, runs: Int, hitchBands: HitchBandSet, strategies: [(name: String, summary: StrategySummary)]) {
        self.toolVersion = toolVersion
        self.scenario = scenario
        self.refreshHz = refreshHz
        self.buffering = buffering
        self.clock = clock
        self.cpuSlowdown = cpuSlowdown
        self.runs = runs
        self.hitchBands = hitchBands
        self.strategies = strategies
    }

    /// The document for traces recorded together: the settings come from the first trace's metadata and
    /// clock source, so the whole summary is what the traces say.
    public init(toolVersion: String, analyses: [StrategyAnalysis], hitchBands: HitchBandSet = .current) {
        let metadata = analyses.first?.metadata ?? [:]
        let virtual = analyses.first?.clockSource == .virtual
        self.init(toolVersion: toolVersion, scenario: metadata["scenario"] ?? "",
                  refreshHz: Double(metadata["refresh_hz"] ?? "") ?? 0, buffering: metadata["buffering"] ?? "double",
                  clock: virtual ? "virtual" : "wall", cpuSlowdown: Double(metadata["cpu_slowdown"] ?? "") ?? 1,
                  runs: Int(metadata["runs"] ?? "") ?? 1, hitchBands: hitchBands,
                  strategies: analyses.map { ($0.name, $0.summary) })
        unregisteredImageSizes = metadata[TraceAnalyzer.unregisteredImageSizesKey]
        if virtual {
            device = metadata["device"]
            devicePrices = metadata["device_prices"]
            deviceDescription = metadata["device_description"]
        }
    }

    /// Of several runs of one strategy, the index of the median run (by median frame duration, ties to
    /// the earlier run) and its summary carrying every run's time metrics.
    public static func medianRun(of runs: [StrategySummary]) -> (index: Int, summary: StrategySummary) {
        let order = runs.indices.sorted { (runs[$0].frameDurationMs?.p50 ?? 0, $0) < (runs[$1].frameDurationMs?.p50 ?? 0, $1) }
        let index = order[(order.count - 1) / 2]
        var summary = runs[index]
        if runs.count > 1 {
            summary.runValues = SummaryMetric.variesByRun.map { metric in RunValues(metric.name, runs.map(metric.value)) }
        }
        return (index, summary)
    }

    /// The document as JSON.
    public var json: JSONValue {
        let settings: [(String, JSONValue)] = [
            ("tool_version", .string(toolVersion)),
            ("scenario", .string(scenario)),
            ("refresh_hz", refreshHz.map { .number($0) } ?? .null),
            ("frame_interval_ms", refreshHz.map { .number(1000 / $0) } ?? .null),
            ("buffering", buffering.map { .string($0) } ?? .null),
            ("clock", .string(clock)),
            ("device", device.map { .string($0) } ?? .null),
            ("device_prices", devicePrices.map { .string($0) } ?? .null),
            ("cpu_slowdown", cpuSlowdown.map { .number($0) } ?? .null),
            ("runs", .int(Int64(runs))),
            ("hitch_bands", .string(hitchBands.rawValue)),
        ]
        return .object([("schema_version", .int(Int64(Self.schemaVersion)))] + settings
            // JSON objects have no order, so the order the strategies were recorded in is said once.
            + [("strategy_order", .array(strategies.map { .string($0.name) })),
               ("strategies", .object(strategies.map { ($0.name, $0.summary.json) }))] + (source.map { [("source", $0)] } ?? [])
            + (draws.map { [("draws", $0.json)] } ?? []))
    }
}

extension StrategySummary {
    /// `samples` and `hot_functions`, present only for a sampled recording (docs/CONTRACT.md).
    private var sampling: [(String, JSONValue)] {
        guard let samples else { return [] }
        let hot = (hotFunctions ?? []).map { entry -> JSONValue in
            .object([("function", .string(entry.function)), ("samples", .int(Int64(entry.samples))),
                     ("hitch_samples", .int(Int64(entry.hitchSamples)))])
        }
        return [("samples", .int(Int64(samples))), ("hot_functions", .array(hot))]
    }

    /// The strategy's entry as JSON.
    public var json: JSONValue {
        let pairs: [(String, JSONValue)] = SummaryMetric.contract.map { ($0.key, $0.write(self)) }
            + sampling + extra.map { ($0.key, $0.value) }
        return .object(pairs + (runValues.isEmpty ? [] : [("run_values", .object(runValues.map { ($0.metric, .array($0.values.map { .number($0) })) }))]))
    }
}
