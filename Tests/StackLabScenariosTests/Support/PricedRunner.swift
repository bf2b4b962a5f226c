@testable import StackLabPricing
@testable import StackLabScenarios

extension ScenarioRunner {
    /// A runner of `scenario` under `strategy` on the virtual clock, priced by `profile` at its display
    /// rate: how the device tests run a scenario as that phone would.
    static func priced(_ scenario: Scenario, _ strategy: StackStrategy, by profile: DeviceProfile) -> ScenarioRunner {
        var runner = ScenarioRunner(scenario: scenario, strategy: strategy)
        runner.time = .virtual
        runner.profile = profile
        runner.refresh = profile.refresh
        return runner
    }
}
