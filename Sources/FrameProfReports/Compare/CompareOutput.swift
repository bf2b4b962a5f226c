import FrameProfCompare

/// Writes a comparison's files into a directory: `compare.json`, `<strategy>/diff.folded` for every
/// strategy sampled on both sides, `compare.md` or `compare.html` as asked, the page last so that it
/// links exactly the files written.
public struct CompareOutput: Sendable {
    /// The directory.
    public let directory: String
    /// The version written into compare.json.
    public let toolVersion: String

    /// Creates the writer.
    public init(directory: String, toolVersion: String) {
        self.directory = directory
        self.toolVersion = toolVersion
    }

    /// Writes the files; returns their paths relative to the directory.
    @discardableResult
    public func write(_ comparison: RecordingComparison, html: Bool, markdown: Bool) throws -> [String] {
        let output = try ReportOutput(directory: directory)
        try output.write(CompareJSONRenderer().json(comparison, toolVersion: toolVersion).serialized(), to: "compare.json")
        for s in comparison.strategies {
            guard let stacks = s.stacks else { continue }
            try output.write(stacks.foldedText, to: "\(s.name)/diff.folded")
        }
        if markdown {
            try output.write(CompareTextRenderer(markdown: true).render(comparison), to: "compare.md")
        }
        if html {
            try output.write(CompareHTMLRenderer().html(comparison, files: output.written), to: "compare.html")
        }
        return output.written
    }
}
