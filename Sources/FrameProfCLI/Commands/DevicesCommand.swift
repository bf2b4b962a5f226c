import ArgumentParser
import StackLab
import StackLabScenarios
import StackLabPricing

/// `frameprof devices`: list the built-in device profiles (display rate and provenance), or print one as
/// YAML to start a profile of your own from.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "List the device profiles that price the virtual clock.")

    @Option(help: "Print this built-in profile's YAML (every price with where it comes from).")
    var yaml: String?

    func validate() throws {
        if let yaml, DeviceProfile.builtIn(named: yaml) == nil {
            throw ValidationError(DeviceProfile.noBuiltIn(named: yaml) + ".")
        }
    }

    func run() throws {
        if let yaml {
            print(DeviceProfile.builtInSource(named: yaml)!)
            return
        }
        let width = DeviceProfile.builtIns.map(\.name.count).max() ?? 0
        for profile in DeviceProfile.builtIns {
            let name = profile.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let note = profile.name == DeviceProfile.defaultName ? " (default)" : ""
            print("\(name)  \(profile.refresh), \(profile.buffering.rawValue) buffering — \(profile.device)\(note)")
            print(String(repeating: " ", count: width + 2) + "prices: " + profile.source)
        }
    }
}
