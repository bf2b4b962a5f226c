import FrameProfAnalysis
import FrameProfTrace

/// What the device's Instruments tables say, collected row by row from one or several exports of the
/// same run (they share its time base), and the `device` entry built from it.
///
/// Every time read is at most `maxTimeNs` (146 years), so sums of two times and their conversions
/// never trap; a row past it is reported as unread, not clamped into a wrong report.
struct DeviceTables {
    /// The largest start or duration accepted, ns, so `start + duration` always fits.
    static let maxTimeNs = UInt64(ImportLimits.timeNs)

    struct Hitch {
        var startNs: UInt64
        var durationNs: UInt64
        var narrative: String
        var swapID: String
    }

    struct Render {
        var startNs: UInt64
        var durationNs: UInt64
        var swapID: String
    }

    struct Hang {
        var startNs: UInt64
        var durationNs: UInt64
        var type: String
        var thread: String
    }

    struct Display {
        var name: String
        var resolution: String
        var maxRefreshHz: Double?
        var isMain: Bool
        var builtIn: Bool
    }

    struct Sample {
        var timeNs: UInt64
        var thread: String
        /// Innermost first, as xctrace lists them.
        var frames: [String]
    }

    /// Tables read, by schema (each table counts once, even when it had no rows).
    var read: Set<String> = []
    var hitches: [Hitch] = []
    var renders: [Render] = []
    var vsyncTimes: [UInt64] = []
    var displays: [Display] = []
    var hangs: [Hang] = []
    var views: [String: (module: String, name: String, stats: DurationStats)] = [:]
    /// Root causes per `Module.View`, as `swiftui-updates` names them.
    var causes: [String: [String: Int]] = [:]
    /// Updates per severity (`Very Low` … `Very High`).
    var severities: [String: Int] = [:]
    /// Updates that are not body evaluations (layout, other updates), per update type.
    var otherUpdates: [String: Int] = [:]
    var inFlight = 0
    var measures: [String: (module: String, name: String, stats: DurationStats)] = [:]
    var places: [String: (module: String, name: String, stats: DurationStats)] = [:]
    /// Layout updates whose description is neither `sizeThatFits` nor `placeSubviews`.
    var otherLayoutUpdates = 0
    var groups: [String: DurationStats] = [:]
    var signposts: [String: (module: String, name: String, stats: DurationStats)] = [:]
    var pointsOfInterest: [String: Int] = [:]
    var samples: [Sample] = []
    /// The earliest and latest time of tables that sample the whole run (vsyncs, commits, renders, stack
    /// samples), and of every event read (hitches, hangs, updates, signposts; display info excepted).
    var continuousSpan: (first: UInt64, last: UInt64)?
    var eventSpan: (first: UInt64, last: UInt64)?
    /// Samples without a backtrace (a sentinel): not samples, as Perfetto's importer agrees.
    var stacklessSamples = 0
    /// Commit intervals (start, duration).
    var commits: [(startNs: UInt64, durationNs: UInt64)] = []
    /// When set, only rows that start in it are read (display information, which has no time, always is).
    var window: Range<UInt64>?

    /// The schemas this importer reads (named in messages and docs/IMPORT.md).
    static let supported: Set<String> = [
        "hitches", "hitches-renders", "display-vsyncs-interval", "device-display-info", "potential-hangs", "swiftui-updates",
        "swiftui-body-interval", "swiftui-update-groups", "swiftui-layout-updates", "os-signpost-interval", "OSSignpostIntervals",
        "PointsOfInterestEvents", "points-of-interest", "time-profile", "time-sample", "coreanimation-commit-interval",
    ]

    /// Whether any table this importer reads was present (rows or not).
    var hasData: Bool { !read.isEmpty }

    /// Widens the time the tables cover to include `start...end`; `continuous` for tables with a row
    /// every frame or sample, whose span measures the run.
    mutating func cover(_ start: UInt64, _ end: UInt64, continuous: Bool) {
        func widen(_ span: inout (first: UInt64, last: UInt64)?) { span = (min(span?.first ?? start, start), max(span?.last ?? end, end)) }
        if continuous { widen(&continuousSpan) }
        widen(&eventSpan)
    }

    /// Notes that `schema` was declared, so an empty supported table still counts as read.
    mutating func declare(schema: String) {
        if Self.supported.contains(schema) { read.insert(schema) }
    }

    /// Adds a row of `schema`; returns why it could not be read, or nil.
    mutating func add(schema: String, columns: [String], cells: [XCTraceTableReader.Cell]) -> String? {
        guard Self.supported.contains(schema) else { return nil }
        read.insert(schema)
        let row = Row(columns: columns, cells: cells)
        do {
            try add(schema: schema, row)
        } catch {
            return error.text
        }
        return nil
    }
}

/// One row, with its cells looked up by column mnemonic.
struct Row {
    let columns: [String]
    let cells: [XCTraceTableReader.Cell]

    /// The first of `names` the table has; `.empty` when the row is short.
    func cell(_ names: [String]) -> XCTraceTableReader.Cell? {
        for name in names {
            if let i = columns.firstIndex(of: name) { return i < cells.count ? cells[i] : .empty }
        }
        return nil
    }

    /// The display text of the first of `names`, empty when absent.
    func text(_ names: String...) -> String {
        cell(names)?.text ?? ""
    }

    /// A time or duration in nanoseconds, at most `limit`.
    func nanoseconds(_ names: [String], _ what: String, limit: UInt64 = DeviceTables.maxTimeNs) throws(RowProblem) -> UInt64 {
        guard let c = cell(names) else { throw RowProblem("the table has no \(what) column (\(names.joined(separator: ", ")))") }
        guard let value = UInt64(c.raw) else {
            throw RowProblem(c.raw.isEmpty ? "no \(what) value" : "\(what) `\(c.raw.prefix(40))` is not a whole number of nanoseconds")
        }
        guard value <= limit else {
            throw RowProblem("\(what) \(value) ns is past 2^62 ns (146 years), so it is no time in a recording")
        }
        return value
    }
}

/// Why a row could not be read, as a phrase for the unread-rows note.
struct RowProblem: Error {
    let text: String
    init(_ text: String) { self.text = text }
}
