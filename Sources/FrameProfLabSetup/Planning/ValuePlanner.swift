/// Decides whether the lab can make a value of a type, and how: the lab's engine makes Swift's and
/// Foundation's values, collections and optionals, `Binding`s, `CaseIterable` and `Decodable` types by
/// itself; for the module's other structs, classes and enumerations `init` writes a `LabSynthesizable`
/// conformance that calls one of their initializers (or lists their cases). A type nobody can make is
/// refused with the reason, so no scenario that needs it is written.
struct ValuePlanner {
    let index: ModuleIndex
    /// The module the generated file is in.
    let module: String

    /// Types the lab's engine makes itself (LabSynthesis: `Synthesis.special`).
    static let builtIn: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Decimal", "Data", "TimeInterval", "Duration", "Progress", "Color",
        "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "CGSize", "CGPoint", "CGRect", "Locale", "TimeZone", "Image",
        "UIColor", "NSColor", "ObjectIdentifier", "Text", "AnyView", "Error",
        "AnyHashable",
    ]
    /// Generic containers the engine fills element by element.
    static let containers: Set<String> = ["Array", "Set", "Optional", "Dictionary", "Binding", "ContiguousArray", "ArraySlice"]

    /// The answers so far, by module and type path: a plan, or why not.
    private(set) var answers: [String: Result<ConformancePlan?, Refusal>] = [:]
    private var visiting: Set<String> = []
    /// The generic parameters of the model whose initializer is being planned: a value of one is made
    /// at run time, as whatever type the model's generic argument is (`Box<Int>.value`).
    private var genericParameters: Set<String> = []
    /// Conformances in the order they were decided.
    private(set) var conformances: [ConformancePlan] = []
    private(set) var imports: Set<String> = []

    init(index: ModuleIndex, module: String) {
        self.index = index
        self.module = module
    }

    /// Why a value cannot be made.
    struct Refusal: Error, Sendable {
        var reason: String
    }

    // MARK: Values

    /// Whether a value of `type` (written inside `context` of `typeModule`) can be made; `where` names
    /// the field for messages.
    mutating func check(_ type: TypeSyntax, context: String?, in typeModule: String, field: String) -> Result<Void, Refusal> {
        switch type {
        case .optional(let wrapped), .unwrapped(let wrapped), .array(let wrapped):
            return check(wrapped, context: context, in: typeModule, field: field)
        case .dictionary(let key, let value):
            if case .failure(let refusal) = check(key, context: context, in: typeModule, field: field) { return .failure(refusal) }
            return check(value, context: context, in: typeModule, field: field)
        case .tuple(let elements):
            return elements.isEmpty ? .success(()) : .failure(Refusal(reason: "\(field) is a tuple `\(type)`, which no initializer of the lab's rows can be given"))
        case .function:
            return .failure(Refusal(reason: "\(field) is a closure `\(type)` inside a collection or model the lab makes by decoding"))
        case .other(let text):
            return .failure(Refusal(reason: "\(field) is `\(text)`, an existential or opaque type the lab cannot choose a value of"))
        case .named(let components):
            let last = components.last!
            let name = components.map(\.name).joined(separator: ".")
            // A module type first: the module may declare its own `Item` or `Color`.
            if let found = index.resolve(type, from: context, in: typeModule) {
                // A generic model's arguments must be makeable too (`Tagged<Self, UUID>`).
                for argument in last.arguments where argument.name != "Self" {
                    if case .failure(let refusal) = check(argument, context: context, in: typeModule, field: field) { return .failure(refusal) }
                }
                return model(found).map { _ in () }
            }
            if let expanded = index.expandAlias(type, from: context, in: typeModule) {
                return check(expanded, context: context, in: typeModule, field: field)
            }
            let plain = components.count == 2 && ["Swift", "Foundation", "SwiftUI", "StackLab", "CoreGraphics"].contains(components[0].name)
                ? components[1].name : name
            if Self.builtIn.contains(plain), last.arguments.isEmpty { return .success(()) }
            if Self.containers.contains(plain) {
                for argument in last.arguments {
                    if case .failure(let refusal) = check(argument, context: context, in: typeModule, field: field) { return .failure(refusal) }
                }
                return .success(())
            }
            if components.count == 1, genericParameters.contains(name) { return .success(()) }
            if let context, let declaration = index.resolve(.simple(context), from: nil, in: typeModule)?.declaration,
               declaration.genericParameters.contains(name) {
                return .failure(Refusal(reason: "\(field) is of the generic parameter `\(name)`"))
            }
            return .failure(Refusal(reason: "\(field) is a `\(type)`, a type init cannot see (neither Swift's, Foundation's nor the package's); give the view rows by hand (LabData.load or your own values)"))
        }
    }

    // MARK: Models

    /// How a module type is made: by the engine (nil) or by a conformance init writes.
    mutating func model(_ found: ModuleIndex.Found) -> Result<ConformancePlan?, Refusal> {
        let key = "\(found.module).\(found.declaration.path)"
        if let answer = answers[key] { return answer }
        // A type that holds itself (a comment's replies): it is being planned, and its arrays end.
        if visiting.contains(key) { return .success(nil) }
        visiting.insert(key)
        let answer = plan(found)
        visiting.remove(key)
        answers[key] = answer
        if case .success(let conformance?) = answer {
            conformances.append(conformance)
            if found.module != module { imports.insert(found.module) }
        }
        return answer
    }

    private mutating func plan(_ found: ModuleIndex.Found) -> Result<ConformancePlan?, Refusal> {
        let declaration = found.declaration
        let name = declaration.path
        let access = effectiveAccess(found)
        guard found.module == module ? access.isVisibleToOtherFiles : access >= .public else {
            return .failure(Refusal(reason: "`\(name)` is \(access <= .fileprivate ? "\(access)" : "not public"), so the lab's file cannot make one"))
        }
        // A model that says how the lab makes it already (a team's own conformance): nothing to write.
        if index.conforms(declaration, in: found.module, to: "LabSynthesizable") { return .success(nil) }
        switch declaration.kind {
        case .protocolType:
            return .failure(Refusal(reason: "`\(name)` is a protocol: the lab cannot choose which type to make"))
        case .actor:
            return .failure(Refusal(reason: "`\(name)` is an actor, whose initializer runs off the main actor"))
        case .enumeration:
            return enumeration(found)
        case .structure, .classType:
            let decodable = index.conforms(declaration, in: found.module, to: "Decodable")
            let customDecoding = (declaration.initializers + declaration.extensionInitializers).contains { $0.parameters.first?.label == "from" }
            // A Decodable type whose decoding is the compiler's own is made by decoding: no code to compile.
            // Its fields are planned all the same, so that an enumeration among them is made by its cases
            // (a made-up raw value would be refused) and not by decoding.
            if decodable, !customDecoding, declaration.genericParameters.isEmpty {
                for property in declaration.properties where property.isStored {
                    if let type = property.type { _ = check(type, context: declaration.path, in: found.module, field: property.name) }
                }
                return .success(nil)
            }
            switch initializerCall(found) {
            case .success(let call):
                let castToSelf = declaration.kind == .classType && !declaration.isFinal
                return .success(ConformancePlan(type: typeText(found), module: found.module, body: .call(call, castToSelf: castToSelf),
                                                isRetroactive: isOtherPackage(found.module), access: effectiveAccess(found)))
            case .failure(let refusal):
                // A Decodable type the initializers cannot make is still made by decoding.
                if decodable { return .success(nil) }
                return .failure(refusal)
            }
        }
    }

    /// Whether `module` is another package's: Swift asks `@retroactive` of a conformance to its types,
    /// and refuses it for a type of the same package.
    private func isOtherPackage(_ name: String) -> Bool {
        name != module && !(index.packageModules?.contains(name) ?? true)
    }

    /// The least access of `found` and every type enclosing it.
    private func effectiveAccess(_ found: ModuleIndex.Found) -> AccessLevel {
        index.lineage(of: found.declaration, in: found.module).map(\.access).min() ?? found.declaration.access
    }

    /// The type as the generated file names it: its path, qualified by its module when another
    /// module's type of the same path would shadow it.
    func typeText(_ found: ModuleIndex.Found) -> String {
        guard found.module != module else { return found.declaration.path }
        let shadowed = index.main.declarations.types[found.declaration.path] != nil
        return shadowed ? "\(found.module).\(found.declaration.path)" : found.declaration.path
    }

    private mutating func enumeration(_ found: ModuleIndex.Found) -> Result<ConformancePlan?, Refusal> {
        let declaration = found.declaration
        guard declaration.genericParameters.isEmpty else {
            return .failure(Refusal(reason: "`\(declaration.path)` is a generic enumeration, whose cases' types the lab cannot infer"))
        }
        guard !declaration.cases.isEmpty else {
            return .failure(Refusal(reason: "`\(declaration.path)` declares no case init can read"))
        }
        var choices: [ConformancePlan.CaseChoice] = []
        var refusals: [String] = []
        for enumCase in declaration.cases {
            var arguments: [CallPlan.Argument] = []
            var usable = true
            for (position, value) in enumCase.associatedValues.enumerated() {
                let key = enumCase.associatedValues.count == 1 ? enumCase.name : "\(enumCase.name).\(value.label ?? String(position))"
                switch argument(for: value, key: key, context: declaration.path, in: found.module, field: "`\(declaration.path).\(enumCase.name)`") {
                case .success(let plan): arguments.append(plan)
                case .failure(let refusal):
                    usable = false
                    refusals.append(refusal.reason)
                }
                if !usable { break }
            }
            if usable { choices.append(.init(name: enumCase.name, arguments: arguments, hasParentheses: !enumCase.associatedValues.isEmpty)) }
        }
        guard !choices.isEmpty else {
            return .failure(Refusal(reason: "no case of `\(declaration.path)` can be made: \(refusals.first ?? "")"))
        }
        return .success(ConformancePlan(type: typeText(found), module: found.module, body: .cases(choices), isRetroactive: isOtherPackage(found.module),
                                        access: effectiveAccess(found)))
    }

    // MARK: Initializers

    /// The call that makes a struct or class of the module from made values.
    private mutating func initializerCall(_ found: ModuleIndex.Found) -> Result<CallPlan, Refusal> {
        let declaration = found.declaration
        let callee = declaration.kind == .classType && !declaration.isFinal ? typeText(found) : "Self"
        let candidates = InitializerCandidates(declaration: declaration, module: found.module, index: index, fromModule: module)
        // `Self(value: values.make("value"))` infers a generic model's parameters from `Self`.
        let outer = genericParameters
        genericParameters = callee == "Self" ? Set(declaration.genericParameters) : []
        defer { genericParameters = outer }
        var reasons: [String] = []
        for candidate in candidates.all {
            switch call(candidate, callee: callee, context: declaration.path, in: found.module, owner: declaration.path, all: candidates.all) {
            case .success(let plan): return .success(plan)
            case .failure(let refusal): reasons.append(refusal.reason)
            }
        }
        if candidates.all.isEmpty, let why = candidates.whyNone { return .failure(Refusal(reason: why)) }
        return .failure(Refusal(reason: reasons.first ?? candidates.whyNone ?? "`\(declaration.path)` has no initializer the lab can call"))
    }

    /// The call of one initializer: every parameter made, given a no-op closure, or left to its default.
    mutating func call(_ initializer: InitializerCandidates.Candidate, callee: String, context: String, in typeModule: String, owner: String,
                       all: [InitializerCandidates.Candidate]) -> Result<CallPlan, Refusal> {
        guard !initializer.isAsync else { return .failure(Refusal(reason: "`\(owner)`'s initializer is async")) }
        var arguments: [CallPlan.Argument] = []
        var constants: [(name: String, type: String, key: String)] = []
        for parameter in initializer.parameters {
            let field = "`\(owner).\(parameter.name)`"
            if parameter.isInout { return .failure(Refusal(reason: "\(field) is an inout parameter")) }
            switch argument(for: parameter, key: parameter.name, context: context, in: typeModule, field: field) {
            case .success(var plan):
                if parameter.isAutoclosure, case .made(let key, _) = plan.value {
                    guard let text = qualified(parameter.type, context: context, in: typeModule) else {
                        return .failure(Refusal(reason: "\(field) is an autoclosure of a type the lab's file cannot name"))
                    }
                    let name = "frameProfLab\(parameter.name.prefix(1).uppercased())\(parameter.name.dropFirst())"
                    constants.append((name, text, key))
                    plan.value = .constant(name)
                }
                arguments.append(plan)
            case .failure(let refusal):
                // A parameter with a default keeps it when the lab cannot make a value.
                if parameter.hasDefault { continue }
                return .failure(refusal)
            }
        }
        // Annotate made arguments where another initializer takes the same labels: the call would be ambiguous.
        let labels = arguments.map(\.label)
        let clashes = all.contains { other in
            other.id != initializer.id && other.accepts(labels: labels)
        }
        if clashes {
            for position in arguments.indices {
                guard case .made(let key, _) = arguments[position].value,
                      let parameter = initializer.parameters.first(where: { $0.name == key }),
                      let text = qualified(parameter.type, context: context, in: typeModule) else { continue }
                arguments[position].value = .made(key: key, annotation: text)
            }
        }
        return .success(CallPlan(callee: callee, arguments: arguments, throwsErrors: initializer.throwsErrors, isFailable: initializer.isFailable,
                                 constants: constants))
    }

    /// How one parameter's value is given.
    mutating func argument(for parameter: Parameter, key: String, context: String, in typeModule: String, field: String) -> Result<CallPlan.Argument, Refusal> {
        let label = parameter.label
        if parameter.isVariadic { return .failure(Refusal(reason: "\(field) is variadic")) }
        var type = parameter.type
        if let expanded = index.expandAlias(type, from: context, in: typeModule), index.resolve(type, from: context, in: typeModule) == nil {
            type = expanded
        }
        // A closure does nothing in the lab: no gesture runs it.
        if case .function(let function) = type {
            guard function.result.isVoid else {
                return .failure(Refusal(reason: "\(field) is a closure returning `\(function.result)`, which the lab cannot make up"))
            }
            return .success(.init(label: label, value: .closure(arity: function.parameters.count)))
        }
        if let wrapped = type.unwrappingOptional {
            var inner = wrapped
            if let expanded = index.expandAlias(inner, from: context, in: typeModule), index.resolve(inner, from: context, in: typeModule) == nil { inner = expanded }
            if case .function = inner { return .success(.init(label: label, value: .nilLiteral)) }
        }
        switch check(type, context: context, in: typeModule, field: field) {
        case .success: return .success(.init(label: label, value: .made(key: key, annotation: nil)))
        case .failure(let refusal): return .failure(refusal)
        }
    }

    /// `type` written so that the generated file (at the module's top level) names the same type:
    /// module types by their full path, their modules imported. Nil when it names a generic parameter.
    mutating func qualified(_ type: TypeSyntax, context: String?, in typeModule: String) -> String? {
        switch type {
        case .named(let components):
            if let found = index.resolve(type, from: context, in: typeModule) {
                if found.module != module { imports.insert(found.module) }
                let arguments = components.last!.arguments.compactMap { qualified($0, context: context, in: typeModule) }
                guard arguments.count == components.last!.arguments.count else { return nil }
                return typeText(found) + (arguments.isEmpty ? "" : "<\(arguments.joined(separator: ", "))>")
            }
            if let context, let declaration = index.resolve(.simple(context), from: nil, in: typeModule)?.declaration,
               declaration.genericParameters.contains(components[0].name) || components[0].name == "Self" {
                return nil
            }
            if components.count == 1, let expanded = index.expandAlias(type, from: context, in: typeModule) {
                return qualified(expanded, context: context, in: typeModule)
            }
            let arguments = components.last!.arguments.compactMap { qualified($0, context: context, in: typeModule) }
            guard arguments.count == components.last!.arguments.count else { return nil }
            var text = components.dropLast().map(\.description).joined(separator: ".")
            if !text.isEmpty { text += "." }
            return text + components.last!.name + (arguments.isEmpty ? "" : "<\(arguments.joined(separator: ", "))>")
        case .optional(let wrapped): return qualified(wrapped, context: context, in: typeModule).map { "\($0)?" }
        case .unwrapped(let wrapped): return qualified(wrapped, context: context, in: typeModule).map { "\($0)?" }
        case .array(let element): return qualified(element, context: context, in: typeModule).map { "[\($0)]" }
        case .dictionary(let key, let value):
            guard let k = qualified(key, context: context, in: typeModule), let v = qualified(value, context: context, in: typeModule) else { return nil }
            return "[\(k): \(v)]"
        case .tuple, .function, .other:
            return nil
        }
    }
}

extension TypeSyntax.Component: CustomStringConvertible {
    /// The component as Swift writes it (`Inner<Int>`).
    public var description: String {
        arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
    }
}
