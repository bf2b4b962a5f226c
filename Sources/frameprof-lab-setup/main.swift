import Foundation
import FrameProfLabSetup

// The tool behind `swift package frameprof init`: the plugin hands it the package's modules as JSON on
// standard input; it writes the lab's files and prints what it did. `preview MODULE FILE…` prints the
// scenarios file init would write for those files, without writing anything.
let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if arguments.first == "dump", arguments.count >= 2 {
        // What the reader sees: every type with its members, for checking the reader on real code.
        let declarations = try SourceReader.read(files: Array(arguments.dropFirst()), configuration: .lab())
        for path in declarations.order {
            let type = declarations.types[path]!
            print("\(type.kind.rawValue) \(path) access=\(type.access) inherits=\(type.inherited.map(\.description)) generic=\(type.genericParameters) body=\(type.hasBody) \(type.location)")
            for property in type.properties {
                print("  \(property.isLet ? "let" : "var") \(property.name): \(property.type?.description ?? "?") access=\(property.access) value=\(property.hasInitialValue) computed=\(property.isComputed) static=\(property.isStatic) wrapper=\(property.wrapper ?? "-")")
            }
            for initializer in type.initializers + type.extensionInitializers {
                print("  init(" + initializer.parameters.map { "\($0.label ?? "_") \($0.name): \($0.type)\($0.hasDefault ? " = …" : "")" }.joined(separator: ", ") + ") access=\(initializer.access)")
            }
            for enumCase in type.cases {
                print("  case \(enumCase.name)(\(enumCase.associatedValues.map { "\($0.label ?? "_"): \($0.type)" }.joined(separator: ", "))) raw=\(enumCase.rawValue ?? "-")")
            }
        }
        for ext in declarations.extensions { print("extension \(ext.extendedType) inherits=\(ext.inherited.map(\.description)) inits=\(ext.initializers.count)") }
        for (path, alias) in declarations.aliases.sorted(by: { $0.key < $1.key }) { print("typealias \(path)\(alias.genericParameters) = \(alias.target)") }
    } else if arguments.first == "preview" {
        guard arguments.count >= 3 else { throw LabSetupError("usage: frameprof-lab-setup preview MODULE FILE…") }
        let module = arguments[1]
        let configuration = ActiveConfiguration.lab(packageModules: [module])
        let declarations = try SourceReader.read(files: Array(arguments.dropFirst(2)), configuration: configuration)
        var planner = CellPlanner(index: ModuleIndex(main: .init(name: module, declarations: declarations), dependencies: []))
        let plan = planner.plan()
        print(ScenarioFileWriter(plan: plan).source(header: ""))
        for skip in plan.skipped { print("// left out \(skip)") }
    } else {
        let input = FileHandle.standardInput.readDataToEndOfFile()
        let request = try JSONDecoder().decode(LabSetupRequest.self, from: input)
        try LabSetup(request: request).run { print($0) }
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
