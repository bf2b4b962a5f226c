import ArgumentParser
import FrameProfBudgets

/// `frameprof baseline`: manage the baselines that relative limits compare against.
struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline", abstract: "Manage gate baselines.", subcommands: [Update.self])

    /// `frameprof baseline update`: keep summaries as the baseline.
    struct Update: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Keep summaries as the baseline.",
            discussion: """
                The baseline holds one summary per scenario and way of recording it (clock, refresh rate, \
                buffering, CPU slowdown). Updating replaces the entries recorded the same way as the summaries \
                given and keeps the others, so one file can serve a whole budget file.
                """)

        @Option(help: "A summary.json (or its directory) to keep; repeat for several.")
        var summary: [String]

        @Option(help: "The baseline file to write (created when missing).")
        var out: String

        func validate() throws {
            guard !summary.isEmpty else {
                throw ValidationError("Give at least one --summary DIR/summary.json to keep as the baseline.")
            }
        }

        func run() throws {
            let (added, replaced) = try Baseline.update(path: out, with: summary)
            for key in replaced { print("replaced \(key)") }
            for key in added { print("added \(key)") }
            print("baseline: \(out)")
        }
    }
}
