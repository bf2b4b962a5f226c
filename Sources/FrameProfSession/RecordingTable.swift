import FrameProfAnalysis

/// The few numbers `record` prints per strategy: enough to see the verdict without opening a file.
public struct RecordingTable {
    /// The recording's summary.
    public let document: SummaryDocument

    /// The table for `document`.
    public init(document: SummaryDocument) {
        self.document = document
    }

    /// The heading line and the aligned rows.
    public var text: String {
        // A pushed screen's opening gets a column of its own; other recordings keep the usual table.
        let pushed = document.strategies.contains { $0.summary.screenOpenMs != nil }
        var rows = [["strategy", "frames", "hitches", "hitch time (ms)", "hitch ratio (ms/s)", "band", "blank frames", "invalid passes",
                     "height reports", "first frame (ms)"] + (pushed ? ["screen open (ms)"] : []) + ["memory (MB)"]]
        for (name, s) in document.strategies {
            // A value the recording cannot tell (nil) reads "—".
            func count(_ value: Int?) -> String { value.map { "\($0)" } ?? "—" }
            func number(_ value: Double?) -> String { value.map(format) ?? "—" }
            rows.append([
                name, count(s.frames), count(s.hitches), number(s.hitchTimeMs), number(s.hitchTimeRatio), s.hitchBand?.rawValue ?? "—",
                count(s.blankFrames), count(s.invalidLayoutPasses), count(s.contentHeightReports?.count), number(s.firstFrameMs),
            ] + (pushed ? [number(s.screenOpenMs)] : []) + [number(s.peakMemoryBytes.map { $0 / 1e6 })])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row in
            row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
        }
        let clock = document.clock == "virtual"
            ? "times modeled for \(document.deviceDescription ?? "a device") (device profile \(document.device ?? "?"))"
            : "times measured on this machine (wall clock)"
        // A recording always knows its display and buffering; only imports lack them, and this table is a recording's.
        // Pictures priced at a guessed size change every number above, so the table says so under it.
        let guessed = document.strategies.compactMap { entry in
            entry.summary.unregisteredImages.map { "\(entry.name): " + Finding.unregisteredImages($0, pricedAs: document.unregisteredImageSizes) + "." }
        }
        // Under price draws, how often each ranking held: the verdict's confidence in a sentence each.
        let draws = document.draws.map { draws in
            ["under \(draws.count) price draws (5–95 % bands in summary.json, draws.csv and the report):"]
                + (draws.best + draws.rankings.filter { $0.metric == "hitch_time_ratio_ms_per_s" }).map { "  " + $0.sentence }
        } ?? []
        return "\(document.scenario) at \(format(document.refreshHz ?? 0)) Hz, \(document.buffering ?? "unknown") buffering, \(document.hitchBands.rawValue) hitch bands; \(clock)\n"
            + (lines + guessed + draws).joined(separator: "\n")
    }

    private func format(_ value: Double) -> String { NumberText.trimmed(value, decimals: 2) }
}
