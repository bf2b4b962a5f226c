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

    func validate() throws {
        guard let name = record.scenario else {
            throw ValidationError("Name a scenario with --scenario NAME or --scenario FILE.yml; `\(ToolName.current) scenarios` lists the built-in ones.")
        }
        if Scenario.named(name) == nil, !name.hasSuffix(".yml"), !name.hasSuffix(".yaml"), !name.contains("/") {
            let names = Scenario.available.map(\.name).joined(separator: ", ")
            throw ValidationError("There is no built-in scenario named '\(name)'; the built-in ones are \(names) (or give a FILE.yml).")
        }
    }

    func run() throws {
        let plan = try RecordingPlan(options: record.request)
        let progress = ProgressLine.ifUseful(scenarioSeconds: plan.scenario.duration, recordings: plan.strategies.count * plan.runs)
        let report = try Recording(plan: plan, outputDirectory: out, progress: progress).run(writing: output.formats)
        print(RecordingTable(document: report.document).text)
        print("summary: \((out as NSString).appendingPathComponent("summary.json"))")
        if output.formats.contains(.html) { print("report:  \((out as NSString).appendingPathComponent("report.html"))") }
        try history.store(summaryIn: out, seed: plan.seed)
    }
}
