import FrameProf
import FrameProfAnalysis
import FrameProfYAML
import Yams

extension BudgetFile {
    /// Parses budget YAML; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(YAMLFileError) -> BudgetFile {
        do {
            let root = try YAMLDocument.root(text, file: file, empty: "a mapping with version: 1 and a budgets list")
            let top = try root.mapping(allowed: ["version", "budgets"])
            guard let versionField = top["version"] else { throw root.error("missing key 'version'; expected version: \(version)") }
            let found = try versionField.integer(in: Int.min...Int.max, what: "the budget file version \(version)")
            guard found == version else {
                throw versionField.error("this frameprof reads budget files of version \(version), not \(found)")
            }
            guard let list = top["budgets"] else { throw root.error("missing key 'budgets'; expected a list of budgets") }
            let entries = try list.sequence()
            guard !entries.isEmpty else { throw list.error("expected at least one budget") }
            return BudgetFile(path: file, budgets: try entries.map(budget))
        } catch let error as YAMLFileError {
            throw error
        } catch {
            throw YAMLFileError(file: file, line: 0, column: 0, key: "", message: "\(error)")
        }
    }

    private static func budget(_ field: YAMLField) throws -> Budget {
        let entry = try field.mapping(allowed: ["scenario", "strategy", "preset", "record", "limits"])
        guard let scenarioField = entry["scenario"] else { throw field.error("missing key 'scenario'; expected a built-in name or a scenario file") }
        var budget = Budget(scenario: try scenarioField.string(), limits: [], line: field.line)
        if let strategy = entry["strategy"] { budget.strategies = try strategies(strategy) }
        if let record = entry["record"] { budget.record = try recordSettings(record) }
        var preset: BudgetPreset?
        if let presetField = entry["preset"] {
            preset = BudgetPreset(rawValue: try presetField.choice(BudgetPreset.allCases.map(\.rawValue)))
        }
        let written = try entry["limits"].map(limits) ?? []
        // No limits at all means the default preset: a budget that names a scenario always judges something.
        if preset == nil, written.isEmpty { preset = .default }
        let inherited = (preset?.limits ?? []).filter { limit in
            !written.contains { $0.metric == limit.metric && $0.rule.key == limit.rule.key }
        }
        budget.limits = inherited + written
        return budget
    }

    private static func strategies(_ field: YAMLField) throws -> [String] {
        let names: [YAMLField]
        if case .sequence = field.node { names = try field.sequence() } else { names = [field] }
        var result: [String] = []
        for name in names {
            let text = try name.string()
            guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
                throw name.error("expected a strategy name such as optimized-vstack, a list of them, or all")
            }
            if text == "all" { return [] }
            result.append(text)
        }
        return result
    }

    private static func recordSettings(_ field: YAMLField) throws -> RecordSettings {
        let map = try field.mapping(allowed: ["refresh", "buffering", "clock", "device", "cpu_slowdown", "duration", "runs", "seed", "draws"])
        var settings = RecordSettings()
        settings.refresh = try map["refresh"]?.number(what: "a refresh rate \(RefreshRate.allowed)", RefreshRate.init(hertz:))
        settings.buffering = try map["buffering"]?.choice(Buffering.self)
        settings.clock = try map["clock"]?.choice(RecordingClock.self)
        settings.device = try map["device"]?.string()
        settings.cpuSlowdown = try map["cpu_slowdown"]?.number(in: 1...1000, what: "a CPU slowdown of at least 1")
        settings.duration = try map["duration"]?.positive("a positive number of seconds")
        settings.runs = try map["runs"]?.integer(in: 1...1000, what: "a number of runs from 1 to 1000")
        settings.draws = try map["draws"]?.integer(in: 1...10_000, what: "a number of price draws from 1 to 10000")
        if let seed = map["seed"] {
            guard let value = UInt64(try seed.string()) else { throw seed.error("expected a non-negative whole number") }
            settings.seed = value
        }
        return settings
    }

    private static func limits(_ field: YAMLField) throws -> [Limit] {
        guard case let .mapping(mapping) = field.node else {
            throw field.error("expected a mapping of metric names to limits, such as blank_frames: {max: 0}")
        }
        var result: [Limit] = []
        var seen: Set<String> = []
        for (keyNode, value) in mapping {
            let metric = keyNode.string ?? ""
            let key = YAMLField(node: keyNode, path: "\(field.path).\(metric)", file: field.file)
            guard seen.insert(metric).inserted else { throw key.error("given twice") }
            try checkMetric(metric, at: key)
            let rules = try YAMLField(node: value, path: key.path, file: field.file)
                .mapping(allowed: ["max", "min", "max_increase", "max_increase_percent"])
            guard !rules.isEmpty else { throw key.error("expected at least one of max, min, max_increase, max_increase_percent") }
            for ruleKey in ["max", "min", "max_increase", "max_increase_percent"] {
                guard let ruleField = rules[ruleKey] else { continue }
                result.append(Limit(metric: metric, rule: try rule(ruleKey, ruleField), line: ruleField.line))
            }
        }
        return result
    }

    private static func checkMetric(_ metric: String, at key: YAMLField) throws {
        guard !MetricCatalog.isValid(metric) else { return }
        if metric == "hitch_band" {
            throw key.error("hitch_band is a word, not a number; limit hitch_time_ratio_ms_per_s instead (good below 5 ms/s, critical from 10)")
        }
        if metric.hasPrefix(MetricCatalog.counterPrefix) {
            let statistics = CounterSeries.Statistic.allCases.map(\.rawValue).joined(separator: ", ")
            throw key.error("'\(metric)' is not a counter statistic; write counters.NAME.STAT with the counter's name and STAT one of \(statistics), such as counters.image_cache_bytes.max")
        }
        let close = MetricCatalog.suggestions(for: metric)
        let hint = close.isEmpty ? "." : "; did you mean \(close.joined(separator: ", "))?"
        throw key.error("unknown metric '\(metric)'\(hint) Metric names are summary.json keys, nested keys joined with dots (frame_duration_ms.p95)")
    }

    private static func rule(_ key: String, _ field: YAMLField) throws -> LimitRule {
        switch key {
        case "max": return .max(try bound(field))
        case "min": return .min(try bound(field))
        case "max_increase": return .maxIncrease(try field.number(in: 0...Double.greatestFiniteMagnitude, what: "an increase of 0 or more"))
        default: return .maxIncreasePercent(try field.number(in: 0...Double.greatestFiniteMagnitude, what: "a percentage of 0 or more"))
        }
    }

    /// A number, or a number of frame intervals written `1P` / `0.5P`.
    private static func bound(_ field: YAMLField) throws -> LimitBound {
        if case let .scalar(scalar) = field.node, scalar.string.hasSuffix("P"),
           let count = Double(scalar.string.dropLast()), count.isFinite, count >= 0 {
            return .frameIntervals(count)
        }
        return .value(try field.number(what: "a number, or a number of frame intervals such as 1P"))
    }
}
