import FrameProfSupport
import FrameProfAnalysis
import FrameProfReports
import FrameProfTrace

/// Renders a report in the chosen formats into a directory, HTML last, so the page links only to files
/// that were written. Per-strategy files (the Perfetto and Chrome traces) can be written as each
/// strategy's recording finishes, with `writeStrategyFiles`; `write` then writes only the rest.
public final class ReportWriting {
    /// The formats to write.
    public let formats: [ReportFormat]
    /// Where to write them.
    public let directory: String
    private let output: ReportOutput
    /// Strategies whose per-strategy files are written.
    private let done = Locked<Set<String>>([])

    /// Prepares to write `formats` into `directory`, creating it.
    public init(formats: [ReportFormat], directory: String) throws {
        self.formats = formats
        self.directory = directory
        output = try Self.rendering { try ReportOutput(directory: directory) }
    }

    /// Writes the per-strategy files of one strategy, from any thread: a recording calls it as each
    /// strategy is read back, so the exports run beside the recordings still going.
    public func writeStrategyFiles(_ strategy: StrategyAnalysis) throws {
        try Self.rendering {
            for case let renderer as any StrategyFileRenderer in formats.map(\.renderer) {
                try renderer.render(strategy: strategy, into: output)
            }
        }
        done.withLock { _ = $0.insert(strategy.name) }
    }

    /// Writes every format; per-strategy files already written are not written again. A failure
    /// names the file.
    public func write(_ report: Report) throws {
        let written = done.withLock { $0 }
        let pending = report.strategies.filter { !written.contains($0.name) }
        try Self.rendering {
            for format in formats where format != .html {
                if let renderer = format.renderer as? any StrategyFileRenderer {
                    try renderer.render(strategies: pending, into: output)
                } else {
                    try format.renderer.render(report, into: output)
                }
            }
            if formats.contains(.html) { try ReportFormat.html.renderer.render(report, into: output) }
        }
    }

    /// Runs `body`, a rendering failure worded as the session's error (which names the file).
    private static func rendering<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ReportError {
            throw SessionError(wrapping: error)
        }
    }
}
