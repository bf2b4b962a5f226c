import FrameProfAnalysis
import Testing
@testable import FrameProfBudgets

@Suite struct GateEvaluatorTests {
    private func budgets(_ limits: String, strategy: String = "optimized-vstack", record: String = "") throws -> BudgetFile {
        try BudgetFile.parse("version: 1\nbudgets:\n  - scenario: indicator-scrub\n    strategy: \(strategy)\n\(record)    limits:\n\(limits)", file: "budgets.yml")
    }

    private func baseline(_ summary: SummaryMetrics) -> Baseline {
        Baseline(path: "baseline.json", entries: [summary])
    }

    @Test func threePercentNoiseDoesNotFailATenPercentLimitButAThirtyPercentRegressionDoes() throws {
        let file = try budgets("      frame_duration_ms.p95: {max_increase_percent: 10}\n")
        let base = try SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy(runs: SummaryFixtures.noisy(4, noise: 0.03, count: 7, seed: 1)))])
        let evaluator = GateEvaluator(budgets: file, baseline: baseline(base))
        for seed in 2...21 as ClosedRange<UInt64> {
            let noisy = try SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy(runs: SummaryFixtures.noisy(4, noise: 0.03, count: 7, seed: seed)))])
            let result = try evaluator.evaluate([noisy])
            #expect(result.outcome == .withinBudget, "seed \(seed): \(result.verdicts[0].note)")
        }
        let slower = try SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy(runs: SummaryFixtures.noisy(5.2, noise: 0.03, count: 7, seed: 3)))])
        let result = try evaluator.evaluate([slower])
        #expect(result.outcome == .overBudget)
        #expect(result.verdicts[0].status == .fail)
        #expect(result.verdicts[0].note == "regressed +29.8 % (p < 0.001, 7 vs 7 runs)")
    }

    @Test func aChangeBeyondTheLimitThatTheRankTestCannotTellFromNoiseStillPasses() throws {
        let file = try budgets("      frame_duration_ms.p95: {max_increase_percent: 10}\n")
        // Medians 4 → 4.6 (+15 %), but the runs overlap wildly: one slow outlier run is not a regression.
        let base = try SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy(runs: [3, 4, 9, 3.5, 8]))])
        let current = try SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy(runs: [4.6, 3.2, 8.5, 4.8, 3.1]))])
        let verdict = try GateEvaluator(budgets: file, baseline: baseline(base)).evaluate([current]).verdicts[0]
        #expect(verdict.status == .pass)
        #expect(verdict.note.contains("within noise"))
    }

    @Test func countLimitsFailOnASingleExtraEvaluation() throws {
        let file = try budgets("      body_evaluations: {max: 100, max_increase: 0}\n      body_evaluations_by_view.StackLab.RowView: {max_increase_percent: 0}\n")
        let base = try SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy(bodies: 100))])
        let evaluator = GateEvaluator(budgets: file, baseline: baseline(base))
        #expect(try evaluator.evaluate([base]).outcome == .withinBudget)
        let oneMore = try evaluator.evaluate([SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy(bodies: 101))])])
        #expect(oneMore.outcome == .overBudget)
        #expect(oneMore.verdicts.map(\.status) == [.fail, .fail, .fail])
        #expect(oneMore.verdicts[0].note == "over by 1")
        #expect(oneMore.verdicts[1].note == "regressed +1")
    }

    @Test func aBudgetLimitsTheDrawsBandAndSaysHowToGetOneWhenTheSummaryHasNone() throws {
        let file = try budgets("      draws.p95.hitch_time_ratio_ms_per_s: {max: 25}\n", record: "    record: {draws: 8}\n")
        #expect(file.budgets[0].record.draws == 8)
        let nominal = SummaryFixtures.strategy(ratio: 10)
        // Eight draws of one price: the strategy's hitch time 10, 12, … 24 ms/s, then one draw at 40.
        let draws = PriceDraws(seed: 0, parameters: [PriceDraws.Parameter(name: "node", low: 0.5, high: 2, calibration: "")],
                               nominal: [("optimized-vstack", nominal)],
                               draws: [10, 12, 14, 16, 18, 20, 22, 40].enumerated().map { index, ratio in
                                   PriceDraws.Draw(factors: [0.5 + Double(index) * 0.2], summaries: ["optimized-vstack": SummaryFixtures.strategy(ratio: ratio)])
                               })
        let over = try GateEvaluator(budgets: file, baseline: nil).evaluate([SummaryFixtures.metrics([("optimized-vstack", nominal)], draws: draws)])
        #expect(over.outcome == .overBudget)
        #expect(over.verdicts.map(\.note) == ["over by 15"])
        let without = try GateEvaluator(budgets: file, baseline: nil).evaluate([SummaryFixtures.metrics([("optimized-vstack", nominal)])])
        #expect(without.verdicts.first?.note.contains("add `draws: 32` to the budget's `record:`") == true)
        #expect(MetricCatalog.isValid("draws.median.peak_memory_bytes") && !MetricCatalog.isValid("draws.p99.hitches"))
        #expect(!MetricCatalog.isValid("draws.p95.frames"))
    }

    @Test func anAppsCounterIsLimitedByNameAndStatistic() throws {
        let file = try budgets("      counters.image_cache_bytes.max: {max: 50000000}\n")
        var summary = SummaryFixtures.strategy()
        var cache = CounterSeries(name: "image_cache_bytes")
        for bytes in [20e6, 64e6, 30e6] { cache.add(bytes) }
        summary.extra.append([cache].summaryKey)
        let result = try GateEvaluator(budgets: file, baseline: nil).evaluate([SummaryFixtures.metrics([("optimized-vstack", summary)])])
        #expect(result.outcome == .overBudget)
        #expect(result.verdicts.map(\.note) == ["over by 14000000"])
        #expect(MetricCatalog.isValid("counters.feed.loaded_rows.last"))
        #expect(!MetricCatalog.isValid("counters.image_cache_bytes.median") && !MetricCatalog.isValid("counters..max"))
    }

    @Test func theHitchFramesModeledTimeIsLimitedByOperationAndType() throws {
        let file = try budgets("      hitch_time_by_operation_ms.self_sizing: {max: 200}\n      hitch_time_by_operation_ms.cell_dequeue: {max: 0}\n      hitch_time_by_type_ms.App.PostRow: {max: 50}\n")
        var summary = SummaryFixtures.strategy()
        summary.extra.append(SummaryExtraKey("hitch_time_by_operation_ms", .object([("self_sizing", .number(240.5)), ("render", .number(90))])))
        summary.extra.append(SummaryExtraKey("hitch_time_by_type_ms", .object([("App.PostRow", .number(12))])))
        let result = try GateEvaluator(budgets: file, baseline: nil).evaluate([SummaryFixtures.metrics([("optimized-vstack", summary)])])
        // An operation the recording never charged in a hitch frame took no time there: 0, within its limit.
        #expect(result.verdicts.map(\.status) == [.fail, .pass, .pass])
        #expect(result.verdicts[0].note == "over by 40.5")
        // A wall-clock summary has no modeled time at all: the limit cannot be judged, and says why.
        let wall = try GateEvaluator(budgets: file, baseline: nil).evaluate([SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy())])])
        #expect(wall.verdicts.allSatisfy { $0.status == .skipped })
        #expect(!MetricCatalog.isValid("hitch_time_by_operation_ms.") && MetricCatalog.isValid("hitch_time_by_type_ms.(frame)"))
    }

    @Test func aPartOfThePeakMemoryIsLimitedByName() throws {
        let file = try budgets("      peak_memory_by_part_bytes.cells: {max: 10000000}\n      peak_memory_by_part_bytes.images: {max: 0}\n")
        var summary = SummaryFixtures.strategy()
        summary.extra.append(SummaryExtraKey("peak_memory_by_part_bytes", .object([("base", .int(18_943_000)), ("views", .int(1_990_560)),
                                                                                   ("cells", .int(12_266_609)), ("images", .int(0))])))
        let result = try GateEvaluator(budgets: file, baseline: nil).evaluate([SummaryFixtures.metrics([("optimized-vstack", summary)])])
        #expect(result.verdicts.map(\.status) == [.fail, .pass])
        #expect(result.verdicts[0].note == "over by 2266609")
        #expect(MetricCatalog.isValid("peak_memory_by_part_bytes.backing_stores"))
    }

    @Test func improvementsBeyondTheToleranceOnlyExitFour() throws {
        let file = try budgets("      body_evaluations: {max_increase_percent: 5}\n      blank_frames: {max: 0}\n")
        let base = try SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy(bodies: 100))])
        let evaluator = GateEvaluator(budgets: file, baseline: baseline(base))
        let slightly = try evaluator.evaluate([SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy(bodies: 96))])])
        #expect(slightly.outcome == .withinBudget)
        let much = try evaluator.evaluate([SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy(bodies: 80))])])
        #expect(much.outcome == .improved)
        #expect(much.verdicts[0].status == .improved && much.verdicts[0].note == "-20 %")
        #expect(much.headline.contains("update the baseline"))
    }

    @Test func frameIntervalBoundsFollowTheRefreshRate() throws {
        let file = try budgets("      frame_duration_ms.p95: {max: 1P}\n")
        let evaluator = GateEvaluator(budgets: file, baseline: nil)
        let at120 = try evaluator.evaluate([SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy(frameP95: 10))])])
        #expect(at120.outcome == .overBudget && at120.verdicts[0].limitText == "≤ 1P (8.333)")
        let at60 = try evaluator.evaluate([SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy(frameP95: 10))], refresh: 60)])
        #expect(at60.outcome == .withinBudget && at60.verdicts[0].limitText == "≤ 1P (16.667)")
    }

    @Test func timeMetricsAreJudgedOnTheMedianRun() throws {
        let file = try budgets("      frame_duration_ms.p95: {max: 5}\n")
        // One 30 ms run of five does not fail a 5 ms limit; the entry's own value (4) is not what decides.
        let summary = try SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy(frameP95: 4, runs: [4, 4.2, 30, 3.9, 4.1]))])
        let verdict = try GateEvaluator(budgets: file, baseline: nil).evaluate([summary]).verdicts[0]
        #expect(verdict.status == .pass && verdict.value?.median == 4.1 && verdict.note == "within (median of 5 runs)")
    }

    @Test func whatARecordingCannotTellIsSkippedNotGuessed() throws {
        let file = try budgets("      samples: {max: 10}\n      body_evaluations: {max_increase: 0}\n", strategy: "all")
        let summary = try SummaryFixtures.metrics([("lazy-vstack", SummaryFixtures.strategy())])
        let result = try GateEvaluator(budgets: file, baseline: Baseline(path: "b.json", entries: [])).evaluate([summary])
        #expect(result.verdicts.map(\.status) == [.skipped, .skipped])
        #expect(result.verdicts[0].note == "not in the summary")
        #expect(result.verdicts[1].note.hasPrefix("no baseline entry for indicator-scrub (wall clock, 120 Hz"))
        #expect(result.outcome == .withinBudget && result.headline == "within budget: 0 of 2 limits passed, 2 skipped")
    }

    @Test func budgetsApplyOnlyToRecordingsMadeTheWayTheySay() throws {
        let file = try budgets("      blank_frames: {max: 0}\n", record: "    record: {clock: virtual}\n")
        let wall = try SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy())], path: "wall/summary.json")
        #expect {
            try GateEvaluator(budgets: file, baseline: nil).evaluate([wall])
        } throws: { "\($0)" == "no budget in budgets.yml applies to wall/summary.json, recorded as indicator-scrub (wall clock, 120 Hz, double buffering, CPU ×1); the budgets cover indicator-scrub (line 3)" }
        let virtual = try SummaryFixtures.metrics([("optimized-vstack", SummaryFixtures.strategy())], clock: "virtual")
        #expect(try GateEvaluator(budgets: file, baseline: nil).evaluate([virtual]).verdicts.count == 1)
    }

    @Test func aNamedStrategyMissingFromTheSummaryIsAnError() throws {
        let file = try budgets("      blank_frames: {max: 0}\n", strategy: "list")
        let summary = try SummaryFixtures.metrics([("lazy-vstack", SummaryFixtures.strategy())])
        #expect {
            try GateEvaluator(budgets: file, baseline: nil).evaluate([summary])
        } throws: { "\($0)" == "budgets.yml:3: the budget names strategy 'list', which summary.json does not have (it has lazy-vstack)" }
    }
}
