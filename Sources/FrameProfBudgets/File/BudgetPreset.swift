/// Ready-made limit sets, for a budget that gives `preset:` or no limits at all (which means `default`).
/// They hold only absolute limits, so they never need a baseline; the thresholds follow the hitch-time
/// bands (good below 5 ms/s, critical from 10 ms/s) and the frame interval P.
public enum BudgetPreset: String, Sendable, CaseIterable {
    /// Nothing the user can see: no hitches worth a band, no blank or cut-off rows, no frozen frame, a
    /// content height that settles at once, P95 frame within one interval.
    case strict
    /// Smooth and correct: good band, no blank, cut-off or invalid layout, no frozen frame.
    case `default`
    /// Not critical and never wrong: below the critical band, no invalid layout pass, no frozen frame.
    case relaxed

    /// The preset's limits.
    public var limits: [Limit] {
        let rules: [(String, LimitRule)]
        switch self {
        case .strict:
            rules = [("hitch_time_ratio_ms_per_s", .max(.value(1))), ("frame_duration_ms.p95", .max(.frameIntervals(1))),
                     ("jank_frames", .max(.value(0))), ("frozen_frames", .max(.value(0))), ("blank_frames", .max(.value(0))),
                     ("truncation_events", .max(.value(0))), ("invalid_layout_passes", .max(.value(0))),
                     ("content_height_reports.count", .max(.value(2)))]
        case .default:
            rules = [("hitch_time_ratio_ms_per_s", .max(.value(5))), ("frozen_frames", .max(.value(0))),
                     ("blank_frames", .max(.value(0))), ("truncation_events", .max(.value(0))),
                     ("invalid_layout_passes", .max(.value(0)))]
        case .relaxed:
            rules = [("hitch_time_ratio_ms_per_s", .max(.value(10))), ("frozen_frames", .max(.value(0))),
                     ("invalid_layout_passes", .max(.value(0)))]
        }
        return rules.map { Limit(metric: $0.0, rule: $0.1, preset: self) }
    }
}
