import FrameProfTrace
import Testing
@testable import FrameProfAnalysis

/// Two hand-built frames at 120 Hz (P = 8.333 ms): the first misses its commit deadline by two
/// intervals, the second is on time but leaves half the viewport blank.
@Suite struct TraceAnalyzerTests {
    let interval = 1e9 / 120

    private func frame(_ id: UInt64, start: Int64, commitNs: Double, commit: Int64, present: Int64, expected: Int64, dropped: UInt32 = 0) -> FrameRecord {
        FrameRecord(transactionID: id, threadID: 1, refreshMilliHz: 120_000, startNs: UInt64(Double(start) * interval),
                    commitNs: UInt64(commitNs), renderDurationNs: 0, startVsync: start, commitVsync: commit,
                    presentVsync: present, expectedPresentVsync: expected,
                    commitDeadlineNs: UInt64((Double(start + 1) * interval).rounded()), pipelineDepth: 2, droppedVsyncs: dropped)
    }

    @Test func framesCountersAndEventsBecomeTheContractMetrics() {
        var summarizer = TraceAnalyzer()
        summarizer.visit(frame: frame(1, start: 0, commitNs: 20e6, commit: 3, present: 4, expected: 2, dropped: 2))
        summarizer.visit(frame: frame(2, start: 3, commitNs: 26e6, commit: 4, present: 5, expected: 5))
        for counter in [
            TraceCounter(kind: .contentHeight, transactionID: 1, value: 0),
            TraceCounter(kind: .contentHeight, transactionID: 1, value: 100),
            TraceCounter(kind: .blankFraction, transactionID: 1, value: 0),
            TraceCounter(kind: .blankFraction, transactionID: 2, value: 0.5),
            TraceCounter(kind: .invalidLayoutPass, transactionID: 2, value: 1),
            TraceCounter(kind: .invalidLayoutPass, transactionID: 2, value: 2),
            TraceCounter(kind: .truncation, transactionID: 2, value: 40),
            TraceCounter(kind: .truncation, transactionID: 2, value: 12),
            TraceCounter(kind: .liveViews, transactionID: 2, value: 17),
        ] { summarizer.visit(counter: counter) }
        let events: [(EventPhase, EventKind, UInt32)] = [
            (.begin, .transaction, 1), (.begin, .body, 2), (.begin, .body, 3), (.end, .body, 0), (.end, .body, 0),
            (.begin, .measure, 4), (.end, .measure, 0), (.end, .transaction, 0), (.begin, .body, 2), (.end, .body, 0),
        ]
        for (index, (phase, kind, name)) in events.enumerated() {
            summarizer.visit(event: TraceEvent(phase: phase, kind: kind, nameID: name, threadID: 9, timestampNs: UInt64(index)))
        }
        let names = ["", "transaction", "Row", "Text", "VStackLayout"]
        let analysis = summarizer.analysis(name: "lazy-vstack", names: { TraceName(module: $0 == 1 ? "" : "App", name: names[Int($0)]) }, clockSource: .timeline)
        let s = analysis.summary
        #expect(s.frames == 2)
        #expect(s.hitches == 1 && s.commitHitches == 1 && s.renderHitches == 0)
        #expect(abs((s.hitchTimeMs ?? 0) - 2 * interval / 1e6) < 1e-9)
        // Measured from vsync 0 to the last presentation at vsync 5.
        #expect(abs((s.durationMs ?? 0) - 5 * interval / 1e6) < 1e-6)
        #expect(abs((s.hitchTimeRatio ?? 0) - 400) < 1e-3)
        #expect(s.hitchBand == .severe)
        #expect(s.droppedVsyncs == 2)
        #expect(s.jankFrames == 1)
        #expect(s.blankFrames == 1 && s.maxBlankFraction == 0.5)
        #expect(abs((s.blankTimeMs ?? 0) - interval / 1e6) < 1e-6)
        #expect(s.truncationEvents == 1, "two truncations in one frame are one truncation event")
        #expect(s.invalidLayoutPasses == 2)
        #expect(s.contentHeightReports == [0, 100] && s.finalContentHeight == 100)
        #expect(s.bodyEvaluations == 3 && s.measureCalls == 1)
        #expect(s.bodyEvaluationsByView == ["App.Row": 2, "App.Text": 1])
        #expect(s.maxViewsUpdatedPerTransaction == 2)
        #expect(s.peakLiveViews == 17)
        #expect(s.firstFrameMs == 20)
        // The same facts as findings and timeline rows.
        #expect(analysis.frames.map(\.viewsUpdated) == [2, 0])
        #expect(analysis.frames.map(\.blankFraction) == [0, 0.5])
        let kinds = analysis.findings.map(\.kind)
        #expect(kinds.filter { $0 == .blankFrame }.count == 1)
        #expect(kinds.filter { $0 == .truncation }.count == 2)
        #expect(kinds.filter { $0 == .invalidLayoutPass }.count == 2)
        #expect(analysis.findings.first { $0.kind == .blankFrame }?.frameIndex == 1)
        #expect(!kinds.contains(.sizeReportChurn), "the 0 is the height before the first layout, not churn")
        #expect(analysis.unmatchedEvents == 0)
    }

    @Test("first_frame_ms runs to the commit of the first frame that shows the content complete")
    func firstFrameRunsToTheFirstCompleteFrame() {
        var summarizer = TraceAnalyzer()
        // A first frame that leaves 40 % of the viewport blank, then a complete one committed at 26 ms.
        summarizer.visit(frame: frame(1, start: 0, commitNs: 5e6, commit: 0, present: 2, expected: 2))
        summarizer.visit(frame: frame(2, start: 2, commitNs: 26e6, commit: 3, present: 4, expected: 4))
        summarizer.visit(counter: TraceCounter(kind: .blankFraction, transactionID: 1, value: 0.4))
        summarizer.visit(counter: TraceCounter(kind: .blankFraction, transactionID: 2, value: 0))
        let s = summarizer.analysis(name: "lazy-vstack", names: { _ in TraceName(module: "", name: "") }, clockSource: .timeline).summary
        #expect(s.blankFrames == 1)
        #expect(s.firstFrameMs == 26)
    }

    /// Counter values come from a file: a damaged or hostile trace must not trap a conversion.
    @Test func counterValuesThatAreNoCountsCannotCrashTheSummary() {
        var summarizer = TraceAnalyzer()
        summarizer.visit(frame: frame(1, start: 0, commitNs: 1e6, commit: 1, present: 2, expected: 2))
        let kinds: [TraceCounter.Kind] = [.liveViews, .cachedSizes, .invalidLayoutPass, .truncation, .truncatedRows, .modeledMemory]
        for value in [Double.nan, .infinity, -.infinity, -5] {
            for kind in kinds { summarizer.visit(counter: TraceCounter(kind: kind, transactionID: 1, value: value)) }
        }
        summarizer.visit(counter: TraceCounter(kind: .liveViews, transactionID: 1, value: 12))
        summarizer.visit(counter: TraceCounter(kind: .modeledMemory, transactionID: 1, value: 4e6))
        var analysis = summarizer.analysis(name: "lazy-vstack", names: { _ in TraceName(module: "", name: "x") }, clockSource: .virtual)
        #expect(analysis.summary.peakLiveViews == 12, "values that are no count count as nothing")
        #expect(analysis.summary.peakMemoryBytes == 4e6)
        #expect(analysis.findings.filter { $0.kind == .invalidLayoutPass }.count == 4)
        // A count too large to be one is held at 10^15, and the summary still serializes.
        for kind in kinds { summarizer.visit(counter: TraceCounter(kind: kind, transactionID: 1, value: 1e300)) }
        analysis = summarizer.analysis(name: "lazy-vstack", names: { _ in TraceName(module: "", name: "x") }, clockSource: .virtual)
        #expect(analysis.summary.peakLiveViews == 1_000_000_000_000_000)
        let json = SummaryDocument(toolVersion: "test", analyses: [analysis]).json.serialized()
        #expect(json.contains("\"peak_memory_bytes\": 1000000000000000,"), "\(json)")
    }

    /// A lab writes each memory part when it changes: the peak's parts are the values they held at the
    /// transaction of the largest total, and the base is what the parts leave of that total.
    @Test func thePeakMemorysPartsAreThoseItsTransactionHeld() {
        var summarizer = TraceAnalyzer()
        summarizer.visit(frame: frame(1, start: 0, commitNs: 1e6, commit: 1, present: 2, expected: 2))
        summarizer.visit(frame: frame(2, start: 2, commitNs: 1e6, commit: 3, present: 4, expected: 4))
        summarizer.visit(frame: frame(3, start: 4, commitNs: 1e6, commit: 5, present: 6, expected: 6))
        // Transaction 1: views 3 MB, layers 1 MB over a 10 MB base.
        summarizer.visit(counter: TraceCounter(kind: .memoryViews, transactionID: 1, value: 3e6))
        summarizer.visit(counter: TraceCounter(kind: .memoryLayers, transactionID: 1, value: 1e6))
        summarizer.visit(counter: TraceCounter(kind: .modeledMemory, transactionID: 1, value: 14e6))
        // Transaction 2: only the views changed (8 MB); the layers hold their 1 MB.
        summarizer.visit(counter: TraceCounter(kind: .memoryViews, transactionID: 2, value: 8e6))
        summarizer.visit(counter: TraceCounter(kind: .modeledMemory, transactionID: 2, value: 19e6))
        // Transaction 3: lower than the peak, with cells it did not have then.
        summarizer.visit(counter: TraceCounter(kind: .memoryViews, transactionID: 3, value: 2e6))
        summarizer.visit(counter: TraceCounter(kind: .memoryCells, transactionID: 3, value: 2e6))
        summarizer.visit(counter: TraceCounter(kind: .modeledMemory, transactionID: 3, value: 15e6))
        let analysis = summarizer.analysis(name: "list", names: { _ in TraceName(module: "", name: "x") }, clockSource: .virtual)
        let peak = analysis.summary.peakMemoryBreakdown
        #expect(analysis.summary.peakMemoryBytes == 19e6)
        #expect(peak?[.views] == 8e6)
        #expect(peak?[.layers] == 1e6, "a part not written again holds its value")
        #expect(peak?[.cells] == 0, "a part written after the peak is not in it")
        #expect(peak?.base == 10e6)
        #expect(peak?.total == 19e6)
        let json = SummaryDocument(toolVersion: "test", analyses: [analysis]).json.serialized()
        let compact = json.filter { !$0.isWhitespace }
        #expect(compact.contains("\"peak_memory_by_part_bytes\":{\"views\":8000000,\"cached_sizes\":0,\"cells\":0,\"layers\":1000000,\"backing_stores\":0,\"images\":0,\"base\":10000000}"), "\(json)")
    }

    /// A trace from before the parts were written has a peak and no parts: the summary says nothing of them.
    @Test func aPeakWithoutPartsHasNoBreakdown() {
        var summarizer = TraceAnalyzer()
        summarizer.visit(frame: frame(1, start: 0, commitNs: 1e6, commit: 1, present: 2, expected: 2))
        summarizer.visit(counter: TraceCounter(kind: .modeledMemory, transactionID: 1, value: 14e6))
        let analysis = summarizer.analysis(name: "list", names: { _ in TraceName(module: "", name: "x") }, clockSource: .virtual)
        #expect(analysis.summary.peakMemoryBytes == 14e6)
        #expect(analysis.summary.peakMemoryBreakdown == nil)
        #expect(!SummaryDocument(toolVersion: "test", analyses: [analysis]).json.serialized().contains("peak_memory_by_part_bytes"))
    }

    @Test func perViewTableHasCountTotalExtremesSpreadAndPercentiles() {
        var analyzer = TraceAnalyzer()
        // Row bodies of 1…100 µs on one thread, a Text body of 5 µs on another, interleaved.
        var t: UInt64 = 0
        for i in 1...100 {
            analyzer.visit(event: TraceEvent(phase: .begin, kind: .body, nameID: 1, threadID: 1, timestampNs: t))
            analyzer.visit(event: TraceEvent(phase: .begin, kind: .body, nameID: 2, threadID: 2, timestampNs: t))
            analyzer.visit(event: TraceEvent(phase: .end, kind: .body, nameID: 0, threadID: 2, timestampNs: t + 5_000))
            analyzer.visit(event: TraceEvent(phase: .end, kind: .body, nameID: 0, threadID: 1, timestampNs: t + UInt64(i) * 1_000))
            t += 200_000
        }
        analyzer.visit(event: TraceEvent(phase: .end, kind: .measure, nameID: 0, threadID: 1, timestampNs: t))
        let names = ["", "RowView", "Text"]
        let a = analyzer.analysis(name: "x", names: { TraceName(module: "App", name: names[Int($0)]) }, clockSource: .timeline)
        #expect(a.views.rows.map(\.name) == ["RowView", "Text"], "heaviest total first")
        let row = a.views.rows[0].stats
        #expect(row.count == 100 && row.totalNs == 5_050_000 && row.minNs == 1_000 && row.maxNs == 100_000)
        #expect(abs(row.averageNs - 50_500) < 1e-6)
        #expect(abs(row.standardDeviationNs - 28_866.07) < 0.01, "population standard deviation of 1…100 µs")
        #expect(abs(row.percentileNs(0.5) - 50_000) / 50_000 < 0.016)
        #expect(abs(row.percentileNs(0.99) - 99_000) / 99_000 < 0.016)
        #expect(a.views.rows[1].stats.count == 100 && a.views.rows[1].stats.standardDeviationNs == 0)
        #expect(a.unmatchedEvents == 1, "an end without a begin is counted, not paired")
    }

    /// The analyzer keeps its open intervals and statistics in memory it manages itself; a plain
    /// reference (`IntervalAssembler` and `DurationStats`) must agree with it exactly, through nesting
    /// deeper than its first allocation, three interleaved threads, hundreds of names and durations
    /// from nanoseconds to minutes.
    @Test func statisticsEqualAPlainReferenceOnRandomNestedThreads() {
        var rng = SystemRandomNumberGenerator()
        var analyzer = TraceAnalyzer()
        var assembler = IntervalAssembler()
        var expected: [String: DurationStats] = [:]
        var clock: [UInt32: UInt64] = [1: 0, 2: 0, 3: 0]
        var depth: [UInt32: [EventKind]] = [1: [], 2: [], 3: []]
        var deepest = 0
        let kinds: [EventKind] = [.body, .measure, .place, .transaction]
        for _ in 0..<60_000 {
            let thread = UInt32.random(in: 1...3, using: &rng)
            clock[thread]! += UInt64(1) << UInt64.random(in: 0...36, using: &rng)
            let open = depth[thread]!
            let event: TraceEvent
            if open.isEmpty || (open.count < 150 && Bool.random(using: &rng)) {
                let kind = kinds.randomElement(using: &rng)!
                depth[thread]!.append(kind)
                deepest = max(deepest, open.count + 1)
                event = TraceEvent(phase: .begin, kind: kind, nameID: UInt32.random(in: 1...300, using: &rng), threadID: thread, timestampNs: clock[thread]!)
            } else if Int.random(in: 0..<50, using: &rng) == 0 {
                // Now and then an end of another kind than the innermost: unmatched on both sides.
                let other = kinds.first { $0 != open.last! }!
                event = TraceEvent(phase: .end, kind: other, nameID: 0, threadID: thread, timestampNs: clock[thread]!)
            } else {
                event = TraceEvent(phase: .end, kind: depth[thread]!.removeLast(), nameID: 0, threadID: thread, timestampNs: clock[thread]!)
            }
            analyzer.visit(event: event)
            if let interval = assembler.consume(event) {
                expected["\(interval.kind) \(interval.nameID)", default: DurationStats()].add(interval.durationNs)
            }
        }
        let a = analyzer.analysis(name: "x", names: { TraceName(module: "", name: "\($0)") }, clockSource: .timeline)
        var actual: [String: DurationStats] = [:]
        for (kind, table) in [(EventKind.body, a.views), (.measure, a.measures), (.place, a.places)] {
            for row in table.rows { actual["\(kind) \(row.name)"] = row.stats }
        }
        let reference = expected.filter { !$0.key.hasPrefix("transaction") }
        #expect(deepest > 64 && actual.count > 500)
        #expect(Set(actual.keys) == Set(reference.keys))
        // Named, not printed whole: a full dump of 900 histograms would bury the log.
        let differing = reference.keys.filter { actual[$0] != reference[$0] }.sorted()
        #expect(differing.isEmpty, "\(differing.count) of \(reference.count) differ, first \(differing.first ?? "")")
        #expect(a.unmatchedEvents == assembler.unmatchedEnds + assembler.openIntervals)
    }

    /// Counters may reach the analyzer in any transaction order (an imported or hand-made trace); each
    /// frame still gets its own transaction's values, the last one when there are several.
    @Test func countersOutOfTransactionOrderReachTheirFrames() {
        var analyzer = TraceAnalyzer()
        for id: UInt64 in [3, 1, 2] {
            analyzer.visit(frame: frame(id, start: Int64(id), commitNs: Double(id) * interval + 1e6, commit: Int64(id) + 1,
                                        present: Int64(id) + 2, expected: Int64(id) + 2))
        }
        for (id, kind, value) in [(3, TraceCounter.Kind.blankFraction, 0.3), (2, .scrollOffset, 20), (1, .blankFraction, 0.1),
                                  (3, .blankFraction, 0.35), (3, .scrollOffset, 30), (2, .contentHeight, 5), (2, .contentHeight, 6),
                                  (9, .blankFraction, 0.9)] as [(UInt64, TraceCounter.Kind, Double)] {
            analyzer.visit(counter: TraceCounter(kind: kind, transactionID: id, value: value))
        }
        let frames = analyzer.analysis(name: "x", names: { _ in TraceName(module: "", name: "x") }, clockSource: .timeline).frames
        #expect(frames.map(\.blankFraction) == [0.1, 0, 0.35])
        #expect(frames.map(\.scrollOffset) == [nil, 20, 30])
        #expect(frames.map(\.heightReports) == [0, 2, 0])
    }
}
