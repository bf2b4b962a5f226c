import FrameProfSupport
import ArgumentParser
import Foundation
import FrameProfSession
import StackLabScenarios

/// `frameprof record`: record a scenario under one or every strategy, then summarize the traces.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record", abstract: "Record a scenario under one or every stack strategy.")

    @OptionGroup var record: RecordOptions

    @Option(help: "Directory for traces, summary and reports.")
    var out: String

    @OptionGroup var output: FormatOption

    @OptionGroup var history: HistoryOptions

    @Option(help: "Record the scenario this many times more with every device-profile price drawn within its range, and report each strategy's median and 90 % band (32 is a quick look).")
    var draws: Int = 0

    func validate() throws {
        guard let name = record.scenario else {
            throw ValidationError("Name a scenario with --scenario NAME or --scenario FILE.yml; `\(ToolName.current) scenarios` lists the built-in ones.")
        }
        if Scenario.named(name) == nil, !name.hasSuffix(".yml"), !name.hasSuffix(".yaml"), !name.contains("/") {
            let names = Scenario.available.map(\.name).joined(separator: ", ")
            throw ValidationError("There is no built-in scenario named '\(name)'; the built-in ones are \(names) (or give a FILE.yml).")
        }
        guard (0...10_000).contains(draws) else {
            throw ValidationError("The number of draws must be from 0 to 10000, not \(draws).")
        }
        if draws > 0, record.clock == .wall {
            throw ValidationError("--draws draws the device profile's prices, which only the virtual clock has; drop --clock wall to use it.")
        }
    }

    func run() throws {
        var request = record.request
        request.draws = draws
        let plan = try RecordingPlan(options: request)
        let progress = ProgressLine.ifUseful(scenarioSeconds: plan.scenario.duration, recordings: plan.strategies.count * plan.runs)
        let report = try Recording(plan: plan, outputDirectory: out, progress: progress).run(writing: output.formats)
        print(RecordingTable(document: report.document).text)
        print("summary: \((out as NSString).appendingPathComponent("summary.json"))")
        if output.formats.contains(.html) { print("report:  \((out as NSString).appendingPathComponent("report.html"))") }
        try history.store(summaryIn: out, seed: plan.seed)
    }
}
