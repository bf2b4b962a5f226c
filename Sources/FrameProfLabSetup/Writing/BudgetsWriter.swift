import Foundation

/// The starting `budgets.yml` init writes: for each scenario, every strategy against the baseline, on
/// the virtual clock (exact, so the same on every machine), limiting the hitches and blank frames and
/// the scenario's own views: how often their bodies run and how long they take.
public struct BudgetsWriter {
    let scenarios: [ScenarioPlan]

    /// A writer of the budgets for `scenarios`.
    public init(scenarios: [ScenarioPlan]) {
        self.scenarios = scenarios
    }

    /// The whole file.
    public func source(module: String, command: String) -> String {
        var out = """
            # Written by `\(command) init` for \(module)'s views; edit it as your own (init then keeps it).
            # Each scenario under every strategy against the baseline, on the virtual clock priced as an iPhone 12,
            # so the numbers are the same on every machine; GATE.md in frameprof's docs lists every metric a limit
            # can name. The first baseline:
            #   \(command) baseline update --budgets budgets.yml --out baseline.json
            version: 1
            budgets:

            """
        for scenario in scenarios { out += block(scenario) }
        return out
    }

    /// One scenario's budget.
    public func block(_ scenario: ScenarioPlan) -> String {
        var out = """
              # \(scenario.view) (\(scenario.location))
              - scenario: \(scenario.name)
                strategy: all
                record: {clock: virtual, device: iphone-12, duration: 10}
                limits:
                  hitch_time_ms: {max_increase_percent: 10}
                  blank_frames: {max_increase: 0}

            """
        for view in [scenario.reportedView] + scenario.partViews {
            out += "      body_evaluations_by_view.\(view): {max_increase_percent: 10}\n"
            out += "      body_time_ms_by_view.\(view): {max_increase_percent: 10}\n"
        }
        return out
    }

    /// `- scenario: NAME` lines of a budget file: each name and its line.
    public static func scenarioLines(of text: String) -> [(name: String, line: Int)] {
        var found: [(name: String, line: Int)] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("- scenario:") else { continue }
            var name = trimmed.dropFirst("- scenario:".count).trimmingCharacters(in: .whitespaces)
            if let comment = name.range(of: " #") { name = String(name[..<comment.lowerBound]) }
            found.append((name.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")), offset + 1))
        }
        return found
    }
}
