/// Turns a module's views into scenarios: every view the lab's file can make from made-up values gets
/// one, over 500 rows; a private or generic view, a screen (a view with its own `List`, `Form` or
/// navigation), or a view with an argument nobody can make is left out with the reason, and no code
/// that would fail to build is written for it.
public struct CellPlanner {
    let index: ModuleIndex
    var values: ValuePlanner

    /// A planner of the views `index` holds.
    public init(index: ModuleIndex) {
        self.index = index
        values = ValuePlanner(index: index, module: index.main.name)
    }

    /// The plan for the cells' module; `reserved` are scenario names the lab has from other modules, which
    /// a scenario of this one takes with the module's name in front instead.
    public mutating func plan(reserved: Set<String> = []) -> LabPlan {
        let module = index.main
        var plan = LabPlan(module: module.name)
        var names = reserved
        var hiddenViews: [(view: TypeDeclaration, scope: String)] = []
        for path in module.declarations.order {
            guard let declaration = module.declarations.types[path], declaration.kind == .structure,
                  index.conforms(declaration, in: module.name, to: "View") else { continue }
            let skip = { (reason: String) in plan.skipped.append(Skip(name: path, reason: reason, location: declaration.location)) }
            if let hidden = hiddenScope(of: declaration) {
                hiddenViews.append((declaration, hidden))
                continue
            }
            if let generic = declaration.genericParameters.first {
                skip("it is generic over `\(generic)`, a container whose content the views that use it choose")
                continue
            }
            if let container = declaration.bodyContainers.sorted().first {
                skip("it is a screen (its body has a `\(container)` of its own); the lab's scenarios scroll rows, so record its rows' views")
                continue
            }
            switch scenario(for: declaration, names: &names) {
            case .success(let scenario): plan.scenarios.append(scenario)
            case .failure(let refusal): skip(refusal.reason)
            }
        }
        // A private view is recorded inside the scenarios of the views that build it, when any does.
        for (view, scope) in hiddenViews {
            let builders = plan.scenarios.filter { $0.partViews.contains("\(module.name).\(view.path)") }.map { "`\($0.name)`" }
            let coverage = builders.isEmpty ? "no scenario's view builds it, so make it internal to record it on its own"
                : "it is recorded inside \(builders.joined(separator: ", "))"
            plan.skipped.append(Skip(name: view.path, reason: "it is \(scope), so only its own file can make it; \(coverage)", location: view.location))
        }
        plan.conformances = values.conformances
        plan.imports = values.imports
        return plan
    }

    /// `private` or `fileprivate` when the view or a type enclosing it is.
    private func hiddenScope(of declaration: TypeDeclaration) -> String? {
        guard let hidden = index.lineage(of: declaration, in: index.main.name).first(where: { !$0.access.isVisibleToOtherFiles }) else { return nil }
        return hidden.path == declaration.path ? "\(hidden.access)" : "inside the \(hidden.access) `\(hidden.path)`"
    }

    private mutating func scenario(for view: TypeDeclaration, names: inout Set<String>) -> Result<ScenarioPlan, ValuePlanner.Refusal> {
        let module = index.main.name
        let candidates = InitializerCandidates(declaration: view, module: module, index: index, fromModule: module)
        var reasons: [String] = []
        var chosen: CallPlan?
        for candidate in candidates.all where chosen == nil {
            switch values.call(candidate, callee: view.path, context: view.path, in: module, owner: view.path, all: candidates.all) {
            case .success(let call): chosen = call
            case .failure(let refusal): reasons.append(refusal.reason)
            }
        }
        guard let call = chosen else {
            return .failure(ValuePlanner.Refusal(reason: reasons.first ?? candidates.whyNone ?? "no initializer of it can be called"))
        }
        // Objects read from the environment, by the view and by the module's views it builds.
        var environment: [EnvironmentObject] = []
        var parts: [String] = []
        var seen: Set<String> = [view.path]
        var queue = [view]
        while let current = queue.popLast() {
            for property in current.properties where property.isStored {
                guard let object = environmentObject(property, in: current) else { continue }
                if !environment.contains(where: { $0.type == object.type }) {
                    switch values.check(object.syntax, context: current.path, in: module, field: "the environment object `\(object.type)`") {
                    case .success: environment.append(object.plan)
                    case .failure(let refusal): return .failure(refusal)
                    }
                }
            }
            for mention in current.bodyMentions.sorted() {
                guard let found = index.resolve(.simple(mention), from: current.path, in: module), found.module == module,
                      !seen.contains(found.declaration.path), index.conforms(found.declaration, in: module, to: "View") else { continue }
                seen.insert(found.declaration.path)
                parts.append("\(module).\(found.declaration.path)")
                queue.append(found.declaration)
            }
        }
        var name = Self.scenarioName(view: view.path)
        if names.contains(name) { name = Self.kebab(module) + "-" + name }
        var suffix = 2
        while names.contains(name) {
            name = Self.kebab(view.path) + "-\(suffix)-scrub"
            suffix += 1
        }
        names.insert(name)
        let models = Set(call.arguments.compactMap { argument -> String? in
            guard case .made(let key, _) = argument.value,
                  let parameter = candidates.all.flatMap(\.parameters).first(where: { $0.name == key }),
                  let found = index.resolve(Self.element(parameter.type), from: view.path, in: module) else { return nil }
            return found.declaration.path
        })
        return .success(ScenarioPlan(name: name, view: view.path, reportedView: "\(module).\(view.path)", call: call,
                                     environment: environment.sorted { $0.key < $1.key }, partViews: parts.sorted(), models: models.sorted(),
                                     location: view.location))
    }

    /// The object an `@EnvironmentObject var x: T` or `@Environment(T.self) var x` reads.
    private mutating func environmentObject(_ property: Property, in view: TypeDeclaration) -> (syntax: TypeSyntax, type: String, plan: EnvironmentObject)? {
        let syntax: TypeSyntax
        let kind: EnvironmentObject.Kind
        switch property.wrapper {
        case "EnvironmentObject":
            guard let type = property.type else { return nil }
            syntax = type
            kind = .object
        case "Environment":
            guard let arguments = property.wrapperArguments, arguments.hasSuffix(".self") else { return nil }
            let name = String(arguments.dropLast(".self".count))
            syntax = .named(name.split(separator: ".").map { TypeSyntax.Component(name: String($0)) })
            kind = .observable
        default:
            return nil
        }
        guard let text = values.qualified(syntax, context: view.path, in: index.main.name) else { return nil }
        let key = "environment." + property.name
        return (syntax, text, EnvironmentObject(type: text, kind: kind, key: key))
    }

    /// `[Post]?` → `Post`: the model inside collections and optionals.
    static func element(_ type: TypeSyntax) -> TypeSyntax {
        switch type {
        case .optional(let wrapped), .unwrapped(let wrapped), .array(let wrapped): return element(wrapped)
        case .named(let components) where components.count == 1 && components[0].name == "Binding" && components[0].arguments.count == 1:
            return element(components[0].arguments[0])
        default: return type
        }
    }

    /// The scenario init names after a view: `ShelfRow` → `shelf-row-scrub` (another scenario of that name
    /// puts the module's name in front, or a number before `-scrub`).
    public static func scenarioName(view path: String) -> String {
        kebab(path) + "-scrub"
    }

    /// `ShelfRow` → `shelf-row`; `Library.ItemView` → `library-item-view`; `URLTextView` → `url-text-view`.
    public static func kebab(_ name: String) -> String {
        let characters = Array(name)
        var out = ""
        for (position, character) in characters.enumerated() {
            if character == "." || character == "_" {
                if !out.isEmpty, !out.hasSuffix("-") { out += "-" }
                continue
            }
            if character.isUppercase, position > 0, !out.isEmpty, !out.hasSuffix("-") {
                let previous = characters[position - 1]
                let next = position + 1 < characters.count ? characters[position + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) { out += "-" }
            }
            out += character.lowercased()
        }
        return out
    }
}
