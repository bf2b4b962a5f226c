import Foundation
import FrameProfAnalysis
import FrameProfJSON
import FrameProfSupport

/// A `summary.json` flattened to `strategy → metric → number` (nested keys joined with dots, arrays
/// counted as `key.count`), with each strategy's per-run values and the settings it was recorded with.
/// `compare`, `gate` and baselines all read summaries through here, so a metric name means one thing.
public struct SummaryMetrics: Sendable {
    /// Where the summary was read from (a file, or `FILE#N` inside a baseline).
    public let path: String
    /// How it was recorded: the baseline of a summary is the one recorded the same way.
    public let settings: RecordingKey
    /// The frame interval, ms (the `P` of limits written in frame intervals).
    public let frameIntervalMs: Double
    /// Per strategy, in recording order.
    public var strategies: [StrategyMetrics]
    /// The digest of the device profile's prices (`device_prices`), when a profile priced the recording.
    /// Not part of `settings`: a re-calibrated profile keeps its series, and its runs show the step.
    public var devicePrices: String?

    /// The scenario name.
    public var scenario: String { settings.scenario }

    /// The strategy named `name`.
    public func strategy(_ name: String) -> StrategyMetrics? {
        strategies.first { $0.name == name }
    }

    /// Metrics from elsewhere than a file (a baseline made of stored runs); `path` says where.
    public init(path: String, settings: RecordingKey, frameIntervalMs: Double, strategies: [StrategyMetrics]) {
        self.path = path
        self.settings = settings
        self.frameIntervalMs = frameIntervalMs
        self.strategies = strategies
    }

    /// Reads `DIR/summary.json` (or the `.json` file itself when `location` names one). Strategies come
    /// in the document's `strategy_order`; a summary older than that key sorts them by name.
    public init(location: String) throws(SummaryFileError) {
        let path = location.hasSuffix(".json") ? location : (location as NSString).appendingPathComponent("summary.json")
        let root = try Self.jsonObject(at: path, missing: "does not exist; expected a summary.json written by frameprof record or report")
        try self.init(object: root, path: path)
    }

    /// Reads an already parsed summary document.
    public init(object: Any, path: String) throws(SummaryFileError) {
        guard let document = object as? [String: Any], let entries = document["strategies"] as? [String: Any] else {
            throw SummaryFileError(path: path, message: "expected an object with a 'strategies' object (summary.json, docs/CONTRACT.md)")
        }
        guard let scenario = document["scenario"] as? String else {
            throw SummaryFileError(path: path, message: "key 'scenario': expected the scenario's name")
        }
        self.path = path
        let refresh = (document["refresh_hz"] as? NSNumber)?.doubleValue ?? 0
        settings = RecordingKey(scenario: scenario, clock: document["clock"] as? String ?? "wall",
                                device: document["device"] as? String ?? "", refreshHz: refresh,
                                // An imported device recording cannot tell its buffering (null).
                                buffering: document["buffering"] as? String ?? (document["buffering"] is NSNull ? "unknown" : "double"),
                                cpuSlowdown: (document["cpu_slowdown"] as? NSNumber)?.doubleValue ?? 1)
        frameIntervalMs = (document["frame_interval_ms"] as? NSNumber)?.doubleValue ?? (refresh > 0 ? 1000 / refresh : 0)
        devicePrices = document["device_prices"] as? String
        // JSONSerialization forgets key order: strategies sort as recorded, metrics by the contract.
        let strategyOrder = (document["strategy_order"] as? [Any] ?? []).compactMap { $0 as? String }
        let rank = { (name: String) in (strategyOrder.firstIndex(of: name) ?? strategyOrder.count, name) }
        strategies = entries.keys.sorted { rank($0) < rank($1) }.map { name in
            let entry = entries[name] as? [String: Any] ?? [:]
            var metrics = MetricCatalog.flatten(Self.json(entry))
            // `record --draws`: the strategy's bands, as `draws.p95.hitch_time_ratio_ms_per_s`.
            let bands = ((document["draws"] as? [String: Any])?["strategies"] as? [String: Any])?[name] as? [String: Any] ?? [:]
            for (metric, band) in bands {
                for statistic in MetricCatalog.drawStatistics {
                    if let value = ((band as? [String: Any])?[statistic] as? NSNumber)?.doubleValue { metrics.append(("draws.\(statistic).\(metric)", value)) }
                }
            }
            var runValues: [String: [Double]] = [:]
            for (key, values) in entry["run_values"] as? [String: Any] ?? [:] {
                runValues[key] = (values as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
            }
            return StrategyMetrics(name: name, metrics: metrics.sorted { MetricCatalog.rank($0.key) < MetricCatalog.rank($1.key) },
                                   runValues: runValues, keys: Set(entry.keys))
        }
    }

    /// The parsed JSON at `path`; `missing` completes the sentence when there is no such file.
    static func jsonObject(at path: String, missing: String) throws(SummaryFileError) -> Any {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            if FileManager.default.fileExists(atPath: path) { throw SummaryFileError(path: path, message: "is empty or cannot be read", code: .unreadable) }
            throw SummaryFileError(path: path, message: missing, code: .unreadable)
        }
        do throws(JSONSyntaxError) {
            return try JSONDocument(bytes: [UInt8](data)).root.foundationObject()
        } catch {
            throw SummaryFileError(path: path, message: "is not valid JSON (\(error)); expected a summary.json or a baseline that frameprof wrote",
                                   position: error.position)
        }
    }

    /// Foundation's parsed JSON as a `JSONValue`, so one flattening rule serves files and the catalog.
    private static func json(_ value: Any) -> JSONValue {
        switch value {
        case let number as NSNumber: .number(number.doubleValue)
        case let text as String: .string(text)
        case let object as [String: Any]: .object(object.map { ($0.key, json($0.value)) })
        case let array as [Any]: .array(array.map(json))
        default: .null
        }
    }
}

/// One strategy's flattened metrics.
public struct StrategyMetrics: Sendable {
    /// The strategy name (`lazy-vstack`).
    public let name: String
    /// Every numeric metric in contract order; `nil` where the summary says `null` (the recording
    /// cannot tell).
    public let metrics: [(key: String, value: Double?)]
    /// Per-run values of the time-based metrics, when the summary holds several runs.
    public let runValues: [String: [Double]]
    /// The entry's top-level keys, so an open map that is present but lacks a member reads as zero.
    let keys: Set<String>

    /// The metrics of one strategy from flattened values (a stored run's): its top-level keys are the
    /// names' first parts.
    public init(name: String, metrics: [(key: String, value: Double?)], runValues: [String: [Double]]) {
        self.init(name: name, metrics: metrics, runValues: runValues,
                  keys: Set(metrics.map { String($0.key.split(separator: ".", maxSplits: 1).first ?? "") }))
    }

    /// Creates the metrics of one strategy.
    init(name: String, metrics: [(key: String, value: Double?)], runValues: [String: [Double]], keys: Set<String>) {
        self.name = name
        self.metrics = metrics
        self.runValues = runValues
        self.keys = keys
    }

    /// The metric's value: absent (`nil`), or present and possibly `null` (`.some(nil)`).
    public func value(_ key: String) -> Double?? {
        if let entry = metrics.first(where: { $0.key == key }) { return .some(entry.value) }
        // A budget may name a long type as tables show it (`…AsyncImage<…>`): every type it stands for counts.
        if key.contains("…") {
            let named = metrics.filter { TypeNameDisplay.names(key, $0.key) || MetricCatalog.shown($0.key) == key }
            if !named.isEmpty { return .some(named.reduce(0.0) { $0 + ($1.value ?? 0) }) }
        }
        // A view type that was never evaluated has no entry: its count is zero, not unknown. So has an
        // operation or type a priced recording never charged in a hitch frame.
        if key.hasPrefix(MetricCatalog.perViewPrefix) || (key.hasPrefix(MetricCatalog.perViewTimePrefix) && keys.contains("body_time_ms_by_view")) { return .some(0) }
        if let map = MetricCatalog.modeledTimePrefixes.first(where: key.hasPrefix), keys.contains(String(map.dropLast())) { return .some(0) }
        return nil
    }
}

extension StrategyMetrics {
    /// The metric's values over the runs: every run's for a time-based metric of a several-run
    /// recording, else the one `value` (counts repeat exactly).
    public func runSample(_ metric: String, value: Double) -> RunSample {
        if MetricCatalog.isTimeBased(metric), let runs = runValues[metric], !runs.isEmpty {
            return RunSample(runs)
        }
        return RunSample([value])
    }
}

/// A summary that could not be read, naming the file.
public struct SummaryFileError: FrameProfError, Sendable {
    /// The file.
    public let path: String
    /// What was wrong.
    public let message: String
    /// A file that is missing or unreadable, or one that is not a summary or baseline.
    public let code: ErrorCode
    /// Where in the file, when the JSON reader found the mistake.
    public let position: JSONPosition?

    /// Creates an error.
    public init(path: String, message: String, code: ErrorCode = .invalidInput, position: JSONPosition? = nil) {
        self.path = path
        self.message = message
        self.code = code
        self.position = position
    }

    /// The file, and the line and column of a syntax error.
    public var context: ErrorContext { ErrorContext(file: path, line: position?.line, column: position?.column) }

    /// `PATH MESSAGE.`
    public var description: String { "\(path) \(message)." }
}
