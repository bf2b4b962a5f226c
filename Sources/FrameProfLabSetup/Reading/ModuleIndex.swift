/// The declarations of the cells' module and the modules it depends on, with every extension applied to
/// its type, and names resolved as Swift resolves them: the innermost enclosing type first, then the
/// module, then the modules it imports.
public struct ModuleIndex: Sendable {
    /// One module's declarations.
    public struct Module: Sendable {
        public var name: String
        public var declarations: Declarations

        public init(name: String, declarations: Declarations) {
            self.name = name
            self.declarations = declarations
        }
    }

    /// A type found by name: the module that declares it and its declaration.
    public struct Found: Sendable {
        public var module: String
        public var declaration: TypeDeclaration
    }

    /// The cells' module first, then its dependencies.
    public private(set) var modules: [Module]
    /// The modules of the cells' own package (a conformance to another package's type is `@retroactive`;
    /// to this package's, it may not be); nil when all are.
    public let packageModules: Set<String>?

    /// The cells' module.
    public var main: Module { modules[0] }

    public init(main: Module, dependencies: [Module], packageModules: Set<String>? = nil) {
        self.packageModules = packageModules
        modules = [main] + dependencies
        for index in modules.indices { Self.applyExtensions(&modules[index].declarations) }
        // Extensions in the cells' module of a dependency's types (`extension Other.Model: Identifiable`).
        for index in modules.indices.dropFirst() {
            for ext in main.declarations.extensions where modules[index].declarations.types[ext.extendedType] != nil {
                Self.apply(ext, to: &modules[index].declarations.types[ext.extendedType]!)
            }
        }
    }

    private static func applyExtensions(_ declarations: inout Declarations) {
        for ext in declarations.extensions {
            let path = declarations.types[ext.extendedType] != nil ? ext.extendedType : resolveAlias(ext.extendedType, in: declarations)
            guard let path, declarations.types[path] != nil else { continue }
            apply(ext, to: &declarations.types[path]!)
        }
    }

    private static func resolveAlias(_ name: String, in declarations: Declarations) -> String? {
        guard let alias = declarations.aliases[name], let target = alias.target.name, declarations.types[target] != nil else { return nil }
        return target
    }

    private static func apply(_ ext: Extension, to type: inout TypeDeclaration) {
        type.inherited += ext.inherited
        // A constrained extension's initializers exist only for some generic arguments: not used.
        if !ext.isConstrained { type.extensionInitializers += ext.initializers }
        type.properties += ext.properties.filter { $0.isStatic || $0.isComputed }
        type.hasBody = type.hasBody || ext.hasBody
        type.bodyMentions.formUnion(ext.bodyMentions)
        type.bodyContainers.formUnion(ext.bodyContainers)
    }

    // MARK: Lookup

    /// The type `type` names when written inside `context` (a type path of `module`, or nil at file
    /// level), through type aliases; nil for a type the modules do not declare (Foundation's, Swift's).
    public func resolve(_ type: TypeSyntax, from context: String?, in module: String) -> Found? {
        guard case .named(let components) = type else { return nil }
        return resolve(path: components.map(\.name), from: context, in: module, depth: 0)
    }

    private func resolve(path: [String], from context: String?, in moduleName: String, depth: Int) -> Found? {
        guard depth < 8, !path.isEmpty else { return nil }
        var ordered = modules.filter { $0.name == moduleName } + modules.filter { $0.name != moduleName }
        // `Module.Type`: qualified by a module's name.
        if path.count > 1, let named = modules.first(where: { $0.name == path[0] }), named.declarations.types[path[0]] == nil {
            ordered = [named]
            return resolve(path: Array(path.dropFirst()), from: nil, in: named.name, depth: depth + 1)
        }
        for (position, module) in ordered.enumerated() {
            // Enclosing types only in the module the context belongs to.
            var scopes: [String] = []
            if position == 0, let context {
                var parts = context.split(separator: ".").map(String.init)
                while !parts.isEmpty {
                    scopes.append(parts.joined(separator: "."))
                    parts.removeLast()
                }
            }
            scopes.append("")
            for scope in scopes {
                let candidate = (scope.isEmpty ? [] : [scope]) + [path.joined(separator: ".")]
                let full = candidate.joined(separator: ".")
                if let declaration = module.declarations.types[full] { return Found(module: module.name, declaration: declaration) }
                if let alias = module.declarations.aliases[full], !alias.isGeneric, case .named(let target) = alias.target {
                    let aliasContext = full.split(separator: ".").dropLast().joined(separator: ".")
                    return resolve(path: target.map(\.name), from: aliasContext.isEmpty ? nil : aliasContext, in: module.name, depth: depth + 1)
                }
                // `Outer.Alias.Inner`: an alias in the middle of a path.
                if path.count > 1, let alias = module.declarations.aliases[(scope.isEmpty ? [] : [scope]).joined(separator: ".") + (scope.isEmpty ? "" : ".") + path[0]],
                   !alias.isGeneric, let target = alias.target.name {
                    return resolve(path: target.split(separator: ".").map(String.init) + path.dropFirst(), from: nil, in: module.name, depth: depth + 1)
                }
            }
        }
        return nil
    }

    /// What a type alias written inside `context` stands for, when it names something other than a
    /// type of these modules (`typealias ID = String`, `typealias Action = () -> Void`,
    /// `typealias IdentifiedArrayOf<Element> = [Element]` with its argument put in).
    public func expandAlias(_ type: TypeSyntax, from context: String?, in moduleName: String) -> TypeSyntax? {
        guard case .named(let components) = type else { return nil }
        let name = components.map(\.name).joined(separator: ".")
        let arguments = components.last?.arguments ?? []
        func expand(_ alias: TypeAlias) -> TypeSyntax? {
            guard alias.genericParameters.count == arguments.count else { return nil }
            return alias.target.substituting(Dictionary(uniqueKeysWithValues: zip(alias.genericParameters, arguments)))
        }
        var scopes: [String] = []
        if let context {
            var parts = context.split(separator: ".").map(String.init)
            while !parts.isEmpty {
                scopes.append(parts.joined(separator: ".") + ".")
                parts.removeLast()
            }
        }
        scopes.append("")
        if let module = modules.first(where: { $0.name == moduleName }) {
            for scope in scopes {
                if let alias = module.declarations.aliases[scope + name] { return expand(alias) }
            }
        }
        for other in modules where other.name != moduleName {
            if let alias = other.declarations.aliases[name] { return expand(alias) }
        }
        return nil
    }

    /// Whether `declaration` (of `module`) inherits `protocolName`, directly, through `Codable`, or
    /// through a protocol of these modules that inherits it.
    public func conforms(_ declaration: TypeDeclaration, in module: String, to protocolName: String, depth: Int = 0) -> Bool {
        guard depth < 6 else { return false }
        for inherited in declaration.inherited {
            guard let name = inherited.name else { continue }
            let last = String(name.split(separator: ".").last ?? "")
            if last == protocolName { return true }
            if ["Decodable", "Encodable"].contains(protocolName), last == "Codable" { return true }
            if let found = resolve(inherited, from: declaration.outerPath, in: module),
               found.declaration.kind == .protocolType || found.declaration.kind == .classType,
               conforms(found.declaration, in: found.module, to: protocolName, depth: depth + 1) {
                return true
            }
            // `typealias Model = Codable & Identifiable`.
            if let alias = expandAlias(inherited, from: declaration.outerPath, in: module), alias.description.contains(protocolName)
                || (["Decodable", "Encodable"].contains(protocolName) && alias.description.contains("Codable")) {
                return true
            }
        }
        return false
    }
}
