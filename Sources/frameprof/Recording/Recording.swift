import ArgumentParser
import Foundation
import FrameProf
import FrameProfAnalysis
import StackLab

/// Records every planned strategy into `DIR/<strategy>/` (trace, layout log), then builds the summary
/// by reading the traces back — nothing in the summary comes from anywhere else.
struct Recording {
    let plan: RecordingPlan
    let outputDirectory: String

    func run() throws -> SummaryDocument {
        var recordings: [(name: String, recording: StrategyRecording)] = []
        for strategy in plan.strategies {
            let directory = (outputDirectory as NSString).appendingPathComponent(strategy.rawValue)
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("frameprof record: cannot create \(directory): \(error.localizedDescription)")
            }
            let tracePath = (directory as NSString).appendingPathComponent("trace.fpt")
            let logPath = (directory as NSString).appendingPathComponent("lazystack.log")
            try? FileManager.default.removeItem(atPath: logPath)
            try record(strategy, tracePath: tracePath, logPath: logPath)
            let read: StrategyRecording
            do {
                read = try TraceSummarizer.summarize(path: tracePath)
            } catch {
                throw CommandFailure("frameprof record: cannot read back \(tracePath): \(error)")
            }
            if let damage = read.damage {
                throw CommandFailure("frameprof record: the trace \(tracePath) is damaged: \(damage)")
            }
            recordings.append((strategy.rawValue, read))
        }
        return SummaryDocument(toolVersion: ToolVersion.current, recordings: recordings)
    }

    private func record(_ strategy: StackStrategy, tracePath: String, logPath: String) throws {
        ProcessMemory.resetPeak()
        let sink: FileSink
        do {
            sink = try FileSink(path: tracePath)
        } catch {
            throw CommandFailure("frameprof record: cannot write \(tracePath): \(error)")
        }
        let metadata: [(key: String, value: String)] = [
            ("scenario", plan.scenario.name), ("strategy", strategy.rawValue),
            ("refresh_hz", "\(plan.refresh.hertz)"), ("buffering", plan.buffering == .triple ? "triple" : "double"),
            ("cpu_slowdown", "1"), ("tool_version", ToolVersion.current),
        ]
        let recorder: Recorder
        do {
            recorder = try Recorder.start(sink: sink, options: RecorderOptions(clock: .timeline, metadata: metadata))
        } catch {
            throw CommandFailure("frameprof record: cannot start recording: \(error)")
        }
        var runner = ScenarioRunner(scenario: plan.scenario, strategy: strategy)
        runner.refresh = plan.refresh
        runner.buffering = plan.buffering
        runner.duration = plan.duration
        let log = LayoutLog(path: logPath)
        let result = runner.run(log: log)
        recorder.setMetadata("settled", result.settled ? "true" : "false")
        recorder.setMetadata("peak_rss_bytes", "\(ProcessMemory.peakResidentBytes)")
        do {
            try recorder.stop()
        } catch {
            throw CommandFailure("frameprof record: writing \(tracePath) failed: \(error)")
        }
        if let error = log.error { throw CommandFailure("frameprof record: \(error)") }
    }
}

/// The process's resident memory high-water mark, from `/proc/self/status`.
enum ProcessMemory {
    /// VmHWM in bytes (0 where the kernel does not say).
    static var peakResidentBytes: UInt64 {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.split(separator: " ").dropFirst().first.flatMap { UInt64($0) } ?? 0
            return digits * 1024
        }
        return 0
    }

    /// Resets the high-water mark (Linux `clear_refs` 5) so each strategy reports its own peak.
    static func resetPeak() {
        if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
            handle.write(Data("5".utf8))
            try? handle.close()
        }
    }
}
