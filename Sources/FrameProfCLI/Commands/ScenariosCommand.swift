import ArgumentParser
import StackLabScenarios

/// `frameprof scenarios`: list built-in scenarios, one line each, or print one as YAML to start a
/// scenario file of your own from.
struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenarios", abstract: "List the built-in scenarios.")

    @Option(help: "Print this built-in scenario's YAML, the format scenario files are written in.")
    var yaml: String?

    func validate() throws {
        if let yaml, Scenario.builtIn(named: yaml) == nil {
            if Scenario.named(yaml) != nil {
                throw ValidationError("'\(yaml)' is a lab scenario written in Swift; it has no YAML. Read its declaration in the lab's source.")
            }
            let names = Scenario.builtIns.map(\.name).joined(separator: ", ")
            throw ValidationError("There is no built-in scenario named '\(yaml)'; the built-ins are \(names).")
        }
    }

    func run() throws {
        if let yaml {
            print(Scenario.builtInSource(named: yaml)!)
            return
        }
        let width = Scenario.available.map(\.name.count).max() ?? 0
        for scenario in Scenario.available {
            print(scenario.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scenario.summary)
        }
    }
}
