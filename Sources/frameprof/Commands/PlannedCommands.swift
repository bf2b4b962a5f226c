import ArgumentParser

// The contract's command whose issue has not landed yet (import). Its arguments are declared now so that
// `--help` documents the contract and usage errors already exit 64.

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
