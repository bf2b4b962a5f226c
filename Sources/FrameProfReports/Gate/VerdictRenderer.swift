import FrameProfAnalysis
import FrameProfBudgets

/// One output format of `frameprof gate`: the terminal table, Markdown for a pull-request comment, or
/// JUnit XML for CI test tabs. Renderers only format a finished `GateResult`.
public protocol VerdictRenderer {
    /// The whole output.
    func render(_ result: GateResult) -> String
}

/// The cells every tabular verdict format shows, so the terminal and Markdown agree digit for digit.
struct VerdictCells {
    /// Column titles, in the order.
    static let titles = ["metric", "baseline", "value", "difference", "limit", "verdict"]

    let verdict: LimitVerdict

    /// `hitch_time_ratio_ms_per_s`, with the preset it came from.
    var metric: String {
        verdict.limit.preset.map { "\(verdict.limit.metric) (\($0.rawValue))" } ?? verdict.limit.metric
    }

    var baseline: String { verdict.baseline.map(Self.sample) ?? "—" }
    var value: String { verdict.value.map(Self.sample) ?? "—" }

    var difference: String {
        guard let value = verdict.value, let baseline = verdict.baseline else { return "—" }
        return NumberText.change(from: baseline.median, to: value.median)
    }

    var limit: String { verdict.limitText }

    /// `FAIL: over by 2 (median of 5 runs)`.
    var outcome: String {
        let word = verdict.status.rawValue.uppercased()
        return verdict.note.isEmpty ? word : "\(word): \(verdict.note)"
    }

    var row: [String] { [metric, baseline, value, difference, limit, outcome] }

    /// The median, with the range over runs when there were several: `4.2 [3.9–4.6]`.
    static func sample(_ sample: RunSample) -> String {
        let median = NumberText.trimmed(sample.median, decimals: 3)
        guard sample.count > 1, sample.min != sample.max else { return median }
        return "\(median) [\(NumberText.trimmed(sample.min, decimals: 3))–\(NumberText.trimmed(sample.max, decimals: 3))]"
    }

    /// The verdicts grouped by recording and strategy, in order.
    static func groups(_ result: GateResult) -> [(title: String, verdicts: [LimitVerdict])] {
        var groups: [(title: String, verdicts: [LimitVerdict])] = []
        for verdict in result.verdicts {
            let title = "\(verdict.recording) · \(verdict.strategy)"
            if groups.last?.title == title { groups[groups.count - 1].verdicts.append(verdict) } else { groups.append((title, [verdict])) }
        }
        return groups
    }
}
