import FrameProf

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
    public var time: TimeSource = .timeline
    /// Seconds of workload (the scenario's unless overridden).
    public var duration: Double

    /// Prepares a run.
    public init(scenario: Scenario, strategy: StackStrategy) {
        self.scenario = scenario
        self.strategy = strategy
        refresh = scenario.refresh
        duration = scenario.duration
    }

    /// What a run did.
    public struct Result {
        /// The graph after the run (stats, live views).
        public let graph: ViewGraph
        /// Every frame, in order.
        public let frames: [FrameRecord]
        /// Every content height the client held, starting with the one before the first layout.
        public let contentHeights: [Double]
        /// Whether the run stopped because nothing asked for another transaction.
        public let settled: Bool
    }

    /// Builds the scenario's view tree and runs its transactions; layout log lines go to `log`.
    public func run(log: LayoutLog = LayoutLog()) -> Result {
        let scenario = self.scenario
        let stack = strategy.stack(rows: scenario.rows, spacing: scenario.spacing) { RowView(spec: $0) }
        let content = AnyView(stack.padding(scenario.padding))
        let graph: ViewGraph
        switch scenario.workload {
        case .feedback:
            var reporter: ((Double) -> Void)!
            graph = ViewGraph(screen: scenario.screen, log: log) {
                FeedbackContainer(content: content, viewport: scenario.screen.height, report: { reporter($0) })
            }
            reporter = { [unowned graph] height in graph.observe(.contentHeight, height) }
        case .drag:
            graph = ViewGraph(screen: scenario.screen, log: log) { ScrollView { content } }
            graph.reportsScrollContentHeight = true
        }
        graph.observe(.contentHeight, 0)
        let runner = TransactionRunner(graph: graph, rate: refresh, buffering: buffering, time: time)
        let limitNs = UInt64(duration * 1e9)
        var settled = false
        switch scenario.workload {
        case .feedback:
            let first = runner.nextStart()
            while true {
                guard graph.needsTransaction else {
                    settled = true
                    break
                }
                if runner.nextStart() - first >= limitNs { break }
                runner.runTransaction()
            }
        case let .drag(speed):
            runner.runTransaction()
            let origin = runner.frames[0].startNs
            var vsync = runner.clock.grid!.index(atOrBefore: origin) + 1
            while true {
                let arrival = runner.clock.grid!.time(vsync)
                if arrival - origin >= limitNs { break }
                let start = runner.nextStart(notBefore: arrival)
                runner.runTransaction(at: start) {
                    guard let scroll = graph.scrollViewNodes.first else { return }
                    let target = speed * Double(start - origin) / 1e9
                    scroll.scroll(to: min(target, scroll.maxOffset))
                }
                vsync = max(vsync + 1, runner.clock.grid!.index(atOrAfter: runner.nextStart()))
            }
        }
        log.flush()
        return Result(graph: graph, frames: runner.frames, contentHeights: graph.contentHeightReports, settled: settled)
    }
}
