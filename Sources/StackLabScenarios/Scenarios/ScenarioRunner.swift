import FrameProf
import StackLab
import StackLabPricing
@_spi(Nodes) import StackLabCore

/// Runs a scenario under one strategy on the vsync timeline and says what happened.
public struct ScenarioRunner {
    /// The scenario.
    public let scenario: Scenario
    /// The strategy.
    public let strategy: StackStrategy
    /// Display rate (the scenario's unless overridden).
    public var refresh: RefreshRate
    /// Double or triple buffering.
    public var buffering: Buffering = .double
    /// Measured or modeled durations.
    package var time: TimeSource = .timeline
    /// The device whose prices model durations on the virtual clock: this one, else the scenario's, else
    /// the default profile. The scenario's own `costs` replace its per-type prices.
    package var profile: DeviceProfile?
    /// Seed for seeded row distributions.
    public var seed: UInt64 = 0
    /// Told how far the run is (seconds of scenario time), at most once per frame.
    public var progress: ((Double) -> Void)?
    /// Whether to keep modeled time by kind of operation (`Result.ledger`).
    public var keepsLedger = false
    /// Called after each transaction with its frame and the graph (its counts and ledger so far).
    package var transactionCommitted: ((FrameRecord, ViewGraph) -> Void)?

    /// Prepares a run.
    public init(scenario: Scenario, strategy: StackStrategy) {
        Scenario.reportsAsStackLab()
        self.scenario = scenario
        self.strategy = strategy
        refresh = scenario.refresh
    }

    /// What a run did.
    public struct Result {
        /// The graph after the run (stats, live views).
        package let graph: ViewGraph
        /// Every frame, in order.
        public let frames: [FrameRecord]
        /// Blank fraction of each frame, in frame order.
        public let blankFractions: [Double]
        /// Every content height the client held, starting with the one before the first layout.
        public let contentHeights: [Double]
        /// Whether nothing asked for another transaction when the run stopped (a feedback loop that never
        /// settles, a lazy stack still correcting its size after the script ended, did).
        public let settled: Bool
        /// The scroll offset after each input: (seconds since the first frame, offset).
        public let offsets: [(time: Double, offset: Double)]
        /// Modeled time by kind of operation, when asked for on the virtual clock.
        package var ledger: PriceLedger?
    }

    /// Builds the scenario's view tree and runs its transactions; layout log lines go to `log`.
    package func run(log: LayoutLog = LayoutLog()) -> Result {
        BuiltInAssets.registered
        switch scenario.content {
        case .geometryReaderFeedback: return runFeedback(log: log)
        case .rows: return runScript(log: log)
        }
    }

    private func makeRows() -> [RowSpec] {
        scenario.rows.rows(0..<scenario.rows.count, seed: seed, spacing: scenario.spacing)
    }

    /// The profile a virtual-clock run is priced by.
    package var pricing: DeviceProfile {
        (profile ?? scenario.device ?? DeviceProfile.default).overriding(scenario.costOverrides)
    }

    private func makeRunner(_ graph: ViewGraph) -> TransactionRunner {
        if time == .virtual { graph.profile = pricing }
        if keepsLedger, time == .virtual { graph.work.ledger = PriceLedger() }
        let runner = TransactionRunner(graph: graph, rate: refresh, buffering: buffering, time: time, seed: seed)
        if let transactionCommitted { runner.onCommit = { [unowned graph] in transactionCommitted($0, graph) } }
        return runner
    }

    private func runFeedback(log: LayoutLog) -> Result {
        let scenario = self.scenario
        let strategy = self.strategy
        let rows = makeRows()
        let padding = scenario.padding
        var reporter: ((Double) -> Void)!
        let reading: FeedbackContainer.Reading = strategy.reportsHeight ? .callback : .geometryReader
        let graph = ViewGraph(screen: scenario.screen, log: log) {
            FeedbackContainer(viewport: scenario.screen.height, reading: reading, report: { reporter($0) }) { heightChanged in
                // A height callback reports the stack; the client adds the padding it put around it.
                let stack = strategy.stack(rows: rows, spacing: scenario.spacing, estimatedRowHeight: scenario.estimatedRowHeight,
                                           onHeightChange: { heightChanged($0 + Double(padding.top + padding.bottom)) }) { RowView(spec: $0) }
                return AnyView(stack.padding(padding))
            }
        }
        reporter = { [unowned graph] height in graph.observe(.contentHeight, height) }
        // A GeometryReader's state holds 0 before the first layout; a callback has told nothing yet.
        if reading == .geometryReader { graph.observe(.contentHeight, 0) }
        let runner = makeRunner(graph)
        let limitNs = UInt64(scenario.duration * 1e9)
        var settled = false
        let first = runner.nextStart()
        while true {
            guard graph.needsTransaction else {
                settled = true
                break
            }
            if runner.nextStart() - first >= limitNs { break }
            progress?(Double(runner.nextStart() - first) / 1e9)
            runner.runTransaction()
        }
        log.flush()
        return Result(graph: graph, frames: runner.frames, blankFractions: runner.blankFractions,
                      contentHeights: graph.observations.contentHeights, settled: settled, offsets: [], ledger: graph.work.ledger)
    }

    /// A pushed screen (`open: push`): the push runs inside the first transaction, and its transition
    /// follows; a screen already shown needs nothing.
    private func opens(_ driver: ScrollDriver, _ graph: ViewGraph) {
        guard scenario.opening == .push else { return }
        driver.firstInput = { [unowned graph] in graph.work.performScreenPush() }
        driver.transitionSeconds = scenario.pushTransitionSeconds
    }

    /// A lab's own rows and cell, under the scenario's gesture.
    private func runLab(_ lab: PreparedLab, log: LayoutLog) -> Result {
        let setup = LabSetup(strategy: strategy, spacing: scenario.spacing, estimatedRowHeight: scenario.estimatedRowHeight,
                             padding: scenario.padding, pagination: scenario.pagination)
        let (root, nearEnd) = lab.build(setup)
        let graph = ViewGraph(screen: scenario.screen, log: log) { root }
        graph.reportsScrollContentHeight = true
        graph.observe(.contentHeight, 0)
        let runner = makeRunner(graph)
        let driver = ScrollDriver(runner: runner, script: scenario.gesture, seed: seed)
        opens(driver, graph)
        let progress = self.progress
        driver.clockAdvanced = { progress?($0) }
        driver.nearEnd = nearEnd
        driver.run(limit: scenario.duration)
        log.flush()
        return Result(graph: graph, frames: runner.frames, blankFractions: runner.blankFractions,
                      contentHeights: graph.observations.contentHeights, settled: !graph.needsTransaction, offsets: driver.offsets,
                      ledger: graph.work.ledger)
    }

    private func runScript(log: LayoutLog) -> Result {
        let scenario = self.scenario
        if scenario.lab != nil {
            guard let lab = scenario.preparedLab ?? (try? scenario.prepared())?.preparedLab else {
                preconditionFailure("the rows of lab scenario '\(scenario.name)' do not load; plan the recording (RecordingPlan) or call Scenario.prepared() first, which says why")
            }
            return runLab(lab, log: log)
        }
        let rows = makeRows()
        let usesTick = scenario.tickHz > 0 && rows.contains { $0.cell.readsTick }
        let usesOffset = rows.contains { $0.cell == .parallaxRootState }
        let model = ScenarioModel(rows: rows)
        let graph: ViewGraph
        if usesTick || usesOffset || scenario.pagination != nil || rows.contains(where: { $0.cell != .text }) {
            let strategy = self.strategy
            graph = ViewGraph(screen: scenario.screen, log: log) { ScenarioRoot(model: model, strategy: strategy, scenario: scenario) }
        } else {
            let stack = strategy.stack(rows: rows, spacing: scenario.spacing, estimatedRowHeight: scenario.estimatedRowHeight) { RowView(spec: $0) }
            let content = AnyView(stack.padding(scenario.padding))
            graph = ViewGraph(screen: scenario.screen, log: log) { ScrollView { content } }
        }
        graph.reportsScrollContentHeight = true
        graph.observe(.contentHeight, 0)
        let runner = makeRunner(graph)
        let driver = ScrollDriver(runner: runner, script: scenario.gesture, seed: seed)
        opens(driver, graph)
        if usesOffset {
            driver.offsetChanged = { [unowned graph] offset in
                model.offset = offset
                graph.setNeedsUpdate(because: "state ScenarioModel.offset", trigger: "scroll offset")
            }
        }
        let period = usesTick ? 1 / scenario.tickHz : 0
        let progress = self.progress
        driver.clockAdvanced = { [unowned graph] t in
            progress?(t)
            guard usesTick else { return }
            let tick = Int(t / period)
            guard tick != model.tick else { return }
            model.tick = tick
            graph.setNeedsUpdate(because: "tick: state ScenarioModel.tick", trigger: "tick")
        }
        if let pagination = scenario.pagination {
            let recipe = scenario.rows
            let seed = self.seed
            let spacing = scenario.spacing
            driver.nearEnd = { [unowned graph] in
                let count = model.rows.count
                guard count < pagination.maxRows else { return false }
                let end = min(pagination.maxRows, count + pagination.pageSize)
                model.rows += recipe.rows(count..<end, seed: seed, spacing: spacing)
                graph.setNeedsUpdate(because: "state ScenarioModel.rows (page appended)", trigger: "page appended")
                return true
            }
        }
        driver.run(limit: scenario.duration)
        log.flush()
        return Result(graph: graph, frames: runner.frames, blankFractions: runner.blankFractions,
                      contentHeights: graph.observations.contentHeights, settled: !graph.needsTransaction, offsets: driver.offsets,
                      ledger: graph.work.ledger)
    }
}
