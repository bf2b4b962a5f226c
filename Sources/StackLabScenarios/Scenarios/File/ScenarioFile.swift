import Foundation
import FrameProf
import FrameProfYAML
import Yams
import StackLab
import StackLabPricing
@_spi(Nodes) import StackLabCore

/// Reads scenarios from YAML — users' files and the built-ins alike. The whole file is read and checked
/// before anything is returned: a mistake anywhere (unknown key, wrong type, impossible value, unknown
/// strategy) is a `ScenarioFileError` naming the file, line and key, never a half-read scenario.
///
/// ```yaml
/// name: my-feed
/// summary: rows of mixed heights, flung down and back
/// rows: {count: 500, heights: {pattern: [200, 100, 100]}}
/// gesture:
///   - fling: {velocity: 6000, deceleration: normal}
///   - drag: {velocity: -1500, duration: 2}
/// ```
public enum ScenarioFile {
    static let topKeys = ["name", "summary", "screen", "refresh", "spacing", "padding", "content", "rows", "strategies",
                          "gesture", "duration", "pagination", "tick_hz", "costs", "device", "open", "transition"]

    /// Reads the scenario file at `path`.
    public static func load(path: String) throws -> Scenario {
        try parse(try YAMLDocument.read(path: path), file: path)
    }

    /// Parses scenario YAML; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws -> Scenario {
        let document = try YAMLDocument.root(text, file: file, empty: "a mapping with at least name, rows and gesture")
        let root = document.node
        let top = try YAMLField(node: root, path: "", file: file).mapping(allowed: topKeys)
        guard let nameField = top["name"] else { throw YAMLField(node: root, path: "", file: file).error("missing key 'name'") }
        guard let rowsField = top["rows"] else { throw YAMLField(node: root, path: "", file: file).error("missing key 'rows'") }
        let (rowSet, estimatedHeight) = try rows(rowsField)
        var scenario = Scenario(name: try nameField.string(), summary: try top["summary"]?.string() ?? "", rows: rowSet)
        if let estimatedHeight { scenario.estimatedRowHeight = estimatedHeight }
        if let field = top["screen"] {
            let screen = try field.mapping(allowed: ["width", "height"])
            scenario.screen = Size(width: try screen["width"]?.positive() ?? scenario.screen.width,
                                   height: try screen["height"]?.positive() ?? scenario.screen.height)
        }
        if let field = top["refresh"] {
            scenario.refresh = try field.number(what: "a refresh rate \(RefreshRate.allowed)", RefreshRate.init(hertz:))
        }
        if let field = top["spacing"] { scenario.spacing = try field.number(in: 0...10_000, what: "a spacing of 0 or more points") }
        if let field = top["padding"] { scenario.padding = try padding(field) }
        if let field = top["content"] {
            scenario.content = Scenario.Content(rawValue: try field.choice(Scenario.Content.allCases.map(\.rawValue)))!
        }
        if let field = top["strategies"] { scenario.strategies = try strategies(field) }
        if let field = top["gesture"] { scenario.gesture = try gesture(field) }
        if let field = top["duration"] { scenario.timeLimit = try field.positive("a positive number of seconds") }
        if let field = top["pagination"] {
            let entries = try field.mapping(allowed: ["page_size", "max_rows"])
            let page = try entries["page_size"]?.integer(in: 1...1_000_000, what: "a page size of at least 1 row") ?? 50
            let max = try entries["max_rows"]?.integer(in: scenario.rows.count...10_000_000, what: "a row limit no lower than rows.count (\(scenario.rows.count))") ?? scenario.rows.count * 10
            scenario.pagination = Scenario.Pagination(pageSize: page, maxRows: max)
        }
        if let field = top["tick_hz"] { scenario.tickHz = try field.number(in: 0...1000, what: "a tick rate between 0 and 1000 per second") }
        if let field = top["costs"] { scenario.costOverrides = try costs(field) }
        if let field = top["device"] { scenario.device = try device(field) }
        if let field = top["open"] { scenario.opening = Scenario.Opening(rawValue: try field.choice(Scenario.Opening.allCases.map(\.rawValue)))! }
        if let field = top["transition"] {
            guard scenario.opening == .push else { throw field.error("a transition needs `open: push`: only a pushed screen slides in") }
            let entries = try field.mapping(allowed: ["seconds"])
            if let seconds = entries["seconds"] {
                scenario.pushTransitionSeconds = try seconds.number(in: 0...10, what: "a transition of 0 to 10 seconds")
            }
        }
        if scenario.content == .rows, scenario.gesture.isEmpty {
            throw YAMLField(node: root, path: "gesture", file: file).error("missing: a rows scenario needs at least one gesture step")
        }
        if scenario.content == .geometryReaderFeedback, scenario.timeLimit == nil {
            throw YAMLField(node: root, path: "duration", file: file).error("missing: the feedback container needs a time limit in seconds")
        }
        return scenario
    }

    static let rowKeys = ["count", "heights", "totals", "text", "cells", "estimated_height"]

    /// The row recipe and the list's estimated row height, if given.
    private static func rows(_ field: YAMLField) throws -> (RowSet, Double?) {
        let entries = try field.mapping(allowed: rowKeys)
        guard let countField = entries["count"] else { throw field.error("missing key 'count'") }
        let count = try countField.integer(in: 1...10_000_000, what: "a row count from 1 to 10000000")
        guard let heightsField = entries["heights"] else { throw field.error("missing key 'heights'") }
        var set = RowSet(count: count, heights: try heights(heightsField, count: count))
        if let totalsField = entries["totals"] { set.totals = try totals(totalsField, count: count) }
        if let textField = entries["text"] {
            if case .sequence = textField.node {
                let texts = try textField.sequence().map { try $0.string() }
                guard !texts.isEmpty else { throw textField.error("expected at least one text") }
                set.text = .pattern(texts)
            } else {
                let text = try textField.string()
                set.text = text == "numbered" ? .numbered : .fixed(text)
            }
        }
        if let cellsField = entries["cells"] {
            let names = CellKind.allCases.map(\.rawValue)
            let cells = try cellsField.sequence().map { CellKind(rawValue: try $0.choice(names))! }
            guard !cells.isEmpty else { throw cellsField.error("expected at least one cell type") }
            set.cells = cells
        }
        return (set, try entries["estimated_height"]?.positive("a positive height in points"))
    }

    private static func heights(_ field: YAMLField, count: Int) throws -> RowSet.Heights {
        let height = "a positive height in points"
        switch field.node {
        case .scalar:
            return .constant(try field.positive(height))
        case .sequence:
            let values = try field.sequence().map { try $0.positive(height) }
            guard values.count == count else {
                throw field.error("expected one height per row (\(count)), found \(values.count); use {pattern: [...]} to repeat")
            }
            return .list(values)
        default:
            let forms = ["pattern", "runs", "uniform", "normal", "lognormal"]
            let (form, value) = try field.singleEntry(allowed: forms)
            switch form {
            case "pattern":
                let values = try value.sequence().map { try $0.positive(height) }
                guard !values.isEmpty else { throw value.error("expected at least one height") }
                return .pattern(values)
            case "runs":
                let runs = try value.sequence().map { run in
                    let entries = try run.mapping(allowed: ["count", "height"])
                    guard let c = entries["count"], let h = entries["height"] else { throw run.error("expected {count: N, height: H}") }
                    return RowSet.Run(count: try c.integer(in: 1...10_000_000, what: "a row count of at least 1"), height: try h.positive(height))
                }
                guard !runs.isEmpty else { throw value.error("expected at least one run") }
                return .runs(runs)
            case "uniform":
                let entries = try value.mapping(allowed: ["min", "max"])
                guard let low = entries["min"], let high = entries["max"] else { throw value.error("expected {min: H, max: H}") }
                let lowValue = try low.positive(height)
                let highValue = try high.positive(height)
                guard highValue >= lowValue else { throw high.error("expected a maximum no lower than the minimum (\(lowValue))") }
                return .uniform(min: lowValue, max: highValue)
            case "lognormal":
                let entries = try value.mapping(allowed: ["mean", "cv", "min", "max"])
                guard let mean = entries["mean"], let cv = entries["cv"] else { throw value.error("expected {mean: H, cv: C, min: H, max: H}") }
                let meanValue = try mean.positive(height)
                let low = try entries["min"]?.positive(height) ?? 1
                let high = try entries["max"]?.positive(height) ?? meanValue * 10
                guard high >= low else { throw value.error("expected max no lower than min") }
                return .lognormal(mean: meanValue, cv: try cv.number(in: 0...10, what: "a coefficient of variation from 0 to 10"), min: low, max: high)
            default:
                let entries = try value.mapping(allowed: ["mean", "sd", "min", "max"])
                guard let mean = entries["mean"], let sd = entries["sd"] else { throw value.error("expected {mean: H, sd: H, min: H, max: H}") }
                let meanValue = try mean.positive(height)
                let low = try entries["min"]?.positive(height) ?? 1
                let high = try entries["max"]?.positive(height) ?? meanValue * 4
                guard high >= low else { throw value.error("expected max no lower than min") }
                return .normal(mean: meanValue, deviation: try sd.number(in: 0...100_000, what: "a standard deviation of 0 or more"), min: low, max: high)
            }
        }
    }

    /// `totals: [{rows: 646, points: 296975.93}, {rows: 1000, points: 507631}]`: extents the drawn heights
    /// are scaled to, in increasing rows and points.
    private static func totals(_ field: YAMLField, count: Int) throws -> [RowSet.Total] {
        var totals: [RowSet.Total] = []
        for item in try field.sequence() {
            let entries = try item.mapping(allowed: ["rows", "points"])
            guard let rows = entries["rows"], let points = entries["points"] else { throw item.error("expected {rows: N, points: P}") }
            let total = RowSet.Total(rows: try rows.integer(in: 1...count, what: "a row count from 1 to the scenario's \(count) rows"),
                                     points: try points.positive("a positive extent in points"))
            if let last = totals.last, total.rows <= last.rows || total.points <= last.points {
                throw item.error("expected more rows and points than the total before it (\(last.rows) rows, \(last.points) pt)")
            }
            totals.append(total)
        }
        return totals
    }

    private static func padding(_ field: YAMLField) throws -> EdgeInsets {
        if case .scalar = field.node {
            let all = try field.number(in: 0...10_000, what: "a padding of 0 or more points")
            return EdgeInsets(top: all, leading: all, bottom: all, trailing: all)
        }
        let entries = try field.mapping(allowed: ["top", "leading", "bottom", "trailing"])
        func side(_ key: String) throws -> Double { try entries[key]?.number(in: 0...10_000, what: "a padding of 0 or more points") ?? 0 }
        return EdgeInsets(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing"))
    }

    private static func strategies(_ field: YAMLField) throws -> [StackStrategy] {
        let names = StackStrategy.names
        if case .scalar = field.node {
            let value = try field.choice(names + ["all"])
            return value == "all" ? StackStrategy.allCases : [StackStrategy(rawValue: value)!]
        }
        let list = try field.sequence().map { StackStrategy(rawValue: try $0.choice(names))! }
        guard !list.isEmpty else { throw field.error("expected at least one strategy") }
        return list
    }

    private static func gesture(_ field: YAMLField) throws -> [GestureStep] {
        try field.sequence().map { stepField in
            let (kind, value) = try stepField.singleEntry(allowed: ["drag", "fling", "scrub", "jump", "wait"])
            let seconds = "a positive number of seconds"
            switch kind {
            case "drag":
                let entries = try value.mapping(allowed: ["velocity", "duration"])
                guard let v = entries["velocity"], let d = entries["duration"] else { throw value.error("expected {velocity: POINTS_PER_SECOND, duration: SECONDS}") }
                return .drag(velocity: try v.number(in: -100_000...100_000, what: "a velocity between -100000 and 100000 points per second"), duration: try d.positive(seconds))
            case "fling":
                let entries = try value.mapping(allowed: ["velocity", "deceleration"])
                guard let v = entries["velocity"] else { throw value.error("expected {velocity: POINTS_PER_SECOND, deceleration: normal|fast}") }
                let rate = try entries["deceleration"]?.choice(ScrollPhysics.Deceleration.allCases.map(\.rawValue)) ?? "normal"
                return .fling(velocity: try v.number(in: -100_000...100_000, what: "a velocity between -100000 and 100000 points per second"),
                              deceleration: ScrollPhysics.Deceleration(rawValue: rate)!)
            case "scrub":
                let entries = try value.mapping(allowed: ["duration", "sweep_seconds"])
                guard let d = entries["duration"] else { throw value.error("expected {duration: SECONDS, sweep_seconds: [MIN, MAX]}") }
                var sweep: ClosedRange<Double>?
                if let field = entries["sweep_seconds"] {
                    let bounds = try field.sequence().map { try $0.positive(seconds) }
                    guard bounds.count == 2, bounds[0] <= bounds[1] else {
                        throw field.error("expected [MIN, MAX]: the shortest and longest sweep in seconds, MIN no more than MAX")
                    }
                    sweep = bounds[0]...bounds[1]
                }
                return .scrub(duration: try d.positive(seconds), sweep: sweep)
            case "jump":
                let entries = try value.mapping(allowed: ["row"])
                guard let row = entries["row"] else { throw value.error("expected {row: ROW_ID}") }
                return .jump(row: try row.integer(in: 0...10_000_000, what: "a row id of 0 or more"))
            default:
                let entries = try value.mapping(allowed: ["duration"])
                guard let d = entries["duration"] else { throw value.error("expected {duration: SECONDS}") }
                return .wait(duration: try d.positive(seconds))
            }
        }
    }

    private static func costs(_ field: YAMLField) throws -> [String: DeviceProfile.TypeOverride] {
        var overrides: [String: DeviceProfile.TypeOverride] = [:]
        for (name, value) in try field.namedEntries() {
            let entries = try value.mapping(allowed: ["body_us", "measure_us", "place_us"])
            func cost(_ key: String) throws -> Double? {
                try entries[key]?.number(in: 0...1_000_000, what: "a cost of 0 or more microseconds")
            }
            overrides[name] = DeviceProfile.TypeOverride(body: try cost("body_us"), measure: try cost("measure_us"), place: try cost("place_us"))
        }
        return overrides
    }

    /// A built-in profile's name, or a profile file (relative to the scenario file).
    private static func device(_ field: YAMLField) throws -> DeviceProfile {
        let value = try field.string()
        // A built-in scenario (`<built-in …>`) has no directory of its own.
        let directory = field.file.hasPrefix("<") ? "" : (field.file as NSString).deletingLastPathComponent
        guard let profile = try DeviceProfile.resolve(value, relativeTo: directory) else {
            let names = DeviceProfile.builtIns.map(\.name).joined(separator: ", ")
            throw field.error("expected a device profile: one of \(names), or a profile file (.yml), found '\(value)'")
        }
        return profile
    }
}
