import FrameProfAnalysis

/// Rebuilds one layout's passes from its log lines (a `placing` line through its `placed` line) and
/// finds what docs/DESIGN.md §1 asks for: invalid passes, blank placements and how long they stayed,
/// truncations, and the content-size history with the time until it stopped changing.
///
/// A log has no frame boundaries, so every `placed` pass counts on its own; where the log has no times
/// (StackLab's `lazystack.log`), durations are unknown rather than zero.
struct LayoutLogAnalyzer {
    /// The layout whose lines these are.
    let layout: LayoutMessage.Layout
    /// Points within which two edges count as touching (logs print rounded sums).
    static let tolerance = 0.5
    /// A gap below the last placed row up to this is the spacing before the next row, not blank: the
    /// log does not print the spacing, and 8 pt is SwiftUI's (and StackLab's) default.
    static let spacingAllowance = 8.0

    private(set) var messages = 0
    private(set) var passes = 0
    private(set) var invalidPasses = 0
    private(set) var truncations = 0
    private(set) var blankPasses = 0
    private(set) var maxBlankFraction = 0.0
    private(set) var blankTimeNs: Int64 = 0
    /// Every content height the client was told, consecutive repeats dropped, with its time and line.
    private(set) var heights: [(value: Double, timeNs: Int64?, line: Int)] = []
    private(set) var findings: [Finding] = []
    /// Findings and heights past these limits are counted, not kept, so memory stays bounded however
    /// long the log (the counts in the summary stay exact).
    static let maxFindings = ImportLimits.findings
    static let maxHeights = 10_000
    private(set) var findingsDropped = 0
    private(set) var heightsDropped = 0
    /// The latest content height (kept even when the history is full).
    private(set) var lastHeight: Double?
    private var lastHeightTimeNs: Int64?
    /// Whether every message carried a time.
    private(set) var timed = true
    private(set) var firstTimeNs: Int64?
    private(set) var lastTimeNs: Int64?

    // The pass being read.
    private var attemptLoggedInvalid = false
    /// The committed attempt's `translate by` line, if it had one.
    private var pendingTranslate: (delta: Double, line: Int)?
    /// The cached size the pass started from (its first `invalid` line's `vs`): what the scroll view
    /// still shows while the pass places rows for a size it has since recomputed.
    private var passCachedSize: Double?
    /// The last `Measured estimates` value (average row length + spacing), to size rows cut off.
    private var lastEstimate: Double?
    /// The blank placement still on screen: its finding's index and when it started.
    private var openBlank: (finding: Int, startNs: Int64?)?

    init(layout: LayoutMessage.Layout) {
        self.layout = layout
    }

    /// Milliseconds since the layout's first message.
    private func ms(_ timeNs: Int64?) -> Double {
        guard let timeNs, let firstTimeNs else { return 0 }
        return Double(timeNs - firstTimeNs) / 1e6
    }

    mutating func add(_ message: LayoutMessage, line: Int, timeNs: Int64?) {
        messages += 1
        if let timeNs {
            if firstTimeNs == nil { firstTimeNs = timeNs }
            lastTimeNs = max(lastTimeNs ?? timeNs, timeNs)
        } else {
            timed = false
        }
        // Findings are built lazily (`record`), from locals only.
        let t = ms(timeNs)
        switch message {
        case let .lazySize(_, height), let .optimizedHeight(height, _):
            if lastHeight != height {
                lastHeight = height
                lastHeightTimeNs = timeNs
                if heights.count < Self.maxHeights { heights.append((height, timeNs, line)) } else { heightsDropped += 1 }
            }
        case let .lazyEstimates(estimate):
            lastEstimate = estimate
        case .optimizedCurrent, .optimizedTarget:
            break
        case .lazyPlacing:
            // A new attempt: what counts is the attempt the pass commits.
            attemptLoggedInvalid = false
            pendingTranslate = nil
        case .optimizedPlacing:
            break
        case let .lazyInvalid(attempt, implied, cached):
            invalidPasses += 1
            attemptLoggedInvalid = true
            if passCachedSize == nil { passCachedSize = cached }
            record(Finding(kind: .invalidLayoutPass, frameIndex: nil, timeMs: t, value: Double(attempt), durationMs: 0,
                                    detail: "invalid pass #\(attempt): the placed rows imply a content end of \(Self.points(implied)) pt, the cached size is \(Self.points(cached)) pt (line \(line))",
                                    line: line))
        case let .lazyTranslate(delta):
            // The translate cuts rows off; the placed line says which.
            pendingTranslate = (delta, line)
        case let .lazyPlaced(low, high, first, end, placedLow, placedHigh, invalid):
            if invalid, !attemptLoggedInvalid {
                // The last attempt (or one out of time) is committed invalid without an `invalid` line.
                invalidPasses += 1
                record(Finding(kind: .invalidLayoutPass, frameIndex: nil, timeMs: t, value: 0, durationMs: 0,
                               detail: "a pass was committed while still invalid (line \(line))", line: line))
            }
            if pendingTranslate != nil || (low <= Self.tolerance && first > 0) {
                cutOff(rows: first, at: t, line: line)
            }
            placed(visibleMin: low, visibleMax: high, covered: first < end ? (placedLow, placedHigh) : nil,
                   rowsAbove: first > 0, line: line, timeNs: timeNs)
            endPass()
        case let .optimizedPlaced(low, high, lower, upper):
            if low <= Self.tolerance, lower > 0 {
                truncations += 1
                record(Finding(kind: .truncation, frameIndex: nil, timeMs: t, value: Double(lower), durationMs: 0,
                                        detail: "the visible area starts at 0 but the placed range starts at row #\(lower) (line \(line))", line: line))
            }
            passes += 1
            if upper < lower, high > low {
                // The log gives no placed extents, so only an empty range is provably blank.
                record(Finding(kind: .blankFrame, frameIndex: nil, timeMs: t, value: 1, durationMs: 0,
                                        detail: "placed no rows for the visible area \(Self.points(low))...\(Self.points(high)) (line \(line))", line: line))
            }
            endPass()
        }
    }

    /// Keeps a finding while there is room; false when it was only counted. An autoclosure, so a long
    /// log does not format millions of detail sentences it will not keep.
    @discardableResult
    private mutating func record(_ finding: @autoclosure () -> Finding) -> Bool {
        guard findings.count < Self.maxFindings else {
            findingsDropped += 1
            return false
        }
        findings.append(finding())
        return true
    }

    private mutating func endPass() {
        pendingTranslate = nil
        attemptLoggedInvalid = false
        passCachedSize = nil
    }

    /// Rows above the first placed row that can no longer be reached: after a translate, or when the
    /// visible range starts at the content's top. Their extent is known only by the estimate.
    private mutating func cutOff(rows: Int, at t: Double, line: Int) {
        truncations += 1
        let points = lastEstimate.map { Double(rows) * $0 }
        let extent = points.map { "about \(Self.points($0)) pt by the estimate" }
        let cause = pendingTranslate.map { "placement translated by \(Self.points($0.delta)) pt (line \($0.line)); " }
            ?? "the visible range starts at the top; "
        record(Finding(kind: .truncation, frameIndex: nil, timeMs: t, value: points ?? 0, durationMs: 0,
                       detail: "\(cause)\(Finding.rowsCutOff(rows, extent: extent)) cut off above the first placed row (line \(line))",
                       line: line))
    }

    /// A lazy stack's committed placement: blank where the visible range is not covered although rows
    /// exist there (above the first placed row, or below the last while the content is taller).
    private mutating func placed(visibleMin: Double, visibleMax: Double, covered: (Double, Double)?, rowsAbove: Bool,
                                 line: Int, timeNs: Int64?) {
        passes += 1
        let length = visibleMax - visibleMin
        guard length > 0 else { return }
        // The content the scroll view shows: the size the pass started from, else the last one reported.
        let contentEnd = passCachedSize ?? lastHeight ?? .infinity
        var uncovered = 0.0
        if let (top, bottom) = covered {
            if rowsAbove, top > visibleMin + Self.tolerance { uncovered += min(top, visibleMax) - visibleMin }
            let contentBottom = min(visibleMax, contentEnd)
            if bottom < contentBottom - Self.spacingAllowance - Self.tolerance { uncovered += contentBottom - max(bottom, visibleMin) }
        } else {
            uncovered = max(0, min(visibleMax, contentEnd) - visibleMin)
        }
        let fraction = min(1, max(0, uncovered / length))
        let t = ms(timeNs)
        if let open = openBlank {
            // The previous blank placement stayed on screen until this one replaced it.
            if let start = open.startNs, let timeNs {
                if open.finding >= 0 { findings[open.finding].durationMs = Double(timeNs - start) / 1e6 }
                blankTimeNs += timeNs - start
            }
            openBlank = nil
        }
        guard fraction > 0.0005 else { return }
        blankPasses += 1
        maxBlankFraction = max(maxBlankFraction, fraction)
        let kept = record(Finding(kind: .blankFrame, frameIndex: nil, timeMs: t, value: fraction, durationMs: 0,
                                detail: covered == nil
                                    ? "placed no rows for the visible range \(Self.points(visibleMin))...\(Self.points(visibleMax)) (line \(line))"
                                    : "rows cover \(Self.points(covered!.0))...\(Self.points(covered!.1)) of the visible range \(Self.points(visibleMin))...\(Self.points(visibleMax)) (line \(line))",
                                line: line))
        openBlank = (kept ? findings.count - 1 : -1, timeNs)
    }

    /// Closes what is still open at the end of the log: a blank placement lasts until the log ends.
    mutating func finish() {
        if let open = openBlank, let start = open.startNs, let end = lastTimeNs {
            if open.finding >= 0 { findings[open.finding].durationMs = Double(end - start) / 1e6 }
            blankTimeNs += end - start
        }
        openBlank = nil
        guard let final = lastHeight, heights.count > 1 else { return }
        for entry in heights.dropFirst().dropLast() where entry.value != final {
            let t = ms(entry.timeNs)
            record(Finding(kind: .sizeReportChurn, frameIndex: nil, timeMs: t, value: abs(entry.value - final),
                                    durationMs: 0, detail: "content height \(Self.points(entry.value)) pt, \(Self.points(abs(entry.value - final))) pt from the final \(Self.points(final)) pt (line \(entry.line))",
                                    line: entry.line))
        }
        findings.sort { ($0.line ?? 0) < ($1.line ?? 0) }
    }

    /// Time from the first content height to the last change, ms; nil without times.
    var settleMs: Double? {
        guard timed, let first = heights.first?.timeNs, let last = lastHeightTimeNs else { return heights.isEmpty ? nil : (timed ? 0 : nil) }
        return Double(last - first) / 1e6
    }

    static func points(_ value: Double) -> String {
        NumberText.trimmed(value, decimals: 2)
    }
}
