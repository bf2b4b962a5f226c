import Foundation
import FrameProfTrace
import StackLab

/// Writes what a lab recording measured as an Instruments export, in the schema and markup of the real
/// Xcode 27 exports in `../shared/fixtures/real/xctrace/sforteln-xcode27/` (a `<schema>` of mnemonic
/// columns, then one `<row>` of typed cells per interval, each with an id and a formatted value).
enum InstrumentsExport {
    /// Writes `swiftui-updates.xml` (body intervals), `swiftui-layout-updates.xml` (measure intervals,
    /// named as SwiftUI names its layouts: `_VStackLayout: sizeThatFits(…)`) and
    /// `coreanimation-commit-interval.xml` (commits), `hitches.xml` (each hitch frame, as long as it
    /// was late) and `hitches-renders.xml` (each hitch frame's render) into `directory`; returns the
    /// updates written.
    /// Each duration is scaled by its own factor, uniform within ±`noise`, seeded by `seed`, as a
    /// phone's intervals scatter on top of the frame-to-frame variability the lab models.
    @discardableResult
    /// `bodyFactor` multiplies every update's duration on top: a recording of a slower (or faster) run.
    static func write(from tracePath: String, into directory: String, noise: Double, seed: UInt64, bodyFactor: Double = 1) throws -> Int {
        let reader = try TraceReader(path: tracePath)
        var random = SeededGenerator(seed: seed)
        var open: [UInt32: [(kind: EventKind, name: UInt32, start: UInt64)]] = [:]
        var updates = header("swiftui-updates", updateColumns), layouts = header("swiftui-layout-updates", layoutColumns)
        var commits = header("coreanimation-commit-interval", commitColumns), hitches = header("hitches", commitColumns)
        var renders = header("hitches-renders", renderColumns)
        var id = 100
        var rows = 0
        func cell(_ type: String, _ value: String, fmt: String? = nil) -> String {
            id += 1
            let escaped = value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            return "<\(type) id=\"\(id)\" fmt=\"\((fmt ?? escaped).replacingOccurrences(of: "\"", with: "&quot;"))\">\(escaped)</\(type)>"
        }
        for item in reader {
            if case let .frame(frame) = item, frame.isHitch {
                // Instruments' hitch: from the frame's start, as long as it was late.
                hitches += "<row>" + cell("start-time", "\(frame.startNs)") + cell("duration", "\(UInt64(frame.hitchTimeNs))") + "</row>\n"
                // And its render, after the commit, with the same noise as every interval.
                let render = UInt64((Double(frame.renderDurationNs) * (1 + noise * (2 * random.nextUnit() - 1))).rounded())
                renders += "<row>" + cell("start-time", "\(frame.commitNs)") + cell("duration", "\(render)") + cell("uint32", "\(frame.transactionID)") + "</row>\n"
            }
            guard case let .event(event) = item else { continue }
            switch event.phase {
            case .begin: open[event.threadID, default: []].append((event.kind, event.nameID, event.timestampNs))
            case .end:
                // An end closes the innermost open interval of its kind on its thread.
                guard let index = open[event.threadID]?.lastIndex(where: { $0.kind == event.kind }),
                      let last = open[event.threadID]?.remove(at: index) else { continue }
                let factor = (1 + noise * (2 * random.nextUnit() - 1)) * (last.kind == .body ? bodyFactor : 1)
                let duration = UInt64((Double(event.timestampNs - last.start) * factor).rounded())
                let timing = cell("start-time", "\(last.start)") + cell("duration", "\(duration)", fmt: String(format: "%.2f µs", Double(duration) / 1000))
                switch last.kind {
                case .body:
                    let name = reader.name(of: last.name)
                    updates += "<row>" + timing + cell("swiftui-update", "View Body") + cell("string", name.module) + cell("string", name.name) + "</row>\n"
                    rows += 1
                case .measure:
                    let name = reader.name(of: last.name)
                    layouts += "<row>" + timing + cell("string", "_\(name.name): sizeThatFits((390.0, nil)) → (390.0, 100.0)") + cell("string", "SwiftUI") + "</row>\n"
                case .commit:
                    commits += "<row>" + timing + "</row>\n"
                default: continue
                }
            case .instant: continue
            }
        }
        for (name, xml) in [("swiftui-updates", updates), ("swiftui-layout-updates", layouts), ("coreanimation-commit-interval", commits), ("hitches", hitches),
                           ("hitches-renders", renders)] {
            try Data((xml + "</node></trace-query-result>\n").utf8).write(to: URL(fileURLWithPath: directory + "/\(name).xml"))
        }
        return rows
    }

    private static let updateColumns: [(String, String, String)] = [
        ("start", "Start", "start-time"), ("duration", "Duration", "duration"), ("update-type", "Update Type", "swiftui-update"),
        ("module", "Module", "string"), ("view-name", "View Name", "string"),
    ]
    private static let layoutColumns: [(String, String, String)] = [
        ("start", "Start", "start-time"), ("duration", "Duration", "duration"), ("description", "Description", "string"), ("module", "Module", "string"),
    ]
    private static let commitColumns: [(String, String, String)] = [("start", "Start", "start-time"), ("duration", "Duration", "duration")]
    private static let renderColumns: [(String, String, String)] = [
        ("start", "Start", "start-time"), ("duration", "Duration", "duration"), ("swap-id", "Swap ID", "uint32"),
    ]

    private static func header(_ schema: String, _ columns: [(String, String, String)]) -> String {
        var xml = "<?xml version=\"1.0\"?>\n<trace-query-result>\n<node xpath='//trace-toc[1]/run[1]/data[1]/table[9]'><schema name=\"\(schema)\">"
        for (mnemonic, name, type) in columns {
            xml += "<col><mnemonic>\(mnemonic)</mnemonic><name>\(name)</name><engineering-type>\(type)</engineering-type></col>"
        }
        return xml + "</schema>\n"
    }
}
