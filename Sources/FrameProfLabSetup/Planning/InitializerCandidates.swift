/// The initializers the lab's file can call on a struct or class, best first: the memberwise one (every
/// stored property, the richest rows), then the explicit ones, most parameters first. The memberwise
/// initializer is worked out as Swift synthesizes it (docs/STACKLAB.md, "How init reads a module"):
/// gone when the body declares an `init`; a stored `let` with a value left out; a `var` with a value, a
/// `lazy` one or one written `T?` defaulted; private stored properties make it private, except wrapped
/// ones with a value, which are dropped; wrapped properties per `WrapperRule`.
struct InitializerCandidates {
    /// An initializer as the planner sees it.
    struct Candidate {
        let id: Int
        var parameters: [Parameter]
        var isAsync: Bool
        var throwsErrors: Bool
        var isFailable: Bool
        var isMemberwise: Bool

        /// Whether a call with exactly `labels`, in order, could call this initializer (the parameters
        /// it skips have defaults).
        func accepts(labels: [String?]) -> Bool {
            var position = 0
            for parameter in parameters {
                if position < labels.count, labels[position] == parameter.label {
                    position += 1
                } else if !parameter.hasDefault {
                    return false
                }
            }
            return position == labels.count
        }
    }

    /// Every initializer the lab's file can call, best first.
    private(set) var all: [Candidate] = []
    /// Why there is none, when there is none.
    private(set) var whyNone: String?

    init(declaration: TypeDeclaration, module: String, index: ModuleIndex, fromModule: String) {
        let sameModule = module == fromModule
        func callable(_ initializer: Initializer) -> Bool {
            (sameModule ? initializer.access.isVisibleToOtherFiles : initializer.access >= .public)
                && !initializer.isGeneric && !initializer.isUnavailable && initializer.parameters.first?.label != "from"
        }
        var explicit = (declaration.initializers + declaration.extensionInitializers).filter(callable)
        explicit.sort { $0.parameters.count > $1.parameters.count }
        var candidates: [Candidate] = []
        if sameModule, declaration.kind == .structure, declaration.initializers.isEmpty {
            switch Self.memberwise(of: declaration, module: module, index: index) {
            case .success(let parameters):
                candidates.append(Candidate(id: 0, parameters: parameters, isAsync: false, throwsErrors: false, isFailable: false, isMemberwise: true))
            case .failure(let refusal):
                whyNone = refusal.reason
            }
        }
        if declaration.kind == .classType, declaration.initializers.isEmpty {
            // A class without initializers of its own has `init()` when every stored property has a value.
            let needing = declaration.properties.filter { $0.isStored && !$0.hasInitialValue && !$0.defaultsToNil && !$0.isLazy }
            if let first = needing.first {
                whyNone = "`\(declaration.path)` is a class whose `\(first.name)` has no value and which declares no initializer"
            } else if Self.superclass(of: declaration, module: module, index: index) != nil {
                whyNone = "`\(declaration.path)` inherits its initializers from its superclass"
            } else {
                candidates.append(Candidate(id: 0, parameters: [], isAsync: false, throwsErrors: false, isFailable: false, isMemberwise: true))
            }
        }
        for (offset, initializer) in explicit.enumerated() {
            candidates.append(Candidate(id: offset + 1, parameters: initializer.parameters, isAsync: initializer.isAsync,
                                        throwsErrors: initializer.throwsErrors, isFailable: initializer.isFailable, isMemberwise: false))
        }
        if candidates.isEmpty, whyNone == nil {
            let all = declaration.initializers + declaration.extensionInitializers
            whyNone = all.isEmpty ? "`\(declaration.path)` has no initializer the lab can call"
                : "`\(declaration.path)`'s initializers are \(sameModule ? "private, generic or a decoder's" : "not public")"
        }
        all = candidates
    }

    /// `T?` or `T!` as written: a `var` of such a type defaults to nil in the memberwise initializer
    /// (`Optional<T>` written out does not).
    static func writtenOptional(_ type: TypeSyntax) -> Bool {
        switch type {
        case .optional, .unwrapped: return true
        default: return false
        }
    }

    /// The module class a class inherits from, if its first inherited type is one.
    private static func superclass(of declaration: TypeDeclaration, module: String, index: ModuleIndex) -> ModuleIndex.Found? {
        guard let first = declaration.inherited.first, let found = index.resolve(first, from: declaration.outerPath, in: module),
              found.declaration.kind == .classType else { return nil }
        return found
    }

    /// The memberwise initializer's parameters, or why it cannot be called from another file.
    static func memberwise(of declaration: TypeDeclaration, module: String, index: ModuleIndex) -> Result<[Parameter], ValuePlanner.Refusal> {
        var parameters: [Parameter] = []
        for property in declaration.properties where property.isStored {
            // A stored `let` with a value is not a parameter.
            if property.isLet, property.hasInitialValue, property.wrapper == nil { continue }
            let isPrivate = property.access < .internal
            let writtenOptional = property.type.map(writtenOptional) ?? false
            if let wrapper = property.wrapper, !WrapperRule.isResultBuilder(wrapper, context: declaration.path, module: module, index: index) {
                let rule = WrapperRule.rule(for: wrapper, context: declaration.path, module: module, index: index)
                let hasValue = property.hasInitialValue || rule?.parameter == .defaulted || WrapperRule.alwaysWithArguments.contains(wrapper)
                if isPrivate {
                    if hasValue || writtenOptional { continue }  // dropped from the initializer
                    return .failure(ValuePlanner.Refusal(reason: "`\(declaration.path).\(property.name)` is private, so `\(declaration.name)`'s memberwise initializer is private too"))
                }
                if hasValue { continue }
                guard let rule, let type = property.type else {
                    return .failure(ValuePlanner.Refusal(reason: "`\(declaration.path).\(property.name)` uses the property wrapper `@\(wrapper)`, which init cannot read"))
                }
                switch rule.parameter {
                case .defaulted:
                    continue
                case .wrappedValue:
                    parameters.append(Parameter(label: property.name, name: property.name, type: type, hasDefault: writtenOptional))
                case .autoclosure:
                    parameters.append(Parameter(label: property.name, name: property.name, type: type, hasDefault: false, isAutoclosure: true))
                case .wrapper:
                    var components = wrapper.split(separator: ".").map { TypeSyntax.Component(name: String($0)) }
                    components[components.count - 1].arguments = [type]
                    parameters.append(Parameter(label: property.name, name: property.name, type: .named(components), hasDefault: false))
                }
                continue
            }
            if isPrivate {
                return .failure(ValuePlanner.Refusal(reason: "`\(declaration.path).\(property.name)` is \(property.access == .private ? "private" : "fileprivate"), so `\(declaration.name)`'s memberwise initializer is too"))
            }
            guard let type = property.type else {
                // `var count = 0` has a default; a typeless property without one cannot be.
                continue
            }
            let defaulted = property.hasInitialValue || property.isLazy || property.defaultsToNil
            parameters.append(Parameter(label: property.name, name: property.name, type: type, hasDefault: defaulted))
        }
        return .success(parameters)
    }
}
