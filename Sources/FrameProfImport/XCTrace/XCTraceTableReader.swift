import FrameProfTrace

/// Reads `xctrace export` XML into rows keyed by column mnemonic, one table (`<schema name=…>`) at a
/// time, streaming.
///
/// The format shares values across the whole document: the first time a value appears its element has
/// an `id`; every later use is an empty element with `ref` naming it, and ids may be defined inside
/// another cell (a process inside a thread). A `<sentinel/>` is an empty cell. So every id'd element's
/// value is remembered; memory grows with the distinct values, not with the rows.
struct XCTraceTableReader {
    /// One cell: the text inside the element (nanoseconds for times and durations) and its `fmt`
    /// (what Instruments displays).
    struct Cell: Equatable {
        var raw: String
        var display: String
        /// A backtrace's frames, innermost first: `frame` elements' names (their address when unnamed)
        /// and the addresses of `text-addresses` lists, gathered from every element inside the cell.
        var frames: [String] = []
        /// The empty cell of a sentinel or an unknown reference.
        static let empty = Cell(raw: "", display: "")
        /// The display text, else the raw text.
        var text: String { display.isEmpty ? raw : display }
    }

    /// Rows that named an `id` never defined before them.
    private(set) var danglingRefs = 0
    /// Rows read, per schema.
    private(set) var rowCounts: [String: Int] = [:]
    /// Tables whose schema was declared, in order, whether or not they had rows.
    private(set) var schemas: [String] = []
    /// What an `xctrace export --toc` file says, when the input is one.
    private(set) var toc: XCTraceTOC?

    /// Values by id: xctrace numbers them, so integer keys hash faster; any other id falls back.
    private var values: [Int: Cell] = [:]
    private var namedValues: [String: Cell] = [:]
    private var schema: String?
    private var columns: [String] = []
    private var inSchema = false
    private var inMnemonic = false
    private var mnemonic = ""
    private var depth = 0
    private var rowDepth: Int?
    private var row: [Cell] = []
    /// Elements inside a row still open, innermost last; `frames` gathers a backtrace from the inside.
    private var open: [OpenElement] = []
    private var tocText: String?

    private struct OpenElement {
        var id: String?
        var name: String
        var display: String
        var depth: Int
        var topLevel: Bool
        var text = ""
        var frames: [String] = []
    }

    /// Reads `input`, calling `onRow(schema, columns, cells)` per row.
    mutating func read(_ input: ByteStreamReader, onRow: (String, [String], [Cell]) -> Void) throws(ImportError) {
        var parser = XMLPullParser(input: input)
        try parser.parse { (event: XMLPullParser.Event) throws(ImportError) in
            switch event {
            case let .start(name, attributes, _):
                self.start(name, attributes)
            case let .text(text):
                if self.inMnemonic {
                    self.mnemonic += text
                } else if !self.open.isEmpty {
                    self.open[self.open.count - 1].text += text
                } else if self.tocText != nil {
                    self.tocText! += text
                }
            case let .end(name):
                self.end(name, onRow: onRow)
            }
        }
        if depth != 0 {
            throw ImportError("\(input.name):\(parser.line): the file ends with \(depth) element\(depth == 1 ? "" : "s") still open (a cut-off export); rows before it were read")
        }
    }

    private mutating func start(_ name: String, _ attributes: [(String, String)]) {
        depth += 1
        func attribute(_ key: String) -> String? { attributes.first { $0.0 == key }?.1 }
        switch name {
        case "schema":
            inSchema = true
            schema = attribute("name") ?? ""
            schemas.append(schema!)
            columns = []
            return
        case "trace-toc" where depth == 1:
            toc = XCTraceTOC()
            return
        case "mnemonic" where inSchema:
            inMnemonic = true
            mnemonic = ""
            return
        case "row" where rowDepth == nil:
            rowDepth = depth
            row = []
            return
        default:
            break
        }
        guard let rowDepth else {
            if toc != nil { tocStart(name, attribute) }
            return
        }
        let topLevel = depth == rowDepth + 1
        if let ref = attribute("ref") {
            let value = Int(ref).map { values[$0] } ?? namedValues[ref]
            if value == nil { danglingRefs += 1 }
            if topLevel { row.append(value ?? .empty) }
            // A ref has no content of its own, but it ends and may carry a backtrace's frames upward.
            open.append(OpenElement(id: nil, name: name, display: "", depth: depth, topLevel: false, frames: value?.frames ?? []))
        } else if name == "sentinel" {
            if topLevel { row.append(.empty) }
            open.append(OpenElement(id: nil, name: name, display: "", depth: depth, topLevel: false))
        } else {
            var element = OpenElement(id: attribute("id"), name: name, display: attribute("fmt") ?? "", depth: depth, topLevel: topLevel)
            if name == "frame", let frame = attribute("name") ?? attribute("addr") { element.frames = [frame] }
            open.append(element)
        }
    }

    /// The run's length and target from a `--toc` file (the first run's, which is what a one-run export has).
    private mutating func tocStart(_ name: String, _ attribute: (String) -> String?) {
        switch name {
        case "device" where toc?.device == nil:
            toc?.device = XCTraceTOC.Device(model: attribute("model") ?? "", name: attribute("name") ?? "",
                                            os: attribute("os-version") ?? "", platform: attribute("platform") ?? "")
        case "process" where toc?.process == nil && toc?.device != nil:
            toc?.process = attribute("name")
        case "duration" where toc?.durationS == nil, "template-name" where toc?.template == nil:
            tocText = ""
        default: break
        }
    }

    private mutating func end(_ name: String, onRow: (String, [String], [Cell]) -> Void) {
        defer { depth -= 1 }
        if let text = tocText {
            tocText = nil
            if name == "duration" {
                // A length that is not a positive, finite number of seconds is no length: it stays unknown.
                toc?.durationS = Double(text.trimmingSpaces).flatMap { $0 > 0 && $0 < 1e9 ? $0 : nil }
            } else {
                toc?.template = text.trimmingSpaces
            }
            return
        }
        if name == "schema", inSchema {
            inSchema = false
            return
        }
        if name == "mnemonic", inMnemonic {
            inMnemonic = false
            columns.append(mnemonic.trimmingSpaces)
            return
        }
        if name == "row", depth == rowDepth {
            rowDepth = nil
            let table = schema ?? ""
            rowCounts[table, default: 0] += 1
            onRow(table, columns, row)
            return
        }
        guard let last = open.last, last.depth == depth else { return }
        open.removeLast()
        var frames = last.frames
        if last.name == "text-addresses" {
            // Xcode's kperf backtraces list bare addresses (decimal), innermost first.
            frames += last.text.split(separator: " ").map { UInt64($0).map { "0x" + String($0, radix: 16) } ?? String($0) }
        }
        if !frames.isEmpty, !open.isEmpty, !last.topLevel { open[open.count - 1].frames += frames }
        guard last.id != nil || last.topLevel else { return }
        let cell = Cell(raw: last.text.trimmingSpaces, display: last.display, frames: frames)
        if let id = last.id {
            if let number = Int(id) { values[number] = cell } else { namedValues[id] = cell }
        }
        if last.topLevel { row.append(cell) }
    }
}
