@testable import FrameProfLabSetup

/// Reads Swift source as init reads a module's files (the lab's `#if` configuration), for the tests.
enum Source {
    /// The declarations of `text`, one file.
    static func declarations(_ text: String, file: String = "Sources/Shelf/File.swift") -> Declarations {
        var declarations = Declarations()
        SourceReader.read(source: text, file: file, configuration: .lab(packageModules: ["Shelf"]), into: &declarations)
        return declarations
    }

    /// The plan init makes for a module `Shelf` of `text`, with `dependencies` (module name, source) read
    /// too, of the same package unless `otherPackages` names them.
    static func plan(_ text: String, dependencies: [(String, String)] = [], otherPackages: Set<String> = []) -> LabPlan {
        let index = ModuleIndex(main: .init(name: "Shelf", declarations: declarations(text)),
                                dependencies: dependencies.map { .init(name: $0.0, declarations: declarations($0.1, file: "Sources/\($0.0)/File.swift")) },
                                packageModules: Set(["Shelf"] + dependencies.map(\.0)).subtracting(otherPackages))
        var planner = CellPlanner(index: index)
        return planner.plan()
    }

    /// The scenarios file init writes for `text`.
    static func generated(_ text: String) -> String {
        ScenarioFileWriter(plan: plan(text)).source(header: "")
    }
}
