import FrameProfAnalysis

/// The few numbers `record` prints per strategy: enough to see the verdict without opening a file.
struct RecordingTable {
    let document: SummaryDocument

    var text: String {
        var rows = [["strategy", "frames", "hitches", "hitch ratio (ms/s)", "band", "blank frames", "invalid passes", "height reports", "first frame (ms)"]]
        for (name, s) in document.strategies {
            rows.append([
                name, "\(s.frames)", "\(s.hitches)", format(s.hitchTimeRatio), s.hitchBand.rawValue, "\(s.blankFrames)",
                "\(s.invalidLayoutPasses)", "\(s.contentHeightReports.count)", format(s.firstFrameMs),
            ])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let lines = rows.map { row in
            row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
        }
        return "\(document.scenario) at \(format(document.refreshHz)) Hz, \(document.buffering) buffering, \(document.hitchBands.rawValue) hitch bands\n" + lines.joined(separator: "\n")
    }

    private func format(_ value: Double) -> String { NumberText.trimmed(value, decimals: 2) }
}
