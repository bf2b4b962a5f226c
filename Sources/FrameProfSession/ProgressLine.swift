import Foundation

/// One line on a terminal's stderr, rewritten in place while long recordings run, so a 30-second
/// scenario under four strategies does not look hung. Only used when stderr is a terminal.
public final class ProgressLine {
    private var lastDraw: Date?
    private var drawn = false

    /// A progress line if stderr is a terminal and the work is long enough to need one.
    public static func ifUseful(scenarioSeconds: Double, recordings: Int) -> ProgressLine? {
        guard isatty(STDERR_FILENO) == 1, scenarioSeconds * Double(recordings) > 1 else { return nil }
        return ProgressLine()
    }

    /// Redraws at most ten times a second.
    public func update(label: String, done: Double, total: Double) {
        let now = Date()
        if let lastDraw, now.timeIntervalSince(lastDraw) < 0.1 { return }
        lastDraw = now
        drawn = true
        let percent = total > 0 ? Int((min(done, total) / total * 100).rounded(.down)) : 100
        FileHandle.standardError.write(Data("\r\u{1B}[2Krecording \(label): \(String(format: "%.1f", min(done, total))) of \(String(format: "%.1f", total)) s (\(percent) %)".utf8))
    }

    /// Clears the line.
    public func finish() {
        guard drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
