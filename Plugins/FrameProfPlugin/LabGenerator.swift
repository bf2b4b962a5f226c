import Foundation

/// What `swift package frameprof init` writes into a team's cells module: one `LabScenario` per view
/// that takes a row model, the conformances the lab needs that the model lacks (`Decodable` for
/// synthesized rows, `Identifiable` for the stacks), all behind `#if FRAMEPROF_LAB`, so the app's own
/// build never sees them and internal cells need no public factory.
struct LabGenerator {
    /// A view and the one parameter its initializer takes: the row model.
    struct Cell {
        var view: String
        var label: String
        var model: String
    }

    let module: String
    let declarations: SwiftDeclarations
    /// Cells found, and why others were left out (`FeedHeader: takes 2 values`).
    private(set) var cells: [Cell] = []
    private(set) var skipped: [String] = []

    /// Wrappers whose values a view makes for itself: they are not its initializer's parameters.
    static let ownWrappers: Set<String> = ["State", "Environment", "EnvironmentObject", "StateObject", "FocusState", "Namespace",
                                           "ScaledMetric", "AppStorage", "SceneStorage", "GestureState"]
    /// Value types `Decodable` already knows.
    static let decodable: Set<String> = ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                                         "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Decimal", "Data"]

    init(module: String, declarations: SwiftDeclarations) {
        self.module = module
        self.declarations = declarations
        for name in declarations.order {
            guard let type = declarations.types[name], type.kind == .structure, type.hasBody,
                  type.conformances.contains("View") else { continue }
            guard !["private", "fileprivate"].contains(type.access) else {
                skipped.append("\(name): it is \(type.access), so no other file can make it")
                continue
            }
            if let cell = cell(type) { cells.append(cell) }
        }
    }

    /// The view's one row-model parameter: its explicit `init(label name: Model)`, else the memberwise
    /// initializer's one required property. A view that needs more than the row is left out.
    private mutating func cell(_ view: SwiftDeclarations.TypeDeclaration) -> Cell? {
        func isModel(_ type: String) -> Bool { declarations.types[type].map { $0.kind != .enumeration || !$0.properties.isEmpty } ?? false }
        if !view.initializers.isEmpty {
            for parameters in view.initializers {
                let list = parameters.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                guard list.count == 1, let colon = list[0].firstIndex(of: ":") else { continue }
                let names = list[0][..<colon].split(separator: " ").map(String.init)
                let type = list[0][list[0].index(after: colon)...].trimmingCharacters(in: .whitespaces)
                guard isModel(type), let first = names.first else { continue }
                return Cell(view: view.name, label: first == "_" ? "" : first, model: type)
            }
            skipped.append("\(view.name): no initializer takes only a row model")
            return nil
        }
        let required = view.properties.filter { property in
            !property.hasDefault && !(property.wrapper.map(Self.ownWrappers.contains) ?? false)
        }
        guard required.count == 1, isModel(required[0].type), required[0].wrapper == nil else {
            skipped.append("\(view.name): it takes \(required.count == 1 ? "a \(required[0].type), not a row model of this module" : "\(required.count) values, not one row model")")
            return nil
        }
        return Cell(view: view.name, label: required[0].name, model: required[0].type)
    }

    /// The file: scenarios and the conformances the models lack.
    func source(scenarioPrefix: String) -> String {
        var out = """
            // Written by `swift package frameprof init`; edit it as your own. It compiles only into the lab
            // (FRAMEPROF_LAB), so your app's build never sees it, and it sits in \(module), so it can name
            // internal cells and models.
            #if FRAMEPROF_LAB
            import FrameProfLab

            /// The lab's scenarios of \(module)'s cells: each cell over 500 rows synthesized from its model
            /// (the same rows for a seed on every machine), scrubbed through the scroll indicator for 30 s.
            /// Give a field a hint (`hints: ["body": .text(words: 5...40)]`), or load your own JSON with
            /// `LabData.load`, where the made-up rows are not like yours.
            public var frameProfLabScenarios: [LabScenario] { [

            """
        for cell in cells {
            let name = scenarioPrefix + Self.kebab(cell.view) + "-scrub"
            let argument = cell.label.isEmpty ? "$0" : "\(cell.label): $0"
            out += "    LabScenario(\"\(name)\", summary: \"\(cell.view) over 500 synthesized \(cell.model) rows, scrubbed for 30 s\",\n"
            let hints = enumerationHints(of: cell.model)
            let hinted = hints.isEmpty ? "" : ", hints: [" + hints.map { "\"\($0.key)\": .oneOf([\($0.values.map { "\"\($0)\"" }.joined(separator: ", "))])" }.joined(separator: ", ") + "]"
            out += "                rows: { try LabData.synthesize([\(cell.model)].self, count: 500, seed: 0\(hinted)) }) { \(cell.view)(\(argument)) },\n"
        }
        out += "] }\n"
        var written: Set<String> = []
        for cell in cells { out += conformances(of: cell.model, identifiable: true, written: &written) }
        return out + "#endif\n"
    }

    /// `extension Model: Decodable` (decoding each stored property, nested models first) and
    /// `extension Model: Identifiable` where the model has an `id` and lacks the conformance.
    private func conformances(of name: String, identifiable: Bool, written: inout Set<String>) -> String {
        guard let type = declarations.types[name], !written.contains(name) else { return "" }
        written.insert(name)
        var out = ""
        let decodable = type.conformances.contains { $0 == "Decodable" || $0 == "Codable" }
        if !decodable {
            if type.kind == .enumeration {
                // A raw-valued enumeration decodes by its raw value through the standard library's default.
                if let raw = type.conformances.first, Self.decodable.contains(raw) { out += "\nextension \(name): Decodable {}\n" }
            } else if type.kind == .structure {
                let stored = type.properties.filter { !($0.isLet && $0.hasDefault) && $0.wrapper == nil }
                for property in stored { out += conformances(of: Self.element(property.type), identifiable: false, written: &written) }
                out += "\nextension \(name): Decodable {\n"
                out += "    private enum FrameProfLabKeys: String, CodingKey { case \(stored.map(\.name).joined(separator: ", ")) }\n\n"
                out += "    /// Reads each stored property by its name, as a synthesized conformance would.\n"
                out += "    public init(from decoder: any Decoder) throws {\n"
                out += "        let values = try decoder.container(keyedBy: FrameProfLabKeys.self)\n"
                for property in stored {
                    if property.type.hasSuffix("?") {
                        out += "        self.\(property.name) = try values.decodeIfPresent(\(property.type.dropLast()).self, forKey: .\(property.name))\n"
                    } else {
                        out += "        self.\(property.name) = try values.decode(\(property.type).self, forKey: .\(property.name))\n"
                    }
                }
                out += "    }\n}\n"
            }
        }
        let hasID = type.properties.contains { $0.name == "id" }
        if identifiable, hasID, !type.conformances.contains("Identifiable") { out += "\nextension \(name): Identifiable {}\n" }
        return out
    }

    /// A `.oneOf` hint for each property of `model` (and its nested models) whose type is an
    /// enumeration of this module with string raw values: the generator cannot guess them.
    private func enumerationHints(of model: String, prefix: String = "", depth: Int = 0) -> [(key: String, values: [String])] {
        guard depth < 4, let type = declarations.types[model] else { return [] }
        var hints: [(key: String, values: [String])] = []
        for property in type.properties where property.wrapper == nil {
            let element = Self.element(property.type)
            guard let nested = declarations.types[element] else { continue }
            if nested.kind == .enumeration, !nested.cases.isEmpty, nested.conformances.first == "String" {
                hints.append((prefix + property.name, nested.cases))
            } else if nested.kind == .structure {
                hints += enumerationHints(of: element, prefix: prefix + property.name + ".", depth: depth + 1)
            }
        }
        return hints
    }

    /// `[Attachment]?` → `Attachment`: the type a property's decoding needs a conformance of.
    static func element(_ type: String) -> String {
        type.trimmingCharacters(in: CharacterSet(charactersIn: "[]?! "))
    }

    /// `PostRow` → `post-row`.
    static func kebab(_ name: String) -> String {
        var out = ""
        for (index, character) in name.enumerated() {
            if character.isUppercase, index > 0 { out += "-" }
            out += character.lowercased()
        }
        return out
    }
}
