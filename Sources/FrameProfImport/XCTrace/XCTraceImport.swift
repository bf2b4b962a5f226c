import FrameProfAnalysis
import FrameProfTrace

/// `frameprof import xctrace`: one or several `xctrace export` XML files of one recording (a directory
/// means every `.xml` in it) → the `device` strategy entry. The tables share the run's time base and are
/// merged; an `xctrace export --toc` file among them gives the run's length and device. Tables of other
/// schemas are counted and named in the summary's `source`.
public enum XCTraceImport {
    /// Reads `path` (`-` for standard input, or a directory). `durationS` states the recording's length
    /// when no commit or vsync table measures it; `refreshHz` the display rate when no vsyncs do.
    public static func read(path: String, scenario: String, toolVersion: String, hitchBands: HitchBandSet = .current,
                            durationS: Double? = nil, refreshHz: Double? = nil,
                            blockSize: Int = 1 << 20) throws(ImportError) -> ImportedRecording {
        try read(paths: [path], scenario: scenario, toolVersion: toolVersion, hitchBands: hitchBands, durationS: durationS,
                 refreshHz: refreshHz, blockSize: blockSize)
    }

    /// Reads every file of `paths` (directories expanded to their `.xml` files) as one recording; with a
    /// `window`, only the rows that start in it (a part of the recording, as `calibrate` splits one
    /// export into halves by time).
    public static func read(paths: [String], scenario: String, toolVersion: String, hitchBands: HitchBandSet = .current,
                            durationS: Double? = nil, refreshHz: Double? = nil, window: Range<UInt64>? = nil,
                            blockSize: Int = 1 << 20) throws(ImportError) -> ImportedRecording {
        var files: [String] = []
        for path in paths {
            let listed = DirectoryListing.expand(path, ext: "xml")
            guard !listed.isEmpty else { throw ImportError("\(path) is a directory with no .xml files; give xctrace export files or a directory of them") }
            files += listed
        }
        var state = ImportState()
        state.device.window = window
        for file in files { try state.read(file, blockSize: blockSize) }
        return try state.recording(files: files, scenario: scenario, toolVersion: toolVersion,
                                   settings: DeviceTables.Settings(refreshHz: refreshHz, statedDurationS: durationS, bands: hitchBands))
    }
}

/// Everything read so far from the files of one recording.
private struct ImportState {
    var device = DeviceTables()
    var toc: XCTraceTOC?
    var notes: [String] = []
    var sources: [JSONValue] = []
    /// Rows of schemas this importer does not read, per schema.
    var unsupported: [String: Int] = [:]
    var damaged = false
    var bytes: UInt64 = 0

    mutating func read(_ path: String, blockSize: Int) throws(ImportError) {
        let input = try ByteStreamReader.forImport(path: path, blockSize: blockSize)
        var reader = XCTraceTableReader()
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
            guard reader.rowCounts.values.reduce(0, +) > 0 || reader.toc != nil else { throw error }
            damage = error
        }
        for schema in reader.schemas { device.declare(schema: schema) }
        bytes += input.bytesRead
        if let found = reader.toc { toc = toc ?? found }
        let file = input.name
        for schema in reader.schemas where !DeviceTables.supported.contains(schema) {
            unsupported[schema, default: 0] += reader.rowCounts[schema] ?? 0
        }
        if let damage {
            damaged = true
            notes.append("\(file): the export is damaged (\(damage)); the \(reader.rowCounts.values.reduce(0, +)) rows before the damage are reported, the rest is lost.")
        }
        if let sentence = unread.sentence(in: file, unit: "row") { notes.append(sentence) }
        if reader.danglingRefs > 0 {
            notes.append("\(file): \(reader.danglingRefs) cells referred to an id defined nowhere before them and were read as empty.")
        }
        sources.append(.object([
            ("file", .string(file)), ("bytes", .int(Int64(clamping: input.bytesRead))),
            ("kind", .string(reader.toc != nil ? "toc" : "tables")),
            ("tables", .object(reader.schemas.map { ($0, .int(Int64(reader.rowCounts[$0] ?? 0))) })),
            ("unread_rows", .int(Int64(unread.count))), ("damaged", .bool(damage != nil)),
            ("unread_examples", .array(unread.examples.map { .object([("row", .int(Int64($0.line))), ("reason", .string($0.reason))]) })),
        ]))
    }

    func recording(files: [String], scenario: String, toolVersion: String,
                   settings given: DeviceTables.Settings) throws(ImportError) -> ImportedRecording {
        let names = files.count == 1 ? ByteStreamReader.describe(files[0]) : "\(files.count) files"
        guard device.hasData else {
            if toc != nil, unsupported.isEmpty {
                throw ImportError("\(names) holds only the run's table of contents (xctrace export --toc); import it together with the tables exported beside it, e.g. frameprof import xctrace toc.xml hitches.xml")
            }
            let other = unsupported.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value) row\($0.value == 1 ? "" : "s")" }
            throw ImportError("\(names) \(other.isEmpty ? "has no xctrace tables" : "has only tables frameprof does not read (\(other.joined(separator: ", ")))"), so there is nothing to report; frameprof reads \(DeviceTables.supported.sorted().joined(separator: ", ")). Export one with xctrace export --xpath '/trace-toc/run[@number=\"1\"]/data/table[@schema=\"hitches\"]'")
        }
        var notes = self.notes
        var settings = given
        settings.refreshHz = device.vsyncRefreshHz ?? given.refreshHz ?? device.mainDisplay?.maxRefreshHz
        if device.vsyncRefreshHz == nil, given.refreshHz == nil, let display = device.mainDisplay, let hz = display.maxRefreshHz {
            notes.append("device: no vsyncs measure the display rate, so it is \(NumberText.trimmed(hz, decimals: 2)) Hz, the maximum device-display-info gives for \(display.name.isEmpty ? "the main display" : display.name); an adaptive display may have run slower. Give --refresh HZ to state it.")
        }
        settings.statedDurationS = given.statedDurationS ?? toc?.durationS
        if device.stacklessSamples > 0 {
            notes.append("device: \(device.stacklessSamples) sample rows had no backtrace and are not counted as samples.")
        }
        if device.inFlight > 0 { notes.append("device: \(device.inFlight) SwiftUI updates were still in flight when recording stopped and are not in the view table.") }
        if !unsupported.isEmpty {
            let listed = unsupported.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value) row\($0.value == 1 ? "" : "s"))" }
            notes.append("device: frameprof does not read \(listed.joined(separator: ", ")); they are listed in summary.json's source.")
        }
        let analysis = device.analysis(settings, notes: &notes)
        let document = ImportedRecording.document(toolVersion: toolVersion, scenario: scenario, refreshHz: settings.refreshHz,
                                                  hitchBands: settings.bands, source: source(),
                                                  sourceDescription: "imported from \(names) (xctrace export)")
        var recording = ImportedRecording(strategies: [analysis], document: document, notes: notes)
        let spans = [device.continuousSpan, device.eventSpan].compactMap { $0 }
        if let first = spans.map(\.first).min(), let last = spans.map(\.last).max() { recording.spanNs = first...last }
        return recording
    }

    func source() -> JSONValue {
        var members: [(String, JSONValue)] = [("kind", .string("xctrace")), ("files", .array(sources)),
                                              ("bytes", .int(Int64(clamping: bytes))), ("damaged", .bool(damaged)),
                                              ("tables_read", .array(device.read.sorted().map { .string($0) })),
                                              ("tables_unsupported", .object(unsupported.sorted { $0.key < $1.key }.map { ($0.key, .int(Int64($0.value))) }))]
        if let toc {
            members.append(("run", .object([("duration_s", toc.durationS.map { .number($0) } ?? .null),
                                            ("device", toc.device.map { .string($0.description) } ?? .null),
                                            ("process", toc.process.map { .string($0) } ?? .null),
                                            ("template", toc.template.map { .string($0) } ?? .null)])))
        }
        return .object(members)
    }
}
