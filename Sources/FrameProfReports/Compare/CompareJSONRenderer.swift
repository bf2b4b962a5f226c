import FrameProfAnalysis
import FrameProfBudgets
import FrameProfCompare

/// `compare.json`: every metric of every strategy with both values and the verdict, the per-type time
/// differences, and the functions whose share of samples changed most, for scripts and dashboards.
public struct CompareJSONRenderer: Sendable {
    /// The file's layout version.
    public static let schemaVersion = 1

    /// Creates the renderer.
    public init() {}

    /// The document.
    public func json(_ comparison: RecordingComparison, toolVersion: String) -> JSONValue {
        .object([
            ("schema_version", .int(Int64(Self.schemaVersion))),
            ("tool_version", .string(toolVersion)),
            ("a", side(comparison.a)),
            ("b", side(comparison.b)),
            ("setting_changes", .array(comparison.settingChanges.map(JSONValue.string))),
            ("significance", .number(comparison.significance)),
            ("strategies", .object(comparison.strategies.map { ($0.name, strategy($0)) })),
            ("only_a", .array(comparison.onlyA.map(JSONValue.string))),
            ("only_b", .array(comparison.onlyB.map(JSONValue.string))),
        ])
    }

    private func side(_ recording: ComparedRecording) -> JSONValue {
        let s = recording.summary.settings
        return .object([
            ("summary", .string(recording.summary.path)), ("scenario", .string(s.scenario)), ("clock", .string(s.clock)),
            ("device", .string(s.device)), ("refresh_hz", .number(s.refreshHz)), ("buffering", .string(s.buffering)),
            ("cpu_slowdown", .number(s.cpuSlowdown)),
        ])
    }

    private func strategy(_ s: StrategyDiff) -> JSONValue {
        .object([
            ("metrics", .object(s.metrics.map { ($0.key, metric($0)) })),
            ("views", table(s.views)), ("measures", table(s.measures)), ("places", table(s.places)),
            ("samples", s.stacks.map { .object([("a", .int(Int64($0.totalA))), ("b", .int(Int64($0.totalB)))]) } ?? .null),
            ("function_changes", s.flame.map { flame in .array(flame.functions.map(function)) } ?? .null),
            ("notes", .array(s.notes.map(JSONValue.string))),
        ])
    }

    private func metric(_ m: MetricChange) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("a", optional(m.a)), ("b", optional(m.b)), ("difference", optional(m.difference)),
            ("percent", optional(m.percent)), ("verdict", .string(m.verdict.rawValue)),
        ]
        switch m.evidence {
        case let .rankTest(p, runsA, runsB)?:
            pairs += [("p_value", .number(p)), ("runs_a", .int(Int64(runsA))), ("runs_b", .int(Int64(runsB)))]
        case let .tooFewRuns(runsA, runsB)?:
            pairs += [("runs_a", .int(Int64(runsA))), ("runs_b", .int(Int64(runsB)))]
        case .exact?, nil:
            break
        }
        return .object(pairs)
    }

    private func table(_ diff: DurationDiff?) -> JSONValue {
        guard let diff else { return .null }
        return .array(diff.rows.map { row in
            .object([
                ("name", .string(row.name)), ("count_a", .int(Int64(row.countA))), ("count_b", .int(Int64(row.countB))),
                ("total_ms_a", .number(Double(row.totalNsA) / 1e6)), ("total_ms_b", .number(Double(row.totalNsB) / 1e6)),
                ("difference_ms", .number(row.differenceNs / 1e6)), ("percent", optional(row.percent)),
            ])
        })
    }

    private func function(_ f: FunctionChange) -> JSONValue {
        .object([("function", .string(f.name)), ("self_share_a", .number(f.selfShareA)),
                 ("self_share_b", .number(f.selfShareB)), ("change", .number(f.change))])
    }

    private func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
}
