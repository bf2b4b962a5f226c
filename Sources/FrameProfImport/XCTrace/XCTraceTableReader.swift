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
        /// The empty cell of a sentinel or an unknown reference.
        static let empty = Cell(raw: "", display: "")
        /// The display text, else the raw text.
        var text: String { display.isEmpty ? raw : display }
    }

    /// Rows that named an `id` never defined before them.
    private(set) var danglingRefs = 0
    /// Rows read, per schema.
    private(set) var rowCounts: [String: Int] = [:]

    private var values: [String: Cell] = [:]
    private var schema: String?
    private var columns: [String] = []
    private var inSchema = false
    private var inMnemonic = false
    private var mnemonic = ""
    private var depth = 0
    private var rowDepth: Int?
    private var row: [Cell] = []
    /// Elements with an `id` still open, innermost last.
    private var open: [(id: String?, display: String, depth: Int, topLevel: Bool, text: String)] = []

    /// Reads `input`, calling `onRow(schema, columns, cells)` per row.
    mutating func read(_ input: ByteInput, onRow: (String, [String], [Cell]) -> Void) throws(ImportError) {
        var parser = XMLPullParser(input: input)
        try parser.parse { (event: XMLPullParser.Event) throws(ImportError) in
            switch event {
            case let .start(name, attributes, _):
                self.start(name, attributes)
            case let .text(text):
                if self.inMnemonic { self.mnemonic += text } else if !self.open.isEmpty { self.open[self.open.count - 1].text += text }
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
            columns = []
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
        guard let rowDepth else { return }
        let topLevel = depth == rowDepth + 1
        if let ref = attribute("ref") {
            if topLevel {
                if let value = values[ref] { row.append(value) } else {
                    danglingRefs += 1
                    row.append(.empty)
                }
            }
            // A ref has no content of its own, but it still ends; track it so depths stay right.
            open.append((nil, "", depth, false, ""))
        } else if name == "sentinel" {
            if topLevel { row.append(.empty) }
            open.append((nil, "", depth, false, ""))
        } else {
            open.append((attribute("id"), attribute("fmt") ?? "", depth, topLevel, ""))
        }
    }

    private mutating func end(_ name: String, onRow: (String, [String], [Cell]) -> Void) {
        defer { depth -= 1 }
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
        guard last.id != nil || last.topLevel else { return }
        let cell = Cell(raw: last.text.trimmingSpaces, display: last.display)
        if let id = last.id { values[id] = cell }
        if last.topLevel { row.append(cell) }
    }
}
