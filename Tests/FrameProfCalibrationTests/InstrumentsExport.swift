import Foundation
import FrameProfTrace

/// Writes what a lab recording measured as an Instruments export: its body intervals as the rows of a
/// `swiftui-updates` table, in the schema and markup of the real Xcode 27 export in
/// `../shared/fixtures/real/xctrace/sforteln-xcode27/swiftui-updates.xml` (a `<schema>` of mnemonic
/// columns, then one `<row>` of typed cells per update, each with an id and a formatted value).
enum InstrumentsExport {
    /// The `swiftui-updates` table of the body intervals in the trace at `tracePath`, written to `path`;
    /// returns how many updates it holds.
    @discardableResult
    /// Each update's duration is scaled by its own factor, uniform within ±`noise`, seeded by `seed`, as
    /// a phone's updates of one view scatter on top of the frame-to-frame variability the lab models.
    static func writeSwiftUIUpdates(from tracePath: String, to path: String, noise: Double, seed: UInt64) throws -> Int {
        let reader = try TraceReader(path: tracePath)
        var random = SplitMix(seed: seed)
        var open: [UInt32: [(kind: EventKind, name: UInt32, start: UInt64)]] = [:]
        var xml = header
        var id = 100
        var rows = 0
        for item in reader {
            guard case let .event(event) = item else { continue }
            switch event.phase {
            case .begin: open[event.threadID, default: []].append((event.kind, event.nameID, event.timestampNs))
            case .end:
                guard let last = open[event.threadID]?.popLast(), last.kind == .body else { continue }
                let name = reader.name(of: last.name)
                let factor = 1 + noise * (2 * random.unit() - 1)
                let duration = UInt64((Double(event.timestampNs - last.start) * factor).rounded())
                func cell(_ type: String, _ value: String, fmt: String? = nil) -> String {
                    id += 1
                    return "<\(type) id=\"\(id)\" fmt=\"\(fmt ?? value)\">\(value)</\(type)>"
                }
                xml += "<row>" + cell("start-time", "\(last.start)") + cell("duration", "\(duration)", fmt: String(format: "%.2f µs", Double(duration) / 1000))
                    + cell("uint32", "\(rows + 1)") + cell("swiftui-update", "View Body") + cell("event-count", "0")
                    + cell("string", name.name) + cell("string", "Update") + cell("string", name.module) + cell("string", name.name) + "</row>\n"
                rows += 1
            case .instant: continue
            }
        }
        xml += "</node></trace-query-result>\n"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        return rows
    }

    private static let columns: [(String, String, String)] = [
        ("start", "Start", "start-time"), ("duration", "Duration", "duration"), ("id", "ID", "uint32"),
        ("update-type", "Update Type", "swiftui-update"), ("allocations", "Allocations", "event-count"),
        ("description", "Description", "string"), ("category", "Category", "string"), ("module", "Module", "string"),
        ("view-name", "View Name", "string"),
    ]

    private static var header: String {
        var xml = "<?xml version=\"1.0\"?>\n<trace-query-result>\n<node xpath='//trace-toc[1]/run[1]/data[1]/table[9]'><schema name=\"swiftui-updates\">"
        for (mnemonic, name, type) in columns {
            xml += "<col><mnemonic>\(mnemonic)</mnemonic><name>\(name)</name><engineering-type>\(type)</engineering-type></col>"
        }
        return xml + "</schema>\n"
    }
}

/// A seeded generator (SplitMix64), the same on every machine.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
