import Foundation
import PackagePlugin

/// `swift package frameprof init [--cells MODULE] [--lab NAME] [--force]`: hands the setup tool the
/// package's Swift modules (its own and those of its dependencies, frameprof's aside) with their files,
/// and lets it read them, write the lab's files and wire Package.swift. The plugin only gathers; what
/// init decides lives in FrameProfLabSetup, where the tests read real code with it.
struct Setup {
    let context: PluginContext
    let arguments: [String]
    let lab: String?

    func run() throws {
        var arguments = self.arguments
        let cells = FrameProfPlugin.take("--cells", from: &arguments)
        let force = arguments.contains("--force")
        arguments.removeAll { $0 == "--force" }
        guard arguments.isEmpty else {
            throw PluginFailure("init takes --cells MODULE, --lab NAME and --force; '\(arguments.joined(separator: " "))' is none of them.")
        }
        let frameprof = try frameprofPackage()
        let frameprofTargets = Set(frameprof.targets.map(\.id))
        // Every Swift module reachable from the package's own, frameprof's aside, nearest first.
        var modules: [String: (target: SwiftSourceModuleTarget, isLocal: Bool)] = [:]
        var order: [String] = []
        var queue: [(target: any Target, isLocal: Bool)] = context.package.targets.map { ($0, true) }
        while !queue.isEmpty {
            let (target, isLocal) = queue.removeFirst()
            guard let swift = target as? SwiftSourceModuleTarget, swift.kind == .generic, !frameprofTargets.contains(swift.id),
                  modules[swift.name] == nil else { continue }
            modules[swift.name] = (swift, isLocal)
            order.append(swift.name)
            for dependency in swift.dependencies {
                switch dependency {
                case .target(let next): queue.append((next, isLocal && context.package.targets.contains { $0.id == next.id }))
                case .product(let product): queue += product.targets.map { ($0, false) }
                @unknown default: break
                }
            }
        }
        let existing = existingLab()
        let request = Request(
            packageDirectory: context.package.directoryURL.path,
            packageName: context.package.displayName,
            frameprofIdentity: frameprof.id,
            cellsModule: cells,
            labName: lab,
            force: force,
            modules: order.map { name in
                let (target, isLocal) = modules[name]!
                return .init(name: name, directory: target.directoryURL.path,
                             files: target.sourceFiles.filter { $0.url.pathExtension == "swift" }.map(\.url.path),
                             dependencies: target.dependencies.flatMap { dependency -> [String] in
                                 switch dependency {
                                 case .target(let next): return [next.name]
                                 case .product(let product): return product.targets.map(\.name)
                                 @unknown default: return []
                                 }
                             },
                             isLocal: isLocal)
            },
            command: FrameProfPlugin.command,
            existingLab: existing?.name,
            existingLabDirectory: existing?.directoryURL.path)
        let tool = try context.tool(named: "frameprof-lab-setup")
        let process = Process()
        process.executableURL = tool.url
        let input = Pipe()
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(try JSONEncoder().encode(request))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw PluginFailure("init stopped; the reason is above.") }
    }

    /// The lab executable the package already has: an executable target depending on FrameProfLab.
    private func existingLab() -> SwiftSourceModuleTarget? {
        let labs = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { target in
            target.kind == .executable && target.dependencies.contains { if case let .product(product) = $0 { product.name == "FrameProfLab" } else { false } }
        }
        if let lab { return labs.first { $0.name == lab } }
        return labs.count == 1 ? labs[0] : nil
    }

    /// The dependency that brings `FrameProfLab`: its identity is what `.product(name:package:)` names.
    private func frameprofPackage() throws -> Package {
        var queue = context.package.dependencies.map(\.package)
        while !queue.isEmpty {
            let package = queue.removeFirst()
            if package.products.contains(where: { $0.name == "FrameProfLab" }) { return package }
            queue += package.dependencies.map(\.package)
        }
        throw PluginFailure("\(context.package.displayName) does not depend on frameprof; add it to the package's dependencies (.package(url: …, from: …)) first.")
    }

    /// The setup tool's request: FrameProfLabSetup's `LabSetupRequest`, which a plugin cannot import.
    struct Request: Encodable {
        struct Module: Encodable {
            var name: String
            var directory: String
            var files: [String]
            var dependencies: [String]
            var isLocal: Bool
        }

        var packageDirectory: String
        var packageName: String
        var frameprofIdentity: String
        var cellsModule: String?
        var labName: String?
        var force: Bool
        var modules: [Module]
        var command: String
        var existingLab: String?
        var existingLabDirectory: String?
    }
}
