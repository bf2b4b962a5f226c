import FrameProfAnalysis
import FrameProfBudgets

/// Everything `compare` says about two recordings, computed once: renderers only format it.
public struct RecordingComparison: Sendable {
    /// The recording compared from.
    public let a: ComparedRecording
    /// The recording compared to.
    public let b: ComparedRecording
    /// The strategies both recordings have, in A's order.
    public let strategies: [StrategyDiff]
    /// Strategies only A or only B has.
    public let onlyA: [String], onlyB: [String]
    /// Settings that differ between the two (scenario, clock, device…), as `key: A → B`; a comparison
    /// across settings is allowed but says so.
    public let settingChanges: [String]
    /// The rank test's one-sided significance level (the gate's).
    public let significance: Double

    /// Compares `a` to `b` at `significance`.
    public init(a: ComparedRecording, b: ComparedRecording, significance: Double = 0.05) {
        self.a = a
        self.b = b
        self.significance = significance
        let settingsA = a.summary.settings, settingsB = b.summary.settings
        var changes: [String] = []
        func note(_ key: String, _ x: String, _ y: String) { if x != y { changes.append("\(key): \(x) → \(y)") } }
        note("scenario", settingsA.scenario, settingsB.scenario)
        note("clock", settingsA.clock, settingsB.clock)
        note("device", settingsA.device, settingsB.device)
        // The same profile name with other prices: a re-calibrated profile moves every modeled time.
        if settingsA.device == settingsB.device, let pricesA = a.summary.devicePrices, let pricesB = b.summary.devicePrices {
            note("\(settingsA.device)'s prices", pricesA, pricesB)
        }
        note("refresh", NumberText.trimmed(settingsA.refreshHz, decimals: 3), NumberText.trimmed(settingsB.refreshHz, decimals: 3))
        note("buffering", settingsA.buffering, settingsB.buffering)
        note("cpu slowdown", NumberText.trimmed(settingsA.cpuSlowdown, decimals: 3), NumberText.trimmed(settingsB.cpuSlowdown, decimals: 3))
        // Counts grow with the recording's length: a 30 s and a 10 s recording differ in every count.
        if let durationA = Self.durationS(a), let durationB = Self.durationS(b), abs(durationA - durationB) > 0.01 * max(durationA, durationB) {
            note("duration", NumberText.trimmed(durationA, decimals: 1) + " s", NumberText.trimmed(durationB, decimals: 1) + " s")
        }
        settingChanges = changes
        // Both clocks must be virtual for exactness; one wall side makes every time metric noisy.
        let clock = settingsA.clock == "virtual" && settingsB.clock == "virtual" ? "virtual" : "wall"
        let namesB = Set(b.summary.strategies.map(\.name))
        strategies = a.summary.strategies.compactMap { strategyA in
            guard let strategyB = b.summary.strategy(strategyA.name) else { return nil }
            return StrategyDiff(a: strategyA, b: strategyB, analysisA: a.analyses[strategyA.name],
                                analysisB: b.analyses[strategyA.name], clock: clock, significance: significance)
        }
        onlyA = a.summary.strategies.map(\.name).filter { !namesB.contains($0) }
        let namesA = Set(a.summary.strategies.map(\.name))
        onlyB = b.summary.strategies.map(\.name).filter { !namesA.contains($0) }
    }
}

extension RecordingComparison {
    /// The recording's length, s: its first strategy's `duration_ms`.
    static func durationS(_ recording: ComparedRecording) -> Double? {
        guard let first = recording.summary.strategies.first, case let .some(.some(ms)) = first.value("duration_ms") else { return nil }
        return ms / 1000
    }
}

/// One strategy in both recordings: its metrics, its per-view and per-layout time, its frames for the
/// overlaid timeline and, when both were sampled, its differential flame graph.
public struct StrategyDiff: Sendable {
    /// The strategy.
    public let name: String
    /// Every metric of either side, in contract order.
    public let metrics: [MetricChange]
    /// Body, measure and place time per type; nil without both traces.
    public let views: DurationDiff?, measures: DurationDiff?, places: DurationDiff?
    /// Each side's frames and gesture phases (empty without its trace).
    public let framesA: [FrameRow], framesB: [FrameRow]
    /// A's gesture phases, shaded behind both timelines.
    public let phases: [GesturePhase]
    /// The stacks of both sides; nil unless both were sampled.
    public let stacks: StackDiff?
    /// The differential flame graph; nil unless both were sampled and B has samples.
    public let flame: DifferentialFlameGraph?
    /// Why a part is missing, as sentences.
    public let notes: [String]

    init(a: StrategyMetrics, b: StrategyMetrics, analysisA: StrategyAnalysis?, analysisB: StrategyAnalysis?,
         clock: String, significance: Double) {
        name = a.name
        let keysA = a.metrics.map(\.key)
        let knownToA = Set(keysA)
        let added = b.metrics.map(\.key).filter { !knownToA.contains($0) }
        metrics = (keysA + added).map { MetricChange.judge(key: $0, a: a, b: b, clock: clock, significance: significance) }
        var notes: [String] = []
        if let analysisA, let analysisB {
            views = DurationDiff(a: analysisA.views, b: analysisB.views)
            measures = DurationDiff(a: analysisA.measures, b: analysisB.measures)
            places = DurationDiff(a: analysisA.places, b: analysisB.places)
        } else {
            views = nil; measures = nil; places = nil
            notes.append("The per-view and layout tables need both recordings' \(a.name)/trace.fpt; \(analysisA == nil ? "A" : "B") has none (an imported device recording compares by its summary alone).")
        }
        framesA = analysisA?.frames ?? []
        framesB = analysisB?.frames ?? []
        phases = analysisA?.phases ?? analysisB?.phases ?? []
        if let profileA = analysisA?.profile, let profileB = analysisB?.profile {
            let diff = StackDiff(a: profileA.folded, b: profileB.folded)
            stacks = diff
            flame = DifferentialFlameGraph(diff)
        } else {
            stacks = nil
            flame = nil
            if analysisA != nil, analysisB != nil {
                let unsampled = [analysisA?.profile == nil ? "A" : nil, analysisB?.profile == nil ? "B" : nil].compactMap { $0 }
                notes.append("No differential flame graph: \(unsampled.joined(separator: " and ")) \(unsampled.count == 1 ? "was" : "were") recorded without stack sampling (record --sample-hz 1000).")
            }
        }
        self.notes = notes
    }

    /// The metrics whose verdict is not `unchanged`.
    public var changedMetrics: [MetricChange] { metrics.filter { $0.verdict != .unchanged } }
}
