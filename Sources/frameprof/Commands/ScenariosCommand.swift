import ArgumentParser
import StackLabScenarios

/// `frameprof scenarios`: list built-in scenarios, one line each.
struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenarios", abstract: "List the built-in scenarios.")

    func run() throws {
        let width = Scenario.builtIns.map(\.name.count).max() ?? 0
        for scenario in Scenario.builtIns {
            print(scenario.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scenario.summary)
        }
    }
}
