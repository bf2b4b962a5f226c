import Foundation
import PackagePlugin

/// `swift package frameprof init [--cells MODULE]`: finds the cells module, writes its lab scenarios
/// (`FrameProfLabScenarios.swift`, behind `#if FRAMEPROF_LAB`), the lab executable's `main.swift` and a
/// starting `budgets.yml`, never overwriting a file, and prints the `Package.swift` lines to add with
/// frameprof named by the identity this package gives it (its URL's or folder's last component).
struct Setup {
    let context: PluginContext
    let arguments: [String]
    let lab: String?

    func run() throws {
        var arguments = self.arguments
        let requested = FrameProfPlugin.take("--cells", from: &arguments)
        guard arguments.isEmpty else { throw PluginFailure("init takes --cells MODULE and --lab NAME; '\(arguments.joined(separator: " "))' is neither.") }
        let package = context.package
        let cells = try cellsModule(named: requested)
        let declarations = try SwiftDeclarations(files: cells.sourceFiles.filter { $0.url.pathExtension == "swift" && $0.url.lastPathComponent != Self.scenariosFile }.map(\.url))
        let generator = LabGenerator(module: cells.name, declarations: declarations)
        guard !generator.cells.isEmpty else {
            throw PluginFailure("found no view in \(cells.name) that takes one row model (a struct of this module)\(generator.skipped.isEmpty ? "" : ": " + generator.skipped.joined(separator: "; ")). Write the lab's scenarios by hand (docs/STACKLAB.md) or name another module with --cells.")
        }
        let labName = lab ?? package.displayName.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Lab"
        let root = package.directoryURL
        var written: [String] = []
        func write(_ text: String, to url: URL) throws {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            guard !FileManager.default.fileExists(atPath: url.path) else {
                print("kept \(relative) (it exists; delete it to have init write it again)")
                return
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            written.append(relative)
        }
        try write(generator.source(scenarioPrefix: ""), to: cells.directoryURL.appendingPathComponent(Self.scenariosFile))
        try write("""
            // The lab: frameprof's whole command line with \(cells.name)'s scenarios beside the built-ins.
            // `swift package frameprof record --scenario \(LabGenerator.kebab(generator.cells[0].view))-scrub` builds and runs it.
            import FrameProfLab
            import \(cells.name)

            FrameProfLab.main(frameProfLabScenarios)

            """, to: root.appendingPathComponent("Sources/\(labName)/main.swift"))
        let budgets = generator.cells.map { cell in
            """
              - scenario: \(LabGenerator.kebab(cell.view))-scrub
                strategy: all
                record: {clock: virtual, device: iphone-12, duration: 10}
                limits:
                  hitch_time_ms: {max_increase_percent: 10}
                  blank_frames: {max_increase: 0}
            """
        }.joined(separator: "\n")
        try write("version: 1\nbudgets:\n" + budgets + "\n", to: root.appendingPathComponent("budgets.yml"))
        for line in written { print("wrote \(line)") }
        print("scenarios: \(generator.cells.map { "\(LabGenerator.kebab($0.view))-scrub (\($0.view) of \($0.model))" }.joined(separator: ", "))")
        for reason in generator.skipped { print("left out \(reason)") }
        let identity = try frameprofIdentity()
        print("""

            Add to Package.swift's targets (frameprof is the package '\(identity)' here):

                // \(cells.name) as it is, compiled against StackLab for the lab (named, so that a new frameprof rebuilds it)
                .target(name: "\(cells.name)",
                        dependencies: [.product(name: "FrameProfLab", package: "\(identity)"), .product(name: "StackLab", package: "\(identity)")],
                        swiftSettings: [.define("FRAMEPROF_LAB")]),
                .executableTarget(name: "\(labName)", dependencies: ["\(cells.name)", .product(name: "FrameProfLab", package: "\(identity)")]),

            and `platforms: [.macOS(.v15)]` to the package. Each cell file imports StackLab under FRAMEPROF_LAB and
            SwiftUI otherwise. For `calibrate` and `import` in the lab, add `traits: ["Calibrate"]` to frameprof's
            `.package(…)` line (the lab compiles the Instruments importers only then). Then:

                swift package --allow-writing-to-package-directory frameprof record --scenario \(LabGenerator.kebab(generator.cells[0].view))-scrub --out out/lab
                swift package --allow-writing-to-package-directory frameprof baseline update --budgets budgets.yml --out baseline.json
                swift package --allow-writing-to-package-directory frameprof gate --budgets budgets.yml --baseline baseline.json
            """)
    }

    /// The file `init` writes into the cells module.
    static let scenariosFile = "FrameProfLabScenarios.swift"

    /// The module named, else the package's one library module (not an executable, test or macro).
    private func cellsModule(named name: String?) throws -> SwiftSourceModuleTarget {
        let modules = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { $0.kind == .generic }
        if let name {
            guard let module = modules.first(where: { $0.name == name }) else {
                throw PluginFailure("--cells \(name) names no Swift library target of \(context.package.displayName) (it has \(modules.map(\.name).joined(separator: ", "))).")
            }
            return module
        }
        guard modules.count == 1 else {
            throw PluginFailure("\(context.package.displayName) has \(modules.count) library targets (\(modules.map(\.name).joined(separator: ", "))); name the one with the cells: --cells MODULE.")
        }
        return modules[0]
    }

    /// The identity of the dependency that brings `FrameProfLab`: what `.product(name:package:)` names.
    private func frameprofIdentity() throws -> String {
        for dependency in context.package.dependencies where dependency.package.products.contains(where: { $0.name == "FrameProfLab" }) {
            return dependency.package.id
        }
        throw PluginFailure("\(context.package.displayName) does not depend on frameprof; add it to the package's dependencies first.")
    }
}
