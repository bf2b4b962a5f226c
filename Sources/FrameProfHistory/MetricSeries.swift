import Foundation
import FrameProfBudgets

/// One metric of one scenario and strategy recorded the same way, over stored runs, oldest first, with
/// the change points found in it: what `history changes` lists and `history trend` draws. Runs recorded
/// differently (another device, clock, display) are other series, since their values do not compare; so
/// are virtual-clock runs of another seed, whose content differs while an exact series must repeat.
public struct MetricSeries: Sendable {
    /// One run's value.
    public struct Point: Sendable, Equatable {
        /// The run.
        public var run: Int64
        /// Where and when it was made.
        public var provenance: RunProvenance
        /// The metric's value.
        public var value: Double
        /// The gate's verdicts on this metric of the run (a metric may have several limits), when a gate stored it.
        public var verdicts: [StoredVerdict]
        /// The digest of the device profile's prices the run was priced with, when the history has it.
        public var devicePrices: String? = nil

        /// What the verdicts add up to, as the gate adds them: `fail` if any limit failed, else
        /// `improved`, else `pass`, else `skipped`; nil when no gate judged the run.
        public var status: String? {
            ["fail", "improved", "pass", "skipped"].first { status in verdicts.contains { $0.status == status } }
        }

        /// The absolute bound of a `max`/`min` limit on the metric, when one judged the run.
        public var bound: Double? { verdicts.lazy.compactMap(\.bound).first }
    }

    /// The metric (a summary.json key as budgets name it).
    public var metric: String
    /// How the runs were recorded.
    public var settings: RecordingKey
    /// The strategy.
    public var strategy: String
    /// The seed of a virtual-clock series (nil on the wall clock, where runs of any seed compare).
    public var seed: UInt64?
    /// The values, oldest first.
    public var points: [Point]
    /// Whether the series repeats exactly when nothing changed (virtual clock, counts), so every step is
    /// a change; otherwise changes are found by E-divisive means with a permutation test.
    public var isExact: Bool
    /// Where the series changed level; `index` is into `points`.
    public var changes: [ChangePoint]

    /// A run priced by a device profile whose prices differ from the run before it: the series' profile
    /// was re-calibrated (or edited) there, so a change of level at that run may be the profile's, not the code's.
    public struct ProfileStep: Sendable, Equatable {
        /// The first run priced the new way; an index into `points`.
        public var index: Int
        /// The profile's name, the same on both sides (a profile of another name is another series).
        public var device: String
        /// The digest of the prices before.
        public var before: String
        /// The digest after.
        public var after: String
    }

    /// Every run whose profile prices differ from the last run before it that had a digest (runs stored
    /// before the history kept digests neither start nor end a step).
    public var profileSteps: [ProfileStep] {
        var steps: [ProfileStep] = []
        var last: String?
        for (index, point) in points.enumerated() {
            guard let digest = point.devicePrices else { continue }
            if let last, last != digest { steps.append(ProfileStep(index: index, device: settings.device, before: last, after: digest)) }
            last = digest
        }
        return steps
    }

    /// The profile step at point `index`, if the prices changed there.
    public func profileStep(at index: Int) -> ProfileStep? {
        profileSteps.first { $0.index == index }
    }

    /// `indicator-scrub (virtual clock, …) · lazy-vstack`, with `· seed 3` for a seed other than the default.
    public var name: String { "\(settings) · \(strategy)" + (seed.map { $0 == 0 ? "" : " · seed \($0)" } ?? "") }

    /// The series of `metric` in `runs` (`all`: every metric the runs have), in the order their first
    /// runs appear, each with its change points. A series of fewer than two values has no change to find.
    public static func group(_ runs: [StoredRun], metric: String, options: ChangePoints.Options = ChangePoints.Options()) -> [MetricSeries] {
        var byKey: [String: [StoredRun]] = [:]
        var order: [String] = []
        for run in runs {
            let seed = run.settings.clock == "virtual" ? run.seed.map(String.init) ?? "-" : ""
            let key = "\(run.settings) · \(run.strategy) · \(seed)"
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(run)
        }
        var out: [MetricSeries] = []
        for key in order {
            let group = byKey[key]!
            let metrics = metric == "all"
                ? Array(Set(group.flatMap(\.metrics.keys))).sorted { MetricCatalog.rank($0) < MetricCatalog.rank($1) } : [metric]
            for name in metrics {
                let points = group.compactMap { run in
                    run.metrics[name].map { Point(run: run.id, provenance: run.provenance, value: $0, verdicts: run.verdicts.filter { $0.metric == name },
                                                  devicePrices: run.devicePrices) }
                }
                guard !points.isEmpty else { continue }
                let exact = ChangeEvidence.isExact(metric: name, clock: group[0].settings.clock)
                let values = points.map(\.value)
                let changes = points.count < 2 ? [] : exact ? ChangePoints.exact(values) : ChangePoints.measured(values, options: options)
                out.append(MetricSeries(metric: name, settings: group[0].settings, strategy: group[0].strategy,
                                        seed: group[0].settings.clock == "virtual" ? group[0].seed : nil, points: points,
                                        isExact: exact, changes: changes))
            }
        }
        return out
    }
}
