import FrameProfAnalysis
import FrameProfTrace

/// `frameprof import xctrace`: an `xctrace export` XML → the `device` strategy entry: the hitch timeline,
/// hitch time ratio and band from `hitches`, the per-view table from `swiftui-updates` (or the older
/// `swiftui-body-interval`), frame durations from `coreanimation-commit-interval` and the display rate
/// from `display-vsyncs-interval` where the export has them.
public enum XCTraceImport {
    /// Column mnemonics per meaning, newest first: they drift between Xcode releases.
    static let startColumns = ["start", "time", "timestamp"]
    static let durationColumns = ["duration", "hitch-duration"]
    static let viewColumns = ["view-name", "view-type", "view", "description"]
    static let moduleColumns = ["module", "view-module"]
    /// SwiftUI writes an update still in flight with a duration near `UInt64.max`; nothing real lasts an hour.
    static let inFlightNs: UInt64 = 3_600_000_000_000

    /// Reads `path` (`-` for standard input). `durationS` states the recording's length when the export
    /// has no commit or vsync table to measure it; `refreshHz` the display rate when it has no vsyncs.
    public static func read(path: String, scenario: String, toolVersion: String, hitchBands: HitchBandSet = .current,
                            durationS: Double? = nil, refreshHz: Double? = nil,
                            blockSize: Int = 1 << 20) throws(ImportError) -> ImportedRecording {
        let input = try ByteInput(path: path, blockSize: blockSize)
        var reader = XCTraceTableReader()
        var device = DeviceTables()
        var unread = UnreadLines()
        var rowNumber: [String: Int] = [:]
        var damage: ImportError?
        do {
            try reader.read(input) { schema, columns, cells in
                rowNumber[schema, default: 0] += 1
                if let problem = device.add(schema: schema, columns: columns, cells: cells) {
                    unread.add(line: rowNumber[schema]!, reason: "\(schema): \(problem)")
                }
            }
        } catch {
            // A cut-off or damaged export is read up to the damage, as a damaged trace is.
            guard device.hasData else { throw error }
            damage = error
        }
        let file = input.name
        guard device.hasData else {
            let tables = reader.rowCounts.keys.sorted().joined(separator: ", ")
            throw ImportError("\(file) has no hitches, swiftui-updates, swiftui-body-interval, coreanimation-commit-interval or display-vsyncs-interval rows\(tables.isEmpty ? "" : " (it has \(tables))"), so there is nothing to report; export one with xctrace export --xpath '/trace-toc/run[@number=\"1\"]/data/table[@schema=\"hitches\"]'")
        }
        var notes: [String] = []
        if let damage {
            notes.append("the export is damaged (\(damage)); the \(reader.rowCounts.values.reduce(0, +)) rows before the damage are reported, the rest is lost.")
        }
        if let sentence = unread.sentence(in: file, unit: "row") { notes.append(sentence) }
        if reader.danglingRefs > 0 {
            notes.append("\(file): \(reader.danglingRefs) cells referred to an id defined nowhere before them and were read as empty.")
        }
        if device.inFlight > 0 { notes.append("\(file): \(device.inFlight) SwiftUI updates were still in flight when recording stopped and are not in the view table.") }
        let measuredRefresh = device.refreshHz ?? refreshHz
        let analysis = device.analysis(refreshHz: measuredRefresh, statedDurationS: durationS, bands: hitchBands, notes: &notes)
        let source: JSONValue = .object([
            ("kind", .string("xctrace")), ("file", .string(file)), ("bytes", .int(Int64(input.bytesRead))),
            ("tables", .object(reader.rowCounts.sorted { $0.key < $1.key }.map { ($0.key, .int(Int64($0.value))) })),
            ("unread_rows", .int(Int64(unread.count))), ("damaged", .bool(damage != nil)),
            ("unread_examples", .array(unread.examples.map { .object([("row", .int(Int64($0.line))), ("reason", .string($0.reason))]) })),
        ])
        let document = ImportedRecording.document(toolVersion: toolVersion, scenario: scenario, refreshHz: measuredRefresh,
                                                  hitchBands: hitchBands, source: source,
                                                  sourceDescription: "imported from \(file) (xctrace export)")
        return ImportedRecording(strategies: [analysis], document: document, notes: notes)
    }
}
