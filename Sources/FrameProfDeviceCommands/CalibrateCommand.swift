import ArgumentParser
import Foundation
import FrameProfCalibration
import FrameProfCLI
import FrameProfSession
import StackLabPricing
import StackLabScenarios

/// `frameprof calibrate`: a device profile of the team's own phone, from one Instruments export of its
/// own screen and the lab's scenario of the same screen. The work is `Calibration`'s; this parses.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate", abstract: "Set a device profile's prices from an Instruments export of the same screen.",
        discussion: """
        Records --scenario in the lab under --device and reads the export: scales row building and commit by its \
        layout updates and commits, and, for list or optimized-vstack, the platform's work per row by its hitch \
        time; matches view types by name and sets each matched type's body price so the lab's median update is \
        the phone's. Writes the profile (--profile) and calibration.md and calibration.json (--out), with the lab \
        before and after and, for each further --export, a cross-check (with one export, its second half by time predicted from its first).
        """)

    @Option(help: "A built-in scenario name or a scenario file (.yml) that shows the exported screen.")
    var scenario: String

    @Option(help: "The strategy the screen uses.")
    var strategy: StackStrategy = .lazyVStack

    @Option(help: "The profile to start from: a built-in name or a profile file (.yml).")
    var device: String = DeviceProfile.defaultName

    @Option(help: "Seed for scenarios with random content.")
    var seed: UInt64 = 0

    @Option(name: .customLong("export"), help: "A recording of the screen: an xctrace export file, or a directory of one recording's tables. The first sets the prices; each further one is predicted by them (a cross-check).")
    var exports: [String]

    @Option(help: "Where to write the calibrated profile (.yml); its name is the file's.")
    var profile: String

    @Option(help: "Directory for calibration.md, calibration.json and the lab's recordings.")
    var out: String

    func validate() throws {
        guard profile.hasSuffix(".yml") || profile.hasSuffix(".yaml") else {
            throw ValidationError("--profile names the profile file to write; give it a .yml name, not '\(profile)'.")
        }
        guard !exports.isEmpty else { throw ValidationError("Give the recording's xctrace export with --export FILE_OR_DIRECTORY.") }
    }

    func run() throws {
        var request = RecordingRequest(scenario: scenario)
        request.strategy = .only(strategy)
        request.device = device
        request.seed = seed
        let report = try Calibration(request: request, exports: exports, profilePath: profile, reportDirectory: out).run()
        print(report.markdown)
        print("profile: \(profile)")
        print("report:  \((out as NSString).appendingPathComponent("calibration.md"))")
    }
}
