import FrameProfTrace

/// Why bodies ran and layout passes happened, from a trace's causes (StackLab records them for every
/// evaluation; an app names its own with `FrameProf.cause`). Nil in an analysis whose trace has none.
public struct CauseAnalysis: Sendable, Equatable {
    /// One cause and how many evaluations or passes it explains.
    public struct Count: Sendable, Equatable {
        /// The cause as recorded (`inputs from ScenarioRoot: offset`).
        public var cause: String
        /// Evaluations (or passes, or transactions) it caused.
        public var count: Int

        /// Creates a count.
        public init(cause: String, count: Int) {
            self.cause = cause
            self.count = count
        }
    }

    /// One view type's body evaluations by cause, most frequent first.
    public struct ViewCauses: Sendable, Equatable {
        /// `Module.View`.
        public var view: String
        /// Its evaluations by cause.
        public var causes: [Count]
        /// Of them, evaluations whose output equalled the previous one.
        public var wasted: Int
        /// Evaluations in all.
        public var total: Int { causes.reduce(0) { $0 + $1.count } }

        /// Creates an entry.
        public init(view: String, causes: [Count], wasted: Int) {
            self.view = view
            self.causes = causes
            self.wasted = wasted
        }
    }

    /// Per view type, most evaluations first.
    public var views: [ViewCauses]
    /// Layout passes by cause.
    public var layoutPasses: [Count]
    /// Transactions by trigger.
    public var triggers: [Count]
    /// For the longest transactions, by frame index: the chain from the trigger to the heaviest work.
    public var chains: [Int: CauseChain]
    /// Whether the source can tell wasted evaluations (a trace can; an Instruments export cannot).
    public var knowsWasted: Bool

    /// Creates an analysis.
    public init(views: [ViewCauses], layoutPasses: [Count], triggers: [Count], chains: [Int: CauseChain], knowsWasted: Bool = true) {
        self.views = views
        self.layoutPasses = layoutPasses
        self.triggers = triggers
        self.chains = chains
        self.knowsWasted = knowsWasted
    }

    /// Evaluations whose output equalled the previous one, in all views.
    public var wastedEvaluations: Int { views.reduce(0) { $0 + $1.wasted } }

    /// The cause recorded for an evaluation that had none (an app that names only some causes).
    public static let unrecorded = "(no cause recorded)"
    /// The outcome that marks a wasted evaluation.
    public static let unchangedOutput = "unchanged output"
}

/// Why a frame's transaction did its heaviest work: the trigger, then each body group from the
/// outermost owner down to the group with the most body time, as Instruments' cause-and-effect graph
/// reads (`scroll offset → state ScenarioModel.offset (ScenarioRoot) → inputs from ScenarioRoot: offset
/// (ParallaxRootStateRow ×12)`).
public struct CauseChain: Sendable, Equatable {
    /// One view type's evaluations in the transaction for one cause.
    public struct Step: Sendable, Equatable {
        /// `Module.View`.
        public var view: String
        /// Why they ran.
        public var cause: String
        /// How many evaluations.
        public var evaluations: Int
        /// Their body time, ns.
        public var totalNs: UInt64
    }

    /// What started the transaction (`scroll offset`, `tick`), or the unrecorded placeholder.
    public var trigger: String
    /// Outermost first; the last step is the heaviest work.
    public var steps: [Step]
    /// The transaction's duration, ns.
    public var transactionNs: UInt64
    /// All body time in the transaction, ns: the rest of it was layout, commit and the stack's own work.
    public var bodyNs: UInt64
}

extension CauseAnalysis {
    /// `body_causes_by_view` (view → cause → evaluations), then, from a trace (which can tell waste),
    /// `wasted_body_evaluations` and its per-view split, `transaction_triggers` and `layout_pass_causes`.
    public var summaryKeys: [SummaryExtraKey] {
        func object(_ counts: [Count]) -> JSONValue { .object(counts.map { ($0.cause, .int(Int64($0.count))) }) }
        let byView = SummaryExtraKey("body_causes_by_view", .object(views.map { ($0.view, object($0.causes)) }))
        // An export names root causes only; the rest would be guesses.
        guard knowsWasted else { return [byView] }
        return [
            byView,
            SummaryExtraKey("wasted_body_evaluations", .int(Int64(wastedEvaluations))),
            SummaryExtraKey("wasted_body_evaluations_by_view", .object(views.filter { $0.wasted > 0 }.map { ($0.view, .int(Int64($0.wasted))) })),
            SummaryExtraKey("transaction_triggers", object(triggers)),
            SummaryExtraKey("layout_pass_causes", object(layoutPasses)),
        ]
    }
}

extension CauseAnalysis {
    /// Every (view, cause) pair with its evaluations, most first (ties by view, then cause): the rows
    /// of the cause tables.
    public var rows: [(view: String, cause: String, count: Int)] {
        views.flatMap { v in v.causes.map { (v.view, $0.cause, $0.count) } }
            .sorted { ($0.count, $1.view, $1.cause) > ($1.count, $0.view, $0.cause) }
    }
}

extension StrategyAnalysis {
    /// The hitch frames whose transactions kept a cause chain, most hitch time first (at most `limit`).
    public func hitchCauseChains(limit: Int = 10) -> [(frame: FrameRow, chain: CauseChain)] {
        guard let chains = causes?.chains else { return [] }
        return frames.filter(\.frame.isHitch)
            .compactMap { row in chains[row.index].map { (frame: row, chain: $0) } }
            .sorted { ($0.frame.frame.hitchTimeNs, $1.frame.index) > ($1.frame.frame.hitchTimeNs, $0.frame.index) }
            .prefix(limit).map { $0 }
    }
}
