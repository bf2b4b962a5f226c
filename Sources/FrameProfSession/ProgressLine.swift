import FrameProfSupport
import Foundation
import FrameProfTrace

/// One line on a terminal's stderr, rewritten in place while long recordings run, so a 30-second
/// scenario under four strategies does not look hung. Only used when stderr is a terminal. Strategies
/// recording side by side each report here; the line shows every one still running.
public final class ProgressLine: Sendable {
    private struct State {
        var lastDraw: Date?
        var drawn = false
        /// Running recordings by label, in the order they started.
        var running: [(label: String, done: Double, total: Double)] = []
    }

    private let state = Locked(State())

    /// A progress line if stderr is a terminal and the work is long enough to need one.
    public static func ifUseful(scenarioSeconds: Double, recordings: Int) -> ProgressLine? {
        guard isatty(STDERR_FILENO) == 1, scenarioSeconds * Double(recordings) > 1 else { return nil }
        return ProgressLine()
    }

    /// Records `label`'s progress and redraws at most ten times a second; a recording that reaches its
    /// total leaves the line.
    public func update(label: String, done: Double, total: Double) {
        state.withLock { state in
            if let index = state.running.firstIndex(where: { $0.label == label }) {
                state.running[index] = (label, done, total)
            } else {
                state.running.append((label, done, total))
            }
            if done >= total { state.running.removeAll { $0.label == label } }
            let now = Date()
            if let lastDraw = state.lastDraw, now.timeIntervalSince(lastDraw) < 0.1 { return }
            state.lastDraw = now
            state.drawn = true
            let parts = state.running.map { "\($0.label): \(Self.describe(done: $0.done, total: $0.total))" }
            FileHandle.standardError.write(Data("\r\u{1B}[2Krecording \(parts.joined(separator: ", "))".utf8))
        }
    }

    private static func describe(done: Double, total: Double) -> String {
        let percent = total > 0 ? Int((min(done, total) / total * 100).rounded(.down)) : 100
        return "\(String(format: "%.1f", min(done, total))) of \(String(format: "%.1f", total)) s (\(percent) %)"
    }

    /// Clears the line.
    public func finish() {
        state.withLock { state in
            guard state.drawn else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        }
    }
}
