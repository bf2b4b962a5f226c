import ArgumentParser
import FrameProfCompare
import FrameProfReports
import FrameProfSession

/// `frameprof compare`: what changed between two recordings, judged by the gate's noise rules.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare", abstract: "Show what changed between two recordings.",
        discussion: """
            text and md print the metrics that changed with their verdicts (md adds the five largest \
            view-time changes). html writes compare.html into --out: overlaid hitch timelines, per-view \
            and per-layout differences and, when both recordings were sampled, a differential flame graph. \
            With --out every format also writes compare.json and, per strategy sampled on both sides, \
            <strategy>/diff.folded.
            """)

    @Argument(help: "The recording directory to compare from (holds summary.json).")
    var dirA: String

    @Argument(help: "The recording directory to compare to.")
    var dirB: String

    @Option(help: "md, text or html.")
    var format: String = "text"

    @Option(help: "Directory for compare.json, diff.folded and compare.html or compare.md (required with --format html).")
    var out: String?

    func validate() throws {
        guard ["md", "text", "html"].contains(format) else {
            throw ValidationError("The compare format must be md, text or html, not '\(format)'.")
        }
        if format == "html", out == nil {
            throw ValidationError("--format html writes compare.html into a directory; give --out DIR.")
        }
    }

    func run() throws {
        let comparison = RecordingComparison(a: try ComparedRecording(location: dirA), b: try ComparedRecording(location: dirB))
        var files: [String] = []
        if let out {
            files = try CompareOutput(directory: out, toolVersion: ToolVersion.current)
                .write(comparison, html: format == "html", markdown: format == "md")
        }
        if format == "html" {
            print("wrote \(files.joined(separator: ", ")) into \(out ?? "")")
        } else {
            print(CompareTextRenderer(markdown: format == "md").render(comparison), terminator: "")
        }
    }
}
