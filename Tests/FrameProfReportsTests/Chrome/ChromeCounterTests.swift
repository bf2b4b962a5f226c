import Foundation
import FrameProfAnalysis
import FrameProfTrace
import Testing
@testable import FrameProfReports

/// The Chrome trace draws an app's own counters as counter events of their name.
@Suite("Chrome trace: counters")
struct ChromeCounterTests {
    @Test("An app's counter is a C event at its own time or its transaction's start; a NaN is left out; well-known counters stay frame-drawn")
    func appCounters() throws {
        let directory = NSTemporaryDirectory() + "frameprof-chrome-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tracePath = directory + "/trace.fpt"
        let frames = PerfettoTraceTests.frames
        let writer = try TraceWriter(sink: try FileSink(path: tracePath), header: TraceHeader(clockSource: .monotonic, ticksPerSecond: 1e9, startMonotonicNs: 0, startWallClockNs: 0))
        try writer.write(frames: frames)
        try writer.write(counters: [TraceCounter(name: "image_cache_bytes", transactionID: 0, value: 4096, timeNs: 1_234_567),
                                    TraceCounter(name: "image_cache_bytes", transactionID: 2, value: 8192.5),
                                    TraceCounter(name: "image_cache_bytes", transactionID: 3, value: .nan, timeNs: 9),
                                    TraceCounter(kind: .liveViews, transactionID: 2, value: 12)])
        try writer.finish(TraceFooter(eventsWritten: 0, eventsLost: 0, framesWritten: 4, chunksWritten: 2))
        let analysis = try TraceAnalyzer.analyze(path: tracePath, name: "app")
        try ChromeTraceRenderer().render(Report(toolVersion: "test", strategies: [analysis]), into: try ReportOutput(directory: directory))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/app/trace.json"))) as! [String: Any]
        let counters = (json["traceEvents"] as! [[String: Any]]).filter { $0["ph"] as? String == "C" && $0["name"] as? String == "image_cache_bytes" }
        #expect(counters.map { $0["ts"] as? Double } == [1234.567, Double(frames[1].startNs) / 1000])
        #expect(counters.map { ($0["args"] as? [String: Any])?["value"] as? Double } == [4096, 8192.5])
        #expect(!(json["traceEvents"] as! [[String: Any]]).contains { $0["name"] as? String == "live_views" })
    }
}
