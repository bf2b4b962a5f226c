import Foundation

/// `swift package frameprof init`: reads the cells' module and what it builds on, plans a scenario for
/// every view it can make, writes the scenarios beside the views, the lab's `main.swift` and
/// `budgets.yml`, wires the lab into `Package.swift` on Linux only, and says what it did and left out.
public struct LabSetup {
    /// What the plugin said about the package.
    public let request: LabSetupRequest

    /// A setup of the package `request` describes.
    public init(request: LabSetupRequest) {
        self.request = request
    }

    /// The file init writes into the cells' module.
    public static let scenariosFile = "FrameProfLabScenarios.swift"

    /// Everything init decided, before or without writing (the tests read it).
    public struct Decision {
        /// The module whose views the lab records.
        public var cells: LabSetupRequest.Module
        /// The scenarios, conformances and skips decided for it.
        public var plan: LabPlan
        /// The package's other SwiftUI modules the cells build on: they get StackLab too.
        public var supportModules: [String]
        /// The lab executable's name.
        public var labName: String
        /// Files of the cells' modules that import a framework the lab on Linux does not have.
        public var unavailableImports: [(file: String, module: String)]
        /// `#if` chains on the platform that leave a function without its return on Linux.
        public var platformGaps: [SourceLocation]
        /// Types whose closing brace is missing.
        public var unclosed: [SourceLocation]
    }

    /// Reads the modules and plans, writing nothing.
    public func decide() throws -> Decision {
        let names = Set(request.modules.map(\.name))
        let configuration = ActiveConfiguration.lab(packageModules: names)
        var declarations: [String: Declarations] = [:]
        func read(_ module: LabSetupRequest.Module) throws -> Declarations {
            if let known = declarations[module.name] { return known }
            let files = module.files.filter { ($0 as NSString).lastPathComponent != Self.scenariosFile }
            let read = try SourceReader.read(files: files, configuration: configuration, relativeTo: request.packageDirectory)
            declarations[module.name] = read
            return read
        }
        let local = request.modules.filter(\.isLocal)
        let cells: LabSetupRequest.Module
        if let named = request.cellsModule {
            guard let module = local.first(where: { $0.name == named }) else {
                throw LabSetupError("--cells \(named) names no Swift library target of \(request.packageName); it has \(local.map(\.name).joined(separator: ", ")).")
            }
            cells = module
        } else {
            var withViews: [LabSetupRequest.Module] = []
            for module in local {
                let read = try read(module)
                let index = ModuleIndex(main: .init(name: module.name, declarations: read), dependencies: [])
                if read.types.values.contains(where: { $0.kind == .structure && index.conforms($0, in: module.name, to: "View") }) { withViews.append(module) }
            }
            guard withViews.count == 1 else {
                throw LabSetupError(withViews.isEmpty
                    ? "found no SwiftUI view in \(request.packageName)'s library targets (\(local.map(\.name).joined(separator: ", "))); name the module of your views with --cells MODULE."
                    : "\(request.packageName) has views in \(withViews.map(\.name).joined(separator: " and ")); name the one to set the lab up for with --cells MODULE (run init once per module).")
            }
            cells = withViews[0]
        }
        // The modules the cells' module depends on, nearest first.
        var order: [LabSetupRequest.Module] = []
        var queue = cells.dependencies
        var seen: Set<String> = [cells.name]
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard !seen.contains(name), let module = request.modules.first(where: { $0.name == name }) else { continue }
            seen.insert(name)
            order.append(module)
            queue += module.dependencies
        }
        let main = ModuleIndex.Module(name: cells.name, declarations: try read(cells))
        let dependencies = try order.map { ModuleIndex.Module(name: $0.name, declarations: try read($0)) }
        // Scenario names the lab already has from the package's other modules.
        var reserved: Set<String> = []
        for module in local where module.name != cells.name {
            let file = (module.directory as NSString).appendingPathComponent(Self.scenariosFile)
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                guard let start = line.range(of: "LabScenario(\"") else { continue }
                let rest = line[start.upperBound...]
                if let end = rest.firstIndex(of: "\"") { reserved.insert(String(rest[..<end])) }
            }
        }
        var planner = CellPlanner(index: ModuleIndex(main: main, dependencies: dependencies, packageModules: Set(local.map(\.name))))
        let plan = planner.plan(reserved: reserved)
        // Local modules of SwiftUI code the cells build on need StackLab in the lab too.
        let support = order.filter { module in
            module.isLocal && declarations[module.name]?.imports.values.contains { !$0.isDisjoint(with: ["SwiftUI", "StackLab"]) } == true
        }.map(\.name)
        var unavailable: [(file: String, module: String)] = []
        for module in [cells] + order where module.isLocal {
            for (file, imports) in (declarations[module.name]?.imports ?? [:]).sorted(by: { $0.key < $1.key }) {
                for name in imports.sorted() where !configuration.importableModules.contains(name) && !names.contains(name) && name != "SwiftUI" {
                    unavailable.append((file, name))
                }
            }
        }
        let labName = request.labName ?? request.existingLab ?? Self.labName(package: request.packageName)
        let gaps = ([cells] + order).filter(\.isLocal).flatMap { declarations[$0.name]?.platformGaps ?? [] }
        let unclosed = ([cells] + order).filter(\.isLocal).flatMap { declarations[$0.name]?.unclosed ?? [] }
        return Decision(cells: cells, plan: plan, supportModules: support, labName: labName, unavailableImports: unavailable, platformGaps: gaps,
                        unclosed: unclosed)
    }

    /// `my-shelf` → `MyShelfLab`.
    static func labName(package: String) -> String {
        package.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Lab"
    }

    /// Decides, writes, and reports through `say`.
    public func run(_ say: (String) -> Void) throws {
        let decision = try decide()
        let plan = decision.plan
        let command = request.command
        guard !plan.scenarios.isEmpty else {
            throw LabSetupError("found no view in \(decision.cells.name) that the lab can make from made-up values:\n"
                + plan.skipped.map { "  \($0.name): \($0.reason)" }.joined(separator: "\n")
                + "\nWrite the lab's scenarios by hand (LabScenario in docs/STACKLAB.md) or name another module with --cells.")
        }
        let root = request.packageDirectory
        func relative(_ path: String) -> String { SourceReader.display(path, relativeTo: root) }
        var report: [String] = []
        func note(_ outcome: GeneratedFile.Outcome, _ path: String) {
            switch outcome {
            case .written: report.append("wrote \(relative(path))")
            case .updated: report.append("wrote \(relative(path)) again (init had written it and nobody had edited it)")
            case .unchanged: report.append("\(relative(path)) is already as init would write it")
            case .keptEdited: report.append("kept \(relative(path)): it was edited since init wrote it (--force writes it anew)")
            case .keptOwn: report.append("kept \(relative(path)): init did not write it (--force replaces it)")
            }
        }

        // The scenarios, beside the views.
        let scenariosPath = (decision.cells.directory as NSString).appendingPathComponent(Self.scenariosFile)
        let header = """
            // Written by `\(command) init` from \(plan.module)'s views;
            // edit it as your own (init then keeps it). It compiles only into the lab (FRAMEPROF_LAB, which
            // Package.swift sets on Linux), so the app's own build never sees it, and it sits in
            // \(plan.module), so it can name internal views and models.

            """
        note(try GeneratedFile.write(ScenarioFileWriter(plan: plan).source(header: header), comment: "//", to: scenariosPath, force: request.force),
             scenariosPath)

        // The lab's main.swift: every local module that has scenarios init wrote.
        let labDirectory = request.existingLabDirectory ?? (root as NSString).appendingPathComponent("Sources/\(decision.labName)")
        var cellsModules = [decision.cells.name]
        for module in request.modules where module.isLocal && module.name != decision.cells.name {
            let file = (module.directory as NSString).appendingPathComponent(Self.scenariosFile)
            if FileManager.default.fileExists(atPath: file) { cellsModules.append(module.name) }
        }
        let mainPath = (labDirectory as NSString).appendingPathComponent("main.swift")
        note(try GeneratedFile.write(mainSource(lab: decision.labName, modules: cellsModules), comment: "//", to: mainPath, force: request.force), mainPath)

        // budgets.yml.
        let budgetsPath = (root as NSString).appendingPathComponent("budgets.yml")
        let writer = BudgetsWriter(scenarios: plan.scenarios)
        let budgets = writer.source(module: plan.module, command: command)
        let outcome = try GeneratedFile.write(budgets, comment: "#", to: budgetsPath, force: request.force)
        note(outcome, budgetsPath)
        if outcome == .keptEdited || outcome == .keptOwn, let existing = try? String(contentsOfFile: budgetsPath, encoding: .utf8) {
            let present = BudgetsWriter.scenarioLines(of: existing)
            let missing = plan.scenarios.filter { scenario in !present.contains { $0.name == scenario.name } }
            if !missing.isEmpty {
                let added = (existing.hasSuffix("\n") ? existing : existing + "\n") + missing.map(writer.block).joined()
                try added.write(toFile: budgetsPath, atomically: true, encoding: .utf8)
                report.append("added budgets for \(missing.map(\.name).joined(separator: ", ")) to budgets.yml")
            }
            let names = Set(plan.scenarios.map(\.name))
            let planned = Set(plan.skipped.map { CellPlanner.scenarioName(view: $0.name) })
            for entry in present where !names.contains(entry.name) && planned.contains(entry.name) {
                report.append("budgets.yml:\(entry.line): '\(entry.name)' is no scenario of the lab any more (its view is left out, below); remove its budget")
            }
        }

        // Package.swift.
        let manifestPath = (root as NSString).appendingPathComponent("Package.swift")
        let editor = ManifestEditor(frameprof: request.frameprofIdentity, cellsModules: cellsModules, supportModules: decision.supportModules,
                                    labName: decision.labName)
        var manifestLines: [String] = []
        if let text = try? String(contentsOfFile: manifestPath, encoding: .utf8), let outcome = editor.edit(text) {
            if outcome.changes.isEmpty {
                manifestLines.append("Package.swift already wires the lab")
            } else {
                try outcome.text.write(toFile: manifestPath, atomically: true, encoding: .utf8)
                manifestLines.append("Package.swift: " + outcome.changes.joined(separator: "; ") + ".")
            }
            manifestLines.append("On macOS and iOS \(([decision.cells.name] + decision.supportModules).joined(separator: " and ")) build as before, with SwiftUI: the lab's products and FRAMEPROF_LAB apply on Linux only.")
        } else {
            manifestLines.append("Package.swift is not a shape init edits (its targets are not an array of .target(name: …) calls in Package(…)); make these changes by hand:")
            manifestLines.append(editor.instructions().split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        }

        // The report.
        say("frameprof init: \(plan.module), read from \(decision.cells.files.count) file\(decision.cells.files.count == 1 ? "" : "s")")
        say("")
        say("Scenarios, each view over 500 rows of made-up values (\(relative(scenariosPath))):")
        let width = plan.scenarios.map(\.name.count).max() ?? 0
        for scenario in plan.scenarios {
            let models = scenario.models.isEmpty ? "" : " of \(scenario.models.joined(separator: ", "))"
            say("  \(scenario.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(scenario.view)\(models)  \(scenario.location)")
        }
        if !plan.conformances.isEmpty {
            say("Models the lab makes through their initializers or cases: " + plan.conformances.map(\.type).joined(separator: ", "))
        }
        if !plan.skipped.isEmpty {
            say("Left out (no scenario, no code):")
            for skip in plan.skipped { say("  \(skip.name)\(skip.location.map { " (\($0))" } ?? ""): \(skip.reason)") }
        }
        for location in decision.unclosed {
            say("warning: \(location.file): `\(location.subject ?? "a type")` is never closed (a `}` is missing before the end of the file), so the file does not compile and what follows it reads as nested in it")
        }
        for gap in decision.platformGaps {
            say("warning: \(gap): this `#if` has no branch for Linux, where the lab builds, and another branch returns a value, so the file does not compile in the lab: write `#if os(iOS) || FRAMEPROF_LAB` (the lab takes the iPhone's branch) or add an `#else`")
        }
        for (file, module) in decision.unavailableImports {
            say("warning: \(file) imports \(module), which the lab on Linux does not have: put the import and what uses it behind `#if canImport(\(module))`")
        }
        say("")
        for line in report + manifestLines { say(line) }
        say("")
        say("Next, on Linux (a CI job, or a container: docker run --rm -v \"$PWD\":/src -w /src swift:6.3 …):")
        say("  \(command) record --scenario \(plan.scenarios[0].name) --out out/lab")
        say("  \(command) baseline update --budgets budgets.yml --out baseline.json")
        say("  swift build -c release --product \(decision.labName) && .build/release/\(decision.labName) gate --budgets budgets.yml --baseline baseline.json")
        say("The last is how CI gates: the lab's own exit status (0 within budget, 2 over, 4 improved, 5 no baseline) reaches the job, where the plugin's is always 1.")
    }

    /// The lab executable's `main.swift`.
    private func mainSource(lab: String, modules: [String]) -> String {
        let lists = modules.map(ScenarioFileWriter.scenariosName(module:)).joined(separator: " + ")
        return """
            // The lab: frameprof's command line with the scenarios of \(modules.joined(separator: ", ")) beside the built-ins.
            // Written by `\(request.command) init`; edit it as your own (init then keeps it).
            #if FRAMEPROF_LAB
            import FrameProfLab
            \(modules.map { "import \($0)" }.joined(separator: "\n"))

            FrameProfLab.main(\(lists))
            #else
            // Package.swift sets FRAMEPROF_LAB on Linux only: elsewhere \(modules.joined(separator: " and ")) build with SwiftUI and there is no lab.
            print("\(lab) runs on Linux, where \(modules.joined(separator: " and ")) build against frameprof's StackLab: run it in a Linux CI job or container.")
            #endif

            """
    }
}
