/// One kind of finding in one strategy, summed up in a line a person reads before the rows: how many,
/// when the first and last happened, the worst, and the series a small chart draws (a content height
/// converging on its final value, the blank time of each blank episode). Computed here so every format
/// says the same.
public struct FindingGroup: Sendable, Equatable {
    /// The kind.
    public var kind: Finding.Kind
    /// Findings of the kind.
    public var count: Int
    /// The first one.
    public var first: Finding
    /// The last one.
    public var last: Finding
    /// The worst one: the largest blank fraction, the most points cut off, the latest attempt of an
    /// invalid pass, the height furthest from the final one, the longest hitch or hang.
    public var worst: Finding
    /// Time visible in all, ms (blank frames), else 0.
    public var totalDurationMs: Double
    /// Blank episodes: runs of consecutive blank frames (each imported blank pass is its own).
    public var episodes: Int
    /// What the chart draws, in time order: (ms, value). Blank frames: each episode's blank time;
    /// size-report churn: each report's distance from the final height; empty for kinds a chart
    /// would not help.
    public var series: [(timeMs: Double, value: Double)]

    public static func == (a: FindingGroup, b: FindingGroup) -> Bool {
        a.kind == b.kind && a.count == b.count && a.first == b.first && a.last == b.last && a.worst == b.worst
            && a.totalDurationMs == b.totalDurationMs && a.episodes == b.episodes
            && a.series.map(\.timeMs) == b.series.map(\.timeMs) && a.series.map(\.value) == b.series.map(\.value)
    }

    /// What the chart's values are, in words, for its caption and accessible label.
    public var seriesMeaning: String? {
        switch kind {
        case .blankFrame: "blank time of each blank episode (ms)"
        case .sizeReportChurn: "each reported content height's distance from the final one (pt)"
        default: nil
        }
    }

    /// The group's line: `231 size-report-churn from 0.00 to 3.92 s; furthest −83772 pt from the final
    /// height (frame 0)`.
    public var sentence: String {
        let span = count == 1 ? "at \(Self.seconds(first.timeMs)) s" : "from \(Self.seconds(first.timeMs)) to \(Self.seconds(last.timeMs)) s"
        let at = worst.frameIndex.map { " (frame \($0))" } ?? worst.line.map { " (line \($0))" } ?? ""
        let n = "\(count) \(kind.rawValue)"
        switch kind {
        case .blankFrame:
            return "\(n) in \(episodes) episode\(episodes == 1 ? "" : "s") \(span), \(NumberText.trimmed(totalDurationMs, decimals: 2)) ms blank in all; worst \(NumberText.trimmed(worst.value * 100, decimals: 0)) % of the viewport\(at)"
        case .truncation:
            return "\(n) \(span); worst: \(worst.detail)\(at)"
        case .invalidLayoutPass:
            return "\(n) \(span); up to attempt \(NumberText.trimmed(worst.value, decimals: 0))\(at)"
        case .sizeReportChurn:
            return "\(n) \(span) before the height settled; furthest \(NumberText.trimmed(worst.value, decimals: 2)) pt from the final height\(at)"
        case .hitch, .hang:
            return "\(n) \(span); worst \(NumberText.trimmed(worst.value, decimals: 2)) ms\(at)"
        case .unregisteredImage:
            return "\(last.detail), first \(span)"
        }
    }

    private static func seconds(_ ms: Double) -> String { NumberText.trimmed(ms / 1000, decimals: 2) }
}

extension StrategyAnalysis {
    /// The findings grouped by kind, in the kinds' order.
    public var findingGroups: [FindingGroup] {
        var byKind: [Finding.Kind: [Finding]] = [:]
        for finding in findings { byKind[finding.kind, default: []].append(finding) }
        return Finding.Kind.allCases.compactMap { kind in
            guard let list = byKind[kind], let first = list.first, let last = list.last else { return nil }
            let worst = list.dropFirst().reduce(first) { Self.severity($1) > Self.severity($0) ? $1 : $0 }
            var group = FindingGroup(kind: kind, count: list.count, first: first, last: last, worst: worst,
                                     totalDurationMs: list.reduce(0) { $0 + $1.durationMs }, episodes: 0, series: [])
            switch kind {
            case .blankFrame:
                // Consecutive blank frames are one episode (a jump's white screen lasting several frames).
                var previous: Int?
                for finding in list {
                    if let index = finding.frameIndex, let before = previous, index == before + 1, !group.series.isEmpty {
                        group.series[group.series.count - 1].value += finding.durationMs
                    } else {
                        group.series.append((finding.timeMs, finding.durationMs))
                    }
                    previous = finding.frameIndex
                }
                group.episodes = group.series.count
            case .sizeReportChurn:
                group.series = list.map { ($0.timeMs, $0.value) }
            default:
                break
            }
            return group
        }
    }

    /// How bad one finding is, to pick a group's worst: a fraction, points, an attempt, a distance or a
    /// duration, whichever the kind measures (the earlier one wins a tie).
    private static func severity(_ finding: Finding) -> Double {
        abs(finding.value)
    }
}
