import Foundation

/// A baseline file: summaries kept from earlier recordings, one per way of recording a scenario
/// (`RecordingKey`), against which relative limits are judged. A plain `summary.json` is read as a
/// baseline of one entry.
///
/// ```json
/// {"baseline_version": 1, "summaries": [{...summary.json...}, ...]}
/// ```
public struct Baseline: Sendable {
    /// The version this build writes and reads.
    public static let version = 1

    /// The file.
    public let path: String
    /// The kept summaries.
    public let entries: [SummaryMetrics]

    /// A baseline of `entries`, described by `path` (a file, or where the entries came from).
    public init(path: String, entries: [SummaryMetrics]) {
        self.path = path
        self.entries = entries
    }

    /// The entry recorded the same way as `key`.
    public func entry(for key: RecordingKey) -> SummaryMetrics? {
        entries.first { $0.settings == key }
    }

    /// Reads the baseline at `path`.
    public static func load(path: String) throws(SummaryFileError) -> Baseline {
        let documents = try rawDocuments(path: path)
        var entries: [SummaryMetrics] = []
        for (index, document) in documents.enumerated() {
            entries.append(try SummaryMetrics(object: document, path: documents.count == 1 ? path : "\(path)#\(index + 1)"))
        }
        return Baseline(path: path, entries: entries)
    }

    /// Writes `summaries` into the baseline at `path`, replacing entries recorded the same way and keeping
    /// the others; creates the file when it does not exist. Returns what was added and what replaced.
    @discardableResult
    public static func update(path: String, with summaryPaths: [String]) throws(SummaryFileError) -> (added: [RecordingKey], replaced: [RecordingKey]) {
        var documents = FileManager.default.fileExists(atPath: path) ? try rawDocuments(path: path) : []
        var keys: [RecordingKey] = []
        for (index, document) in documents.enumerated() {
            keys.append(try SummaryMetrics(object: document, path: "\(path)#\(index + 1)").settings)
        }
        var added: [RecordingKey] = []
        var replaced: [RecordingKey] = []
        for summaryPath in summaryPaths {
            let file = summaryPath.hasSuffix(".json") ? summaryPath : (summaryPath as NSString).appendingPathComponent("summary.json")
            let document = try rawDocuments(path: file, summaryOnly: true)[0]
            let key = try SummaryMetrics(object: document, path: file).settings
            if let existing = keys.firstIndex(of: key) {
                documents[existing] = document
                replaced.append(key)
            } else {
                documents.append(document)
                keys.append(key)
                added.append(key)
            }
        }
        let root: [String: Any] = ["baseline_version": version, "summaries": documents]
        do {
            // Sorted keys: the file diffs cleanly in review when a pull request updates it.
            let data = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
            try (data + Data("\n".utf8)).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw SummaryFileError(path: path, message: "cannot be written (\(error.localizedDescription))", code: .unwritable)
        }
        return (added, replaced)
    }

    /// The summary documents in a baseline file, or the one document of a summary.json.
    private static func rawDocuments(path: String, summaryOnly: Bool = false) throws(SummaryFileError) -> [Any] {
        let root = try SummaryMetrics.jsonObject(at: path, missing: "does not exist")
        guard let object = root as? [String: Any] else {
            throw SummaryFileError(path: path, message: "expected a JSON object (a baseline or a summary.json)")
        }
        if object["strategies"] != nil { return [object] }
        guard !summaryOnly else {
            throw SummaryFileError(path: path, message: "is not a summary.json (no 'strategies' object)")
        }
        guard let found = object["baseline_version"] as? Int else {
            throw SummaryFileError(path: path, message: "expected a baseline (baseline_version and summaries, written by frameprof baseline update) or a summary.json")
        }
        guard found == version else {
            throw SummaryFileError(path: path, message: "is a baseline of version \(found); this frameprof reads version \(version)")
        }
        guard let summaries = object["summaries"] as? [Any] else {
            throw SummaryFileError(path: path, message: "key 'summaries': expected a list of summary documents")
        }
        return summaries
    }
}
