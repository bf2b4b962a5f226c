@_spi(Simulation) import FrameProf
import StackLab
import StackLabScenarios
import StackLabPricing
@_spi(Nodes) import StackLabCore

/// The iPhone 15 Pro's fast-scroll transactions, replayed on the kind of screen they were measured on: a
/// grid of file cells (`FileGridScreen`) with the body checklist's anti-patterns ("before the fixes")
/// and with their fixes ("after"), flung fast with their dates ticking, and the transaction that updated
/// the most views read from each — its duration, views updated and the time their bodies took (view
/// updates: bodies and the work they do) — beside the average commit, and the longest transaction that
/// updated one view. The first frame, which builds the screen, is no scroll transaction and is left out.
extension CalibrationBenchmark {
    /// One transaction's work.
    struct Transaction {
        var durationMs: Double
        var views: Int
        var viewUpdateUs: Double
        /// The view updates with the output they made and diffed (`node`, `reconcile`, `state`).
        var withOutputUs: Double
        var commitUs: Double
    }

    /// The published fast-scroll figures (iPhone 15 Pro, 120 Hz), as `Row`s.
    func fastScroll() -> [Row] {
        let profile = DeviceProfile.builtIn(named: "iphone-15-pro")!
        let before = Self.transactions(fixed: false, profile: profile)
        let after = Self.transactions(fixed: true, profile: profile)
        func busiest(_ run: [Transaction]) -> Transaction { run.max { $0.views < $1.views }! }
        let (old, new) = (busiest(before), busiest(after))
        let single = (before + after).filter { $0.views == 1 }.max { $0.viewUpdateUs < $1.viewUpdateUs }
        let averageCommit = after.map(\.commitUs).reduce(0, +) / Double(after.count) / 1000
        let experiment = "fast scroll (file grid)"
        func row(_ figure: String, _ published: Double, _ modeled: Double, _ unit: String, _ setBy: String, _ leftOut: LeftOut = .prediction) -> Row {
            Row(experiment: experiment, device: profile.name, figure: figure, published: published, modeled: modeled, range: nil,
                unit: unit, setBy: setBy, leftOut: leftOut)
        }
        var rows = [
            row("before fixes: busiest transaction", 21, old.durationMs, "ms", "predicted"),
            row("before fixes: views it updated", 200, Double(old.views), "views", "predicted"),
            row("before fixes: their view updates", 1720, old.viewUpdateUs, "µs", "predicted"),
            row("before fixes: per view updated", 12, old.viewUpdateUs / Double(max(1, old.views)), "µs", "predicted"),
            row("before fixes: per view updated, with its output", 12, old.withOutputUs / Double(max(1, old.views)), "µs", "predicted (+ node, reconcile, state)"),
            row("after fixes: busiest transaction", 8.31, new.durationMs, "ms", "transaction (half of its 2.04 ms outside views and commit)",
                .unexplained(price: "transaction")),
            row("after fixes: views it updated", 200, Double(new.views), "views", "predicted"),
            row("after fixes: their view updates", 567, new.viewUpdateUs, "µs", "predicted"),
            row("after fixes: per view updated", 5, new.viewUpdateUs / Double(max(1, new.views)), "µs", "body (5 µs typical)",
                .unexplained(price: "body")),
            row("after fixes: per view updated, with its output", 5, new.withOutputUs / Double(max(1, new.views)), "µs", "predicted (+ node, reconcile, state)"),
            row("after fixes: average commit", 5.7, averageCommit, "ms", "commit_per_layer (5.7 ms over ~200 views)",
                .unexplained(price: "commit_per_layer")),
        ]
        if let single {
            rows.append(row("one view updated: its update", 188, single.viewUpdateUs, "µs", "predicted"))
            rows.append(row("one view updated: the transaction", 2.37, single.durationMs, "ms", "predicted"))
        }
        return rows
    }

    /// Every transaction after the first of a grid of 600 files (`fixed` or not) on `profile`'s screen,
    /// flung at 8,000 pt/s down and back with their dates ticking at 20 Hz (seed 0).
    private static func transactions(fixed: Bool, profile: DeviceProfile) -> [Transaction] {
        VirtualClock.set(1_000_000_000)
        let model = FileGridModel(files: FileItem.catalogue(count: 600))
        let graph = ViewGraph(screen: Size(width: 393, height: 852)) { FileGridScreen(model: model, fixed: fixed) }
        graph.profile = profile
        graph.work.ledger = PriceLedger()
        let runner = TransactionRunner(graph: graph, rate: profile.refresh, buffering: profile.buffering, time: .virtual)
        var transactions: [Transaction] = []
        var last = (bodies: 0, viewUs: 0.0, outputUs: 0.0, commitUs: 0.0)
        let viewWork = ["body", "allocation", "string", "compute_per_1000"]
        let outputWork = ["node", "reconcile", "state"]
        runner.onCommit = { [unowned graph] frame in
            let ledger = graph.work.ledger ?? PriceLedger()
            let now = (bodies: graph.stats.totalBodyEvaluations,
                       viewUs: viewWork.reduce(0) { $0 + (ledger.microseconds[$1] ?? 0) },
                       outputUs: outputWork.reduce(0) { $0 + (ledger.microseconds[$1] ?? 0) },
                       commitUs: ledger.microseconds["commit_per_layer"] ?? 0)
            transactions.append(Transaction(durationMs: Double(frame.durationNs) / 1e6, views: now.bodies - last.bodies,
                                            viewUpdateUs: now.viewUs - last.viewUs,
                                            withOutputUs: now.viewUs - last.viewUs + now.outputUs - last.outputUs,
                                            commitUs: now.commitUs - last.commitUs))
            last = now
        }
        let driver = ScrollDriver(runner: runner, script: [.fling(velocity: 8000, deceleration: .normal), .fling(velocity: -8000, deceleration: .normal)])
        driver.clockAdvanced = { [unowned graph] t in
            let tick = Int(t * 20)
            guard tick != model.tick else { return }
            model.tick = tick
            graph.setNeedsUpdate(because: "tick: state FileGridModel.tick", trigger: "tick")
        }
        driver.run(limit: driver.totalDuration)
        return Array(transactions.dropFirst())
    }
}
