import ArgumentParser

// The contract's commands whose issues have not landed yet (gate, baseline, import). Their arguments are declared now so that
// `--help` documents the contract and usage errors already exit 64.

/// `frameprof gate`: judge a summary against budgets.
struct GateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gate", abstract: "Judge a recording against a budget file; exit 2 when over budget.")

    @Option(help: "The budget file (YAML).")
    var budgets: String

    @Option(help: "A summary.json to judge instead of recording.")
    var summary: String?

    @OptionGroup var record: RecordOptions

    @Option(help: "Baseline summary for relative limits.")
    var baseline: String?

    @Option(help: "Write JUnit XML here.")
    var junit: String?

    @Option(help: "Write a Markdown verdict here.")
    var markdown: String?

    func run() throws {
        try unavailable("gate", arrivesWith: "the budgets issue (#6)")
    }
}

/// `frameprof baseline`: manage baselines.
struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline", abstract: "Manage gate baselines.", subcommands: [Update.self])

    /// `frameprof baseline update`: store a summary as the baseline.
    struct Update: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Store a summary as the baseline.")

        @Option(help: "The summary.json to keep.")
        var summary: String

        @Option(help: "The baseline file to write.")
        var out: String

        func run() throws {
            try unavailable("baseline update", arrivesWith: "the budgets issue (#6)")
        }
    }
}

/// `frameprof import`: bring device recordings into the same reports.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import device recordings (oslog or xctrace) into reports.")

    @Argument(help: "oslog or xctrace.")
    var source: String

    @Argument(help: "The recording file, or - for standard input.")
    var file: String

    @Option(help: "Directory for the reports.")
    var out: String

    func validate() throws {
        guard ["oslog", "xctrace"].contains(source) else {
            throw ValidationError("The import source must be oslog or xctrace, not '\(source)'.")
        }
    }

    func run() throws {
        try unavailable("import", arrivesWith: "the device-import issue (#8)")
    }
}
