import FrameProfAnalysis

/// One reader per table: what each row of a supported schema adds.
extension DeviceTables {
    static let startColumns = ["start", "time", "timestamp", "event-time", "sample-time"]
    static let durationColumns = ["duration", "hitch-duration"]
    static let viewColumns = ["view-name", "view-type", "view", "description"]
    static let moduleColumns = ["module", "view-module"]
    /// Backtrace columns, user stacks first: Instruments 14's `stack`, Xcode 27's kperf callstacks.
    static let stackColumns = ["stack", "backtrace", "cp-user-callstack", "cp-kernel-callstack"]
    /// SwiftUI writes an update still in flight with a duration near `UInt64.max`; nothing real lasts an hour.
    static let inFlightNs: UInt64 = 3_600_000_000_000

    mutating func add(schema: String, _ row: Row) throws(RowProblem) {
        if let window, schema != "device-display-info", let time = try? row.nanoseconds(Self.startColumns, "start time"), !window.contains(time) {
            return
        }
        switch schema {
        case "device-display-info": addDisplay(row)
        case "time-profile", "time-sample": try addSample(row)
        case "PointsOfInterestEvents", "points-of-interest":
            let name = row.text("name", "signpost-name")
            pointsOfInterest[name.isEmpty ? "(unnamed)" : name, default: 0] += 1
            if let time = try? row.nanoseconds(Self.startColumns, "time") { cover(time, time, continuous: false) }
        case "display-vsyncs-interval":
            // Every real vsync row lasts 1 ns; the timestamps are what measure the display.
            let time = try row.nanoseconds(Self.startColumns, "timestamp")
            vsyncTimes.append(time)
            cover(time, time, continuous: true)
        default:
            try addInterval(schema: schema, row, start: try row.nanoseconds(Self.startColumns, "start time"))
        }
    }

    private mutating func addInterval(schema: String, _ row: Row, start: UInt64) throws(RowProblem) {
        // SwiftUI marks an update still in flight with a duration near 2^64; it is counted, not read.
        let isUpdate = schema == "swiftui-updates" || schema == "swiftui-body-interval"
        let duration = try row.nanoseconds(Self.durationColumns, "duration", limit: isUpdate ? .max : Self.maxTimeNs)
        if duration < Self.inFlightNs {
            cover(start, start + duration, continuous: ["hitches-renders", "coreanimation-commit-interval"].contains(schema))
        }
        switch schema {
        case "hitches":
            hitches.append(Hitch(startNs: start, durationNs: duration, narrative: row.text("narrative-description", "label"),
                                 swapID: row.text("swap-id")))
        case "hitches-renders":
            renders.append(Render(startNs: start, durationNs: duration, swapID: row.text("swap-id")))
        case "potential-hangs":
            hangs.append(Hang(startNs: start, durationNs: duration, type: row.text("hang-type"), thread: row.text("thread")))
        case "swiftui-updates", "swiftui-body-interval": try addUpdate(row, duration: duration)
        case "swiftui-layout-updates": addLayout(row, duration: duration)
        case "swiftui-update-groups":
            let label = row.text("label")
            groups[label.isEmpty ? "(unlabelled)" : label, default: DurationStats()].add(duration)
        case "os-signpost-interval", "OSSignpostIntervals":
            let name = row.text("name", "signpost-name")
            let module = row.text("subsystem")
            signposts[module + "\u{0}" + name, default: (module, name.isEmpty ? "(unnamed)" : name, DurationStats())].stats.add(duration)
        default:
            commits.append((start, duration))
        }
    }

    /// A `swiftui-updates` row: a body evaluation counts for its view; other update types (layout,
    /// environment) are counted apart, as Instruments' update-type column separates them.
    private mutating func addUpdate(_ row: Row, duration: UInt64) throws(RowProblem) {
        guard duration < Self.inFlightNs else {
            inFlight += 1
            return
        }
        let type = row.text("update-type")
        if !type.isEmpty, !type.lowercased().contains("body") {
            otherUpdates[type, default: 0] += 1
            return
        }
        guard let view = row.cell(Self.viewColumns)?.text, !view.isEmpty else {
            throw RowProblem("no view name (\(Self.viewColumns.joined(separator: ", ")))")
        }
        let module = row.cell(Self.moduleColumns)?.text ?? ""
        views[module + "\u{0}" + view, default: (module, view, DurationStats())].stats.add(duration)
        let qualified = module.isEmpty ? view : "\(module).\(view)"
        let cause = row.text("root-causes")
        if !cause.isEmpty { causes[qualified, default: [:]][cause, default: 0] += 1 }
        let severity = row.text("severity")
        if !severity.isEmpty { severities[severity, default: 0] += 1 }
    }

    /// A `swiftui-layout-updates` row, `_VStackLayout: sizeThatFits((375.0, nil)) → (375.0, 812.0)`:
    /// the layout type before the colon, measure for `sizeThatFits`, place for `placeSubviews`.
    private mutating func addLayout(_ row: Row, duration: UInt64) {
        let description = row.text("description")
        guard let colon = description.firstIndex(of: ":") else {
            otherLayoutUpdates += 1
            return
        }
        let name = String(description[..<colon])
        let call = description[description.index(after: colon)...].drop { $0 == " " }.prefix { $0 != "(" }
        let module = row.text("module")
        switch call {
        case "sizeThatFits": measures[module + "\u{0}" + name, default: (module, name, DurationStats())].stats.add(duration)
        case "placeSubviews": places[module + "\u{0}" + name, default: (module, name, DurationStats())].stats.add(duration)
        default: otherLayoutUpdates += 1
        }
    }

    private mutating func addDisplay(_ row: Row) {
        let yes: (String) -> Bool = { ["1", "yes", "true"].contains($0.lowercased()) }
        let rate = row.cell(["max-refresh-rate"]).flatMap { Double($0.raw) }.flatMap { $0 > 0 && $0 <= 1000 ? $0 : nil }
        displays.append(Display(name: row.text("device-name", "display-name"), resolution: row.text("resolution"), maxRefreshHz: rate,
                                isMain: yes(row.cell(["is-main-display"])?.raw ?? ""), builtIn: yes(row.cell(["built-in"])?.raw ?? "")))
    }

    /// A stack sample; rows without a backtrace (a sentinel) are not samples, as Perfetto's importer skips them.
    private mutating func addSample(_ row: Row) throws(RowProblem) {
        let time = try row.nanoseconds(Self.startColumns, "sample time")
        cover(time, time, continuous: true)
        guard let frames = Self.stackColumns.lazy.compactMap({ row.cell([$0])?.frames }).first(where: { !$0.isEmpty }) else {
            stacklessSamples += 1
            return
        }
        samples.append(Sample(timeNs: time, thread: row.text("thread"), frames: frames))
    }
}
