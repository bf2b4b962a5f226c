import FrameProfTrace

/// Reads a saved unified log in any `OSLogStyle`, streaming, and hands each entry's message to a
/// callback. The style is found from the input's first bytes (JSON) or per line (text styles, so a file
/// that mixes a header, entries and a footer reads as one).
struct OSLogReader {
    /// Entries read, per style.
    private(set) var styleCounts: [OSLogStyle: Int] = [:]
    /// Lines (or JSON objects) that are not entries of any style.
    var unread = UnreadLines()
    /// Lines read, headers and footers included.
    private(set) var lines = 0

    /// The style most entries had.
    var style: OSLogStyle? {
        styleCounts.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }?.key
    }

    /// Objects larger than this are counted as unreadable instead of held.
    static let maxObjectBytes = 1 << 20

    /// Reads `input` to the end.
    mutating func read(_ input: ByteStreamReader, _ entry: (OSLogEntry) -> Void) throws(ImportError) {
        // Peek at the first block: JSON styles start with `[` or `{`.
        let first = try input.nextBlock()
        guard !first.isEmpty else { return }
        var start = 0
        while start < first.count, [32, 9, 10, 13, 0xEF, 0xBB, 0xBF].contains(first[start]) { start += 1 }
        if start < first.count, first[start] == 91 || first[start] == 123 {
            try readJSON(input, first: first, style: first[start] == 91 ? .json : .ndjson, entry)
        } else {
            try readLines(input, first: first, entry)
        }
    }

    // MARK: Text styles

    /// Column positions of a tab-separated copy, from its header (`Timestamp`, `Message`, in any order);
    /// without a header, the first column is the time and the last the message.
    private var tabTimeColumn = 0
    private var tabMessageColumn: Int?
    private var tabColumnCount: Int?

    private mutating func readLines(_ input: ByteStreamReader, first: UnsafeBufferPointer<UInt8>, _ entry: (OSLogEntry) -> Void) throws(ImportError) {
        // The first block was consumed by the peek; it is read again first.
        try input.forEachLine(prefix: Array(first)) { (line: UnsafeBufferPointer<UInt8>, number: Int) throws(ImportError) in
            self.lines = number
            self.readLine(line, number: number, entry)
        }
    }

    private mutating func readLine(_ line: UnsafeBufferPointer<UInt8>, number: Int, _ entry: (OSLogEntry) -> Void) {
        var s = TextFieldReader(line)
        s.skipSpaces()
        if s.atEnd { return }
        // Tab-separated first: its header starts like log show's, and its rows may hold dates.
        if ByteStreamReader.index(of: 9, in: line, from: 0) != nil, tabRow(Self.fields(line), in: line, number: number, entry) { return }
        if isPreamble(s) { return }
        if line[s.position] &- 48 < 10 {
            var t = s
            if let time = LogTimestamp.date(&t) {
                t.skipSpaces()
                if t.startsWith("0x") {
                    defaultEntry(&t, time: time, number: number, entry)
                } else {
                    compactEntry(&t, time: time, number: number, entry)
                }
                return
            }
        }
        // A bare message, as StackLab writes its lazystack.log.
        let message = UnsafeBufferPointer(rebasing: line[s.position...])
        switch LayoutMessage.parse(bytes: message) {
        case .other:
            unread.add(line: number, reason: "not a log entry in any style frameprof reads (log show default, compact, json, ndjson, a tab-separated copy or bare lazy-stack messages)")
        default:
            styleCounts[.plain, default: 0] += 1
            entry(OSLogEntry(line: number, timeNs: nil, message: message))
        }
    }

    /// The tab-separated fields of a line, as ranges.
    private static func fields(_ line: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var start = 0
        while let tab = ByteStreamReader.index(of: 9, in: line, from: start) {
            fields.append(start..<tab)
            start = tab + 1
        }
        fields.append(start..<line.count)
        return fields
    }

    /// `log show`'s header and footer lines, and Console's column header.
    private func isPreamble(_ s: TextFieldReader) -> Bool {
        s.startsWith("Timestamp") || s.startsWith("Filtering the log data") || s.startsWith("Skipping info and debug")
            || s.startsWith("---") || s.startsWith("Log      -") || s.startsWith("Activity -") || s.startsWith("Log -")
    }

    /// `<date> <time±zone> <thread> <type> <activity> <pid> <ttl> <process>: [(library)] [[subsystem:category]] <message>`
    private mutating func defaultEntry(_ s: inout TextFieldReader, time: Int64, number: Int, _ entry: (OSLogEntry) -> Void) {
        // thread, type, activity, pid, ttl
        for field in 0..<5 {
            s.skipSpaces()
            let token = s.token()
            if token.isEmpty || (field == 3 && s.string(token).contains(where: { !$0.isNumber })) {
                unread.add(line: number, reason: "a log show line whose thread, type, activity, PID and TTL columns are incomplete")
                return
            }
        }
        s.skipSpaces()
        // The process name ends at its colon (names may hold spaces).
        while let c = s.peek, !(c == 58 && s.position + 1 < s.bytes.count && s.bytes[s.position + 1] == 32) { s.position += 1 }
        guard s.take(": ") else {
            unread.add(line: number, reason: "a log show line without `process: ` before its message")
            return
        }
        emit(&s, style: .default, time: time, number: number, entry)
    }

    /// `<date> <time> <type> <process>[<pid>:<tid>] [(library)] [[subsystem:category]] <message>`
    private mutating func compactEntry(_ s: inout TextFieldReader, time: Int64, number: Int, _ entry: (OSLogEntry) -> Void) {
        let type = s.token()
        guard type.count == 2 else {
            unread.add(line: number, reason: "a dated line that is neither log show's default style (thread 0x…) nor compact (two-letter type)")
            return
        }
        s.skipSpaces()
        // The process column ends at the `]` closing `[pid:tid]`.
        while let c = s.peek, !(c == 93 && (s.position + 1 == s.bytes.count || s.bytes[s.position + 1] == 32)) { s.position += 1 }
        guard s.take("]") else {
            unread.add(line: number, reason: "a compact line without `process[pid:tid]`")
            return
        }
        s.skipSpaces()
        emit(&s, style: .compact, time: time, number: number, entry)
    }

    /// Skips the optional `(library)` and `[subsystem:category]` columns and passes the message on.
    private mutating func emit(_ s: inout TextFieldReader, style: OSLogStyle, time: Int64, number: Int, _ entry: (OSLogEntry) -> Void) {
        s.skipSpaces()
        skipBracketed(&s, open: 40, close: 41, needsColon: false)
        skipBracketed(&s, open: 91, close: 93, needsColon: true)
        styleCounts[style, default: 0] += 1
        entry(OSLogEntry(line: number, timeNs: time, message: UnsafeBufferPointer(rebasing: s.bytes[s.position...])))
    }

    /// Skips `(word) ` or `[sub:cat] ` (no spaces inside) at the cursor; a message that merely starts
    /// with a parenthesis, like `(StackPlacement in _1)<LazyVStackLayout>`, is left alone.
    private func skipBracketed(_ s: inout TextFieldReader, open: UInt8, close: UInt8, needsColon: Bool) {
        guard s.peek == open else { return }
        var p = s.position + 1
        var colon = false
        while p < s.bytes.count, s.bytes[p] != close {
            if s.bytes[p] == 32 { return }
            if s.bytes[p] == 58 { colon = true }
            p += 1
        }
        guard p + 1 < s.bytes.count, s.bytes[p + 1] == 32, !needsColon || colon else { return }
        s.position = p + 2
    }

    /// A Console or Instruments row (or its header, which names the columns); false when the line is
    /// not one (a log show line whose message holds a tab), so the other styles get it.
    private mutating func tabRow(_ fields: [Range<Int>], in line: UnsafeBufferPointer<UInt8>, number: Int,
                                 _ entry: (OSLogEntry) -> Void) -> Bool {
        let scanner = TextFieldReader(line)
        let names = fields.map { scanner.string($0).trimmingSpaces }
        if let time = names.firstIndex(of: "Timestamp"), let message = names.firstIndex(of: "Message") {
            (tabTimeColumn, tabMessageColumn, tabColumnCount) = (time, message, names.count)
            return true
        }
        var t = TextFieldReader(line, at: fields[min(tabTimeColumn, fields.count - 1)].lowerBound)
        t.skipSpaces()
        // Console's times are relative to the recording's start; without a header, that is the sign.
        let time = LogTimestamp.relative(&t) ?? (tabColumnCount != nil ? { var d = t; return LogTimestamp.date(&d) }() : nil)
        guard tabColumnCount != nil || time != nil else { return false }
        let messageColumn = tabMessageColumn ?? fields.count - 1
        guard fields.count > max(tabTimeColumn, messageColumn) else {
            unread.add(line: number, reason: "a tab-separated row with \(fields.count) columns; its header names \(tabColumnCount ?? 0)")
            return true
        }
        guard let time else {
            unread.add(line: number, reason: "a tab-separated row whose Timestamp is neither `MM:SS.mmm.uuu` nor a date")
            return true
        }
        // The last column runs to the end of the row, since a message may hold tabs itself.
        let message = messageColumn == (tabColumnCount ?? fields.count) - 1 ? fields[messageColumn].lowerBound..<line.count : fields[messageColumn]
        styleCounts[.tabSeparated, default: 0] += 1
        entry(OSLogEntry(line: number, timeNs: time, message: UnsafeBufferPointer(rebasing: line[message])))
        return true
    }

    // MARK: JSON styles

    private mutating func readJSON(_ input: ByteStreamReader, first: UnsafeBufferPointer<UInt8>, style: OSLogStyle,
                                   _ entry: (OSLogEntry) -> Void) throws(ImportError) {
        var object: [UInt8] = []
        var depth = 0
        var inString = false
        var escaped = false
        var line = 1
        var objectLine = 0
        var skipping = false
        var chunk = first
        // Outside objects only whitespace, commas and the array's brackets may appear.
        while !chunk.isEmpty {
            var objectStart = depth > 0 ? 0 : -1
            var i = 0
            while i < chunk.count {
                let c = chunk[i]
                if c == 10 { line += 1 }
                if depth == 0 {
                    switch c {
                    case 123:
                        depth = 1
                        objectStart = i
                        objectLine = line
                        object.removeAll(keepingCapacity: true)
                        skipping = false
                    case 32, 9, 10, 13, 44, 91, 93, 0xEF, 0xBB, 0xBF: break
                    default:
                        unread.add(line: line, reason: "text outside a JSON object")
                        // Resynchronise at the next line.
                        while i < chunk.count, chunk[i] != 10 { i += 1 }
                        continue
                    }
                    i += 1
                    continue
                }
                if inString {
                    if escaped { escaped = false } else if c == 92 { escaped = true } else if c == 34 { inString = false }
                } else {
                    switch c {
                    case 34: inString = true
                    case 123, 91: depth += 1
                    case 125, 93:
                        depth -= 1
                        if depth == 0 {
                            if !skipping { object.append(contentsOf: chunk[objectStart...i]) }
                            finishObject(object, skipped: skipping, line: objectLine, style: style, entry)
                            objectStart = -1
                        }
                    default: break
                    }
                }
                i += 1
            }
            if depth > 0, objectStart >= 0, !skipping {
                object.append(contentsOf: chunk[objectStart...])
                if object.count > Self.maxObjectBytes {
                    skipping = true
                    object.removeAll(keepingCapacity: true)
                }
            }
            chunk = try input.nextBlock()
        }
        lines = line
        if depth > 0 { unread.add(line: objectLine, reason: "the input ends inside this JSON object (a cut-off export)") }
    }

    private mutating func finishObject(_ object: [UInt8], skipped: Bool, line: Int, style: OSLogStyle, _ entry: (OSLogEntry) -> Void) {
        guard !skipped else {
            unread.add(line: line, reason: "a JSON object over \(Self.maxObjectBytes >> 20) MiB")
            return
        }
        let parsed = object.withUnsafeBufferPointer { JSONLogObject.read($0) }
        switch parsed {
        case let .failure(failure):
            // The reader counts lines from the object's first; the report counts them from the file's.
            unread.add(line: line + failure.position.line - 1, reason: failure.message)
        case let .success(fields):
            guard let message = fields.message else {
                // Activity and signpost events carry no message; they are not damage.
                if fields.eventType == nil || fields.eventType == "logEvent" {
                    unread.add(line: line, reason: "a log entry object without an `eventMessage` string")
                }
                return
            }
            styleCounts[style, default: 0] += 1
            message.withUnsafeBufferPointer { entry(OSLogEntry(line: line, timeNs: fields.timeNs, message: $0)) }
        }
    }
}

extension String {
    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
