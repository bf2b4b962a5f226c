import Foundation
import PackagePlugin

/// `swift package frameprof …` in a team's package, as package-benchmark's `swift package benchmark`:
/// `init` sets up the lab (scenarios beside the cells, a lab executable, budgets, Package.swift's wiring
/// on Linux only); any other verb builds the lab in release and runs it (`record`, `gate`, `baseline`,
/// `report`, `compare`…).
@main
struct FrameProfPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        let lab = Self.take("--lab", from: &arguments)
        guard let verb = arguments.first, !["-h", "--help", "help"].contains(verb) else {
            print(Self.usage)
            return
        }
        if verb == "init" {
            try Setup(context: context, arguments: Array(arguments.dropFirst()), lab: lab).run()
        } else {
            try run(context: context, lab: lab, arguments: arguments)
        }
    }

    /// What the user typed to reach the lab: messages name it, not the lab's binary.
    static let command = "swift package --allow-writing-to-package-directory frameprof"

    static let usage = """
        USAGE: \(command) init [--cells MODULE] [--lab NAME] [--force]
               \(command) [--lab NAME] <record|gate|baseline|report|compare|scenarios|…> [options]

        init reads the cells' module and writes a scenario for each view it can make (behind #if FRAMEPROF_LAB),
        the lab executable and budgets.yml, and wires both into Package.swift on Linux only; it lists what it
        left out and why. Every other command builds the lab in release and runs it with the arguments given
        (the lab's own --help lists them). SwiftPM reports every failing plugin as exit status 1: to read the
        lab's own status in CI (2 over budget, 4 improved, 5 no baseline), run its executable directly:
        swift build -c release --product NAME && .build/release/NAME gate …
        """

    /// Builds the lab's executable in release and runs it with `arguments`, in the package's directory.
    /// Its status cannot pass through (SwiftPM turns any plugin's failure into 1), so a failing status is
    /// named on the way out, with the command that passes it through.
    private func run(context: PluginContext, lab: String?, arguments: [String]) throws {
        let name = try Self.labTarget(in: context.package, named: lab).name
        let build = try packageManager.build(.product(name), parameters: .init(configuration: .release, logging: .concise))
        guard build.succeeded, let executable = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
            Diagnostics.error("building \(name) failed:\n\(build.logText)")
            throw PluginFailure("the lab \(name) did not build; the compiler's messages are above.")
        }
        let process = Process()
        process.executableURL = executable.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        environment["FRAMEPROF_COMMAND"] = Self.command
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard status != 0 else { return }
        let meaning = [1: "an error", 2: "over budget or regressed", 4: "improved only: update the baseline", 5: "no baseline", 64: "a usage error"][Int(status)]
        FileHandle.standardError.write(Data("""
            frameprof: \(name) exited with \(status)\(meaning.map { " (\($0))" } ?? ""); SwiftPM reports it as 1. CI reads the lab's own status with \
            swift build -c release --product \(name) && .build/release/\(name) \(arguments.first ?? "gate") …

            """.utf8))
        exit(status)
    }

    /// The lab: the executable target named `name`, else the one target that depends on frameprof's
    /// `FrameProfLab` product (a lab `init` wrote or one written by hand).
    static func labTarget(in package: Package, named name: String?) throws -> any Target {
        let executables = package.targets.filter { ($0 as? SourceModuleTarget)?.kind == .executable }
        if let name {
            guard let target = executables.first(where: { $0.name == name }) else {
                throw PluginFailure("--lab \(name) names no executable target of \(package.displayName) (it has \(executables.map(\.name).joined(separator: ", "))).")
            }
            return target
        }
        let labs = executables.filter { target in
            target.dependencies.contains { if case let .product(product) = $0 { product.name == "FrameProfLab" } else { false } }
        }
        guard labs.count == 1 else {
            throw PluginFailure(labs.isEmpty
                ? "\(package.displayName) has no executable target that depends on FrameProfLab; run `\(command) init` first, or name one with --lab."
                : "\(package.displayName) has \(labs.count) labs (\(labs.map(\.name).joined(separator: ", "))); name one with --lab.")
        }
        return labs[0]
    }

    /// Removes `option VALUE` from `arguments` and returns the value.
    static func take(_ option: String, from arguments: inout [String]) -> String? {
        guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
        return value
    }
}

/// A failure the plugin reports in a sentence with its fix.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
