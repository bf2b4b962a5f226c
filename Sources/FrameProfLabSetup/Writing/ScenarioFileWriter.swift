/// Writes `FrameProfLabScenarios.swift` from a plan: the scenarios, then the conformances that make the
/// models, all behind `#if FRAMEPROF_LAB` so the app's own build never sees them.
public struct ScenarioFileWriter {
    let plan: LabPlan
    /// How many rows each scenario has.
    var rowCount = 500

    /// A writer of `plan`'s scenarios file.
    public init(plan: LabPlan) {
        self.plan = plan
    }

    /// The name of the module's list of scenarios: `shelfUILabScenarios` for `ShelfUI`.
    public static func scenariosName(module: String) -> String {
        var head = ""
        var rest = Substring(module)
        // `ShelfUI` → `shelfUI`, `UIKitCells` → `uiKitCells`: the leading capitals, but the last before a lowercase.
        while let first = rest.first, first.isUppercase {
            let next = rest.dropFirst().first
            if let next, next.isLowercase, !head.isEmpty { break }
            head += first.lowercased()
            rest = rest.dropFirst()
        }
        let name = (head.isEmpty ? "" : head) + rest
        let cleaned = name.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        return (cleaned.first?.isNumber == true ? "_" : "") + cleaned + "LabScenarios"
    }

    /// The whole file.
    public func source(header: String) -> String {
        var out = header
        out += "#if FRAMEPROF_LAB\n"
        out += "import FrameProfLab\n"
        for module in plan.imports.sorted() { out += "import \(module)\n" }
        out += """

            /// The lab's scenarios of \(plan.module)'s views: each view over \(rowCount) rows of made-up values (the same for a
            /// seed on every machine), scrubbed through the scroll indicator for 30 s. Where the made-up values are not
            /// like yours, give a field a hint (`LabRows(hints: ["item.title": .text(words: 2...6)])`) or make the rows
            /// yourself (`rows: { try LabData.load([Item].self, from: …) }`).
            public var \(Self.scenariosName(module: plan.module)): [LabScenario] { [

            """
        for scenario in plan.scenarios { out += self.scenario(scenario) }
        out += "] }\n"
        if !plan.conformances.isEmpty {
            out += "\n// How the lab makes the models the views take: from one of their initializers, each value made up from its name.\n"
            for conformance in plan.conformances { out += self.conformance(conformance) }
        }
        return out + "#endif\n"
    }

    private func scenario(_ scenario: ScenarioPlan) -> String {
        let models = scenario.models.isEmpty ? "" : " of made-up \(scenario.models.joined(separator: ", "))"
        var out = "    // \(scenario.view), \(scenario.location)\n"
        out += "    LabScenario(\"\(scenario.name)\", summary: \"\(scenario.view) over \(rowCount) rows\(models), scrubbed for 30 s\",\n"
        out += "                rows: LabRows(count: \(rowCount), seed: 0)"
        if !scenario.environment.isEmpty {
            out += ",\n                environment: { screen, values in\n                    screen"
            for object in scenario.environment {
                let modifier = object.kind == .object ? "environmentObject" : "environment"
                out += "\n                        .\(modifier)(try values.make(\"\(object.key)\", as: \(object.type).self))"
            }
            out += "\n                }"
        }
        out += ") { row in\n"
        for constant in scenario.call.constants {
            out += "        let \(constant.name): \(constant.type) = try row.value(\"\(constant.key)\")\n"
        }
        out += "        " + call(scenario.call, source: "row", valueFunction: "value") + "\n"
        out += "    },\n"
        return out
    }

    private func conformance(_ conformance: ConformancePlan) -> String {
        let retroactive = conformance.isRetroactive ? "@retroactive " : ""
        var out = "\nextension \(conformance.type): \(retroactive)LabSynthesizable {\n"
        let access = conformance.access >= .public ? "public " : conformance.access == .package ? "package " : ""
        out += "    \(access)static func labSynthesize(_ values: LabValues) throws -> Self {\n"
        switch conformance.body {
        case .call(let call, let castToSelf):
            for constant in call.constants {
                out += "        let \(constant.name): \(constant.type) = try values.make(\"\(constant.key)\")\n"
            }
            let expression = self.call(call, source: "values", valueFunction: "make")
            out += "        return \(expression)\(castToSelf ? " as! Self" : "")\n"
        case .cases(let choices):
            if choices.count == 1 {
                out += "        return \(caseExpression(choices[0]))\n"
            } else {
                out += "        switch values.choice(of: \(choices.count)) {\n"
                for (position, choice) in choices.enumerated() {
                    out += position == choices.count - 1 ? "        default: " : "        case \(position): "
                    out += "return \(caseExpression(choice))\n"
                }
                out += "        }\n"
            }
        }
        return out + "    }\n}\n"
    }

    private func caseExpression(_ choice: ConformancePlan.CaseChoice) -> String {
        let name = Self.member(choice.name)
        guard choice.hasParentheses else { return ".\(name)" }
        let needsTry = choice.arguments.contains { if case .made = $0.value { true } else { false } }
        return (needsTry ? "try " : "") + ".\(name)(" + arguments(choice.arguments, source: "values", valueFunction: "make") + ")"
    }

    /// `try ShelfRow(item: row.value("item"), onTap: {})`: one `try` covers every made argument.
    private func call(_ call: CallPlan, source: String, valueFunction: String) -> String {
        let needsTry = call.throwsErrors || call.isFailable || call.arguments.contains { if case .made = $0.value { true } else { false } }
        var text = "\(call.callee)(" + arguments(call.arguments, source: source, valueFunction: valueFunction) + ")"
        if call.isFailable { text = "\(source).require(\(text), \"\(call.callee)\")" }
        return (needsTry ? "try " : "") + text
    }

    private func arguments(_ arguments: [CallPlan.Argument], source: String, valueFunction: String) -> String {
        arguments.map { argument in
            let value: String
            switch argument.value {
            case .made(let key, let annotation):
                value = "\(source).\(valueFunction)(\"\(key)\")" + (annotation.map { " as \($0)" } ?? "")
            case .closure(let arity):
                value = arity == 0 ? "{}" : "{ " + Array(repeating: "_", count: arity).joined(separator: ", ") + " in }"
            case .nilLiteral:
                value = "nil"
            case .constant(let name):
                value = name
            }
            return argument.label.map { "\($0): \(value)" } ?? value
        }.joined(separator: ", ")
    }

    /// A case name as a member: backquoted where Swift needs it.
    static func member(_ name: String) -> String {
        ["init", "self", "Type", "Protocol"].contains(name) ? "`\(name)`" : name
    }
}
