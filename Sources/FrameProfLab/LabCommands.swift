import ArgumentParser
import FrameProfSupport
#if Calibrate
import FrameProfDeviceCommands
#endif

/// The commands a lab adds to the core command line: `import` and `calibrate` when the lab's package
/// enables frameprof's Calibrate trait, else two that say how to get them. A lab never has `bench`,
/// which times the profiler, not a team's cells.
enum LabCommands {
    /// What `FrameProfLab.main` hands the command line.
    static var all: [ParsableCommand.Type] {
        #if Calibrate
        DeviceCommands.all
        #else
        [UnbuiltImportCommand.self, UnbuiltCalibrateCommand.self]
        #endif
    }
}

#if !Calibrate
/// `import` in a lab built without the Calibrate trait.
struct UnbuiltImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import device recordings (oslog or xctrace) into reports (with frameprof's Calibrate trait).")

    /// Whatever was typed after `import`: the answer is the same.
    @Argument(parsing: .allUnrecognized) var arguments: [String] = []

    func run() throws { throw UnbuiltCommand(name: "import") }
}

/// `calibrate` in a lab built without the Calibrate trait.
struct UnbuiltCalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate", abstract: "Set a device profile's prices from an Instruments export (with frameprof's Calibrate trait).")

    /// Whatever was typed after `calibrate`: the answer is the same.
    @Argument(parsing: .allUnrecognized) var arguments: [String] = []

    func run() throws { throw UnbuiltCommand(name: "calibrate") }
}

/// A command this lab's build left out, with the line that puts it in.
struct UnbuiltCommand: FrameProfError {
    let name: String
    var code: ErrorCode { .usage }
    var description: String {
        "\(ToolName.current) was built without \(name): a lab compiles the Instruments importers and the profile fit only with frameprof's Calibrate trait. "
            + "Add `traits: [\"Calibrate\"]` to frameprof's `.package(…)` line in Package.swift and run the command again."
    }
}
#endif
