import ArgumentParser

/// The `frameprof` command: record, report, compare and gate frame-budget profiles.
@main
struct FrameProfCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frameprof",
        abstract: "Frame-budget profiler and hitch reporter for Swift UI code.",
        version: ToolVersion.current,
        subcommands: [
            RecordCommand.self, ReportCommand.self, CompareCommand.self, GateCommand.self,
            BaselineCommand.self, ImportCommand.self, BenchCommand.self, ScenariosCommand.self, DevicesCommand.self,
        ]
    )
}

/// The version printed by `--version` and written into summaries.
enum ToolVersion {
    static let current = "0.1.0"
}
