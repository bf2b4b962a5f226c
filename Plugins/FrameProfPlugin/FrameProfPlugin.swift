import Foundation
import PackagePlugin

/// `swift package frameprof …` in a team's package, as package-benchmark's `swift package benchmark`:
/// `init` sets up the lab (scenarios beside the cells, a lab executable, budgets) and prints the lines
/// its `Package.swift` needs, named after frameprof however its checkout's folder is called; any other
/// verb builds the lab in release and runs it (`record`, `gate`, `baseline`, `report`, `compare`…).
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

    static let usage = """
        USAGE: swift package --allow-writing-to-package-directory frameprof init [--cells MODULE] [--lab NAME]
               swift package --allow-writing-to-package-directory frameprof [--lab NAME] <record|gate|baseline|report|compare|scenarios|…> [options]

        init writes the lab's scenarios into the cells module (behind #if FRAMEPROF_LAB), a lab executable
        and budgets.yml, and prints the Package.swift lines to add. Every other command builds the lab in
        release and runs it with the arguments given (the lab's own --help lists them). SwiftPM asks for
        --allow-writing-to-package-directory before frameprof on every command, since the plugin writes
        records and baselines into the package.
        """

    /// Builds the lab's executable in release and runs it with `arguments`, in the package's directory,
    /// exiting with its status.
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
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
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
                ? "\(package.displayName) has no executable target that depends on FrameProfLab; run `swift package --allow-writing-to-package-directory frameprof init` first, or name one with --lab."
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
