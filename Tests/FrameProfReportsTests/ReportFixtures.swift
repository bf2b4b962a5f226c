import Foundation
import FrameProfAnalysis
import FrameProfTrace
@testable import FrameProfReports

/// A small deterministic report: two strategies at 120 Hz, one with a commit hitch, a blank frame, a
/// truncation and a size report that churns; view names include markup and CSV metacharacters.
enum ReportFixtures {
    static let interval = 1e9 / 120

    static func frame(_ id: UInt64, start: Int64, durationNs: UInt64, present: Int64, expected: Int64) -> FrameRecord {
        let startNs = UInt64((Double(start) * interval).rounded())
        return FrameRecord(transactionID: id, threadID: 7, refreshMilliHz: 120_000, startNs: startNs, commitNs: startNs + durationNs,
                           renderDurationNs: 1_000_000, startVsync: start, commitVsync: present - 1, presentVsync: present,
                           expectedPresentVsync: expected, commitDeadlineNs: UInt64((Double(start + 1) * interval).rounded()),
                           pipelineDepth: 2, droppedVsyncs: UInt32(max(0, present - expected)))
    }

    static func analysis(name: String, hitch: Bool, sampled: Bool = false) -> StrategyAnalysis {
        var a = TraceAnalyzer()
        if sampled {
            // Frame 2 (the hitch) spends 5 samples in a body whose name is markup, frame 1 two in the other.
            let root = TraceStackFrame(function: "main", inMainProgram: true)
            let evil = TraceStackFrame(function: "App.<script>alert(1)</script>.body.getter", inMainProgram: true)
            let row = TraceStackFrame(function: "App.FeedRow.body.getter", inMainProgram: true)
            let libc = TraceStackFrame(function: "memmove", inMainProgram: false)
            a.visit(metadataKey: SamplingMetadata.hertz, value: "1000.0")
            a.visit(metadataKey: SamplingMetadata.dropped, value: "3")
            for index in 0..<7 {
                let frames: [TraceStackFrame] = index < 5 ? [root, evil, libc] : [root, row]
                a.visit(stackSample: TraceStackSample(timeNs: UInt64(index) * 1_000_000, transactionID: index < 5 ? 2 : 1, frames: frames))
            }
        }
        a.visit(metadataKey: "scenario", value: "fixture <feed>")
        a.visit(metadataKey: "refresh_hz", value: "120.0")
        a.visit(metadataKey: "gesture_phases", value: "drag 0.0 0.02; wait 0.02 0.04")
        let durations: [UInt64] = hitch ? [3_000_000, 12_000_000, 2_000_000] : [3_000_000, 4_000_000, 2_000_000]
        var t: UInt64 = 0
        for (index, duration) in durations.enumerated() {
            let start = Int64(index * 2)
            let late = hitch && index == 1
            a.visit(frame: frame(UInt64(index + 1), start: start, durationNs: duration, present: start + (late ? 3 : 2), expected: start + 2))
            t = UInt64((Double(start) * interval).rounded())
            a.visit(event: TraceEvent(phase: .begin, kind: .transaction, nameID: 1, threadID: 7, timestampNs: t))
            for k in 0..<(index + 1) {
                a.visit(event: TraceEvent(phase: .begin, kind: .body, nameID: k % 2 == 0 ? 2 : 3, threadID: 7, timestampNs: t + 10_000))
                a.visit(event: TraceEvent(phase: .end, kind: .body, nameID: 0, threadID: 7, timestampNs: t + 10_000 + UInt64(k + 1) * 1_500))
            }
            a.visit(event: TraceEvent(phase: .begin, kind: .measure, nameID: 4, threadID: 7, timestampNs: t + 20_000))
            a.visit(event: TraceEvent(phase: .end, kind: .measure, nameID: 0, threadID: 7, timestampNs: t + 20_000 + 2_000 * UInt64(index + 1)))
            a.visit(event: TraceEvent(phase: .begin, kind: .place, nameID: 4, threadID: 7, timestampNs: t + 30_000))
            a.visit(event: TraceEvent(phase: .end, kind: .place, nameID: 0, threadID: 7, timestampNs: t + 31_000))
            a.visit(event: TraceEvent(phase: .end, kind: .transaction, nameID: 0, threadID: 7, timestampNs: t + duration))
            a.visit(counter: TraceCounter(kind: .scrollOffset, transactionID: UInt64(index + 1), value: Double(index) * 40))
        }
        a.visit(counter: TraceCounter(kind: .contentHeight, transactionID: 1, value: 0))
        a.visit(counter: TraceCounter(kind: .contentHeight, transactionID: 2, value: 900))
        a.visit(counter: TraceCounter(kind: .contentHeight, transactionID: 3, value: 1000))
        if hitch {
            a.visit(counter: TraceCounter(kind: .blankFraction, transactionID: 2, value: 0.25))
            a.visit(counter: TraceCounter(kind: .truncation, transactionID: 3, value: 12))
            a.visit(counter: TraceCounter(kind: .truncatedRows, transactionID: 3, value: 2))
            a.visit(counter: TraceCounter(kind: .invalidLayoutPass, transactionID: 3, value: 1))
        }
        a.visit(counter: TraceCounter(kind: .liveViews, transactionID: 3, value: 42))
        let names = ["", "transaction", "FeedRow<\"A\", B>", "<script>alert(1)</script>", "VStackLayout"]
        return a.analysis(name: name, names: { TraceName(module: $0 == 1 ? "" : "App", name: names[Int($0)]) }, clockSource: .timeline)
    }

    static var report: Report {
        Report(toolVersion: "0.0.0-test", strategies: [analysis(name: "lazy-vstack", hitch: true), analysis(name: "optimized-vstack", hitch: false)])
    }

    /// Compares `actual` with the golden file `name`; `FRAMEPROF_RECORD_GOLDENS=1` rewrites it instead.
    static func matchesGolden(_ actual: String, _ name: String, file: String = #filePath) throws -> Bool {
        let url = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Goldens").appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["FRAMEPROF_RECORD_GOLDENS"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return true
        }
        return try String(contentsOf: url, encoding: .utf8) == actual
    }
}
