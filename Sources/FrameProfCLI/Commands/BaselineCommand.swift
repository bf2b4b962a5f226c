import ArgumentParser
import FrameProfBudgets
import FrameProfSession
import FrameProfSupport

/// `frameprof baseline`: manage the baselines that relative limits compare against.
struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline", abstract: "Manage gate baselines.", subcommands: [Update.self])

    /// `frameprof baseline update`: keep summaries as the baseline, or record a budget file's scenarios
    /// and keep theirs.
    struct Update: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Keep summaries as the baseline.",
            discussion: """
                The baseline holds one summary per scenario and way of recording it (clock, refresh rate, \
                buffering, CPU slowdown). Updating replaces the entries recorded the same way as the summaries \
                given and keeps the others, so one file can serve a whole budget file. With --budgets, records \
                every scenario the budget file names, as gate would, and keeps those summaries: the first \
                baseline of a budget file with relative limits.
                """)

        @Option(help: "A summary.json (or its directory) to keep; repeat for several.")
        var summary: [String] = []

        @Option(help: "Record every scenario of this budget file (as gate does) and keep the summaries.")
        var budgets: String?

        @Option(help: "With --budgets, the directory for the recordings (default: a new temporary directory).")
        var recordings: String?

        @Option(help: "The baseline file to write (created when missing).")
        var out: String

        func validate() throws {
            guard !summary.isEmpty || budgets != nil else {
                throw ValidationError("Give at least one --summary DIR/summary.json to keep as the baseline, or --budgets FILE to record them.")
            }
            if recordings != nil, budgets == nil {
                throw ValidationError("--recordings is where --budgets records; give --budgets FILE too.")
            }
        }

        func run() throws {
            var summaries = summary
            // Recordings made only for the baseline go to a scratch folder, removed once it is written.
            let scratch = budgets != nil && recordings == nil ? try ScratchDirectory(purpose: "baseline") : nil
            defer { scratch?.remove() }
            if let budgets {
                var session = GateSession(budgets: budgets)
                session.out = recordings ?? scratch?.path
                summaries += try session.record()
            }
            let (added, replaced) = try Baseline.update(path: out, with: summaries)
            for key in replaced { print("replaced \(key)") }
            for key in added { print("added \(key)") }
            print("baseline: \(out)")
        }
    }
}
