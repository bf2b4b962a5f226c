/// The declarations of the cells' module and the modules it depends on, with every extension applied to
/// its type, and names resolved as Swift resolves them: the innermost enclosing type first, then the
/// module, then the modules it imports.
public struct ModuleIndex: Sendable {
    /// One module's declarations.
    public struct Module: Sendable {
        /// The module's name.
        public var name: String
        /// What its files declare.
        public var declarations: Declarations

        /// A module of `declarations`.
        public init(name: String, declarations: Declarations) {
            self.name = name
            self.declarations = declarations
        }
    }

    /// A type found by name: the module that declares it and its declaration.
    public struct Found: Sendable {
        /// The module that declares it.
        public var module: String
        /// Its declaration, extensions applied.
        public var declaration: TypeDeclaration
    }

    /// The cells' module first, then its dependencies.
    public private(set) var modules: [Module]
    /// The modules of the cells' own package (a conformance to another package's type is `@retroactive`;
    /// to this package's, it may not be); nil when all are.
    public let packageModules: Set<String>?

    /// The cells' module.
    public var main: Module { modules[0] }

    /// An index of the cells' module and its dependencies, every extension applied to its type.
    public init(main: Module, dependencies: [Module], packageModules: Set<String>? = nil) {
        self.packageModules = packageModules
        modules = [main] + dependencies
        for index in modules.indices { Self.applyExtensions(&modules[index].declarations) }
        // Extensions in the cells' module of a dependency's types (`extension Model`, `extension Other.Model`).
        for index in modules.indices.dropFirst() {
            let prefix = modules[index].name + "."
            for ext in main.declarations.extensions {
                let path = ext.extendedType.hasPrefix(prefix) ? String(ext.extendedType.dropFirst(prefix.count)) : ext.extendedType
                guard modules[index].declarations.types[path] != nil else { continue }
                Self.apply(ext, to: &modules[index].declarations.types[path]!)
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
        // `Module.Type`: qualified by a module's name.
        if path.count > 1, let named = modules.first(where: { $0.name == path[0] }), named.declarations.types[path[0]] == nil {
            return resolve(path: Array(path.dropFirst()), from: nil, in: named.name, depth: depth + 1)
        }
        let ordered = modules.filter { $0.name == moduleName } + modules.filter { $0.name != moduleName }
        for (position, module) in ordered.enumerated() {
            // Enclosing types only in the module the context belongs to.
            let scopes = (position == 0 ? Self.enclosingPaths(of: context) : []) + [""]
            for scope in scopes {
                let prefix = scope.isEmpty ? "" : scope + "."
                let full = prefix + path.joined(separator: ".")
                if let declaration = module.declarations.types[full] { return Found(module: module.name, declaration: declaration) }
                if let alias = module.declarations.aliases[full], !alias.isGeneric, case .named(let target) = alias.target {
                    let aliasContext = full.split(separator: ".").dropLast().joined(separator: ".")
                    return resolve(path: target.map(\.name), from: aliasContext.isEmpty ? nil : aliasContext, in: module.name, depth: depth + 1)
                }
                // `Outer.Alias.Inner`: an alias in the middle of a path.
                if path.count > 1, let alias = module.declarations.aliases[prefix + path[0]],
                   !alias.isGeneric, let target = alias.target.name {
                    return resolve(path: target.split(separator: ".").map(String.init) + path.dropFirst(), from: nil, in: module.name, depth: depth + 1)
                }
            }
        }
        return nil
    }

    /// `A.B.C` → `A.B.C`, `A.B`, `A`: the types a name written inside `context` is looked up in, innermost first.
    static func enclosingPaths(of context: String?) -> [String] {
        guard let context else { return [] }
        var parts = context.split(separator: ".").map(String.init)
        var paths: [String] = []
        while !parts.isEmpty {
            paths.append(parts.joined(separator: "."))
            parts.removeLast()
        }
        return paths
    }

    /// `declaration` and the types enclosing it in `module`, innermost first.
    public func lineage(of declaration: TypeDeclaration, in module: String) -> [TypeDeclaration] {
        let types = modules.first { $0.name == module }?.declarations.types ?? [:]
        var chain = [declaration]
        while let outer = chain[chain.count - 1].outerPath, let type = types[outer] { chain.append(type) }
        return chain
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
            // A parameter written twice (`typealias P<T, T>`, which Swift refuses) keeps its first argument.
            return alias.target.substituting(Dictionary(zip(alias.genericParameters, arguments), uniquingKeysWith: { first, _ in first }))
        }
        let scopes = Self.enclosingPaths(of: context).map { $0 + "." } + [""]
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
        // `Codable` is `Decodable & Encodable`; a name counts by its last component (`SwiftUI.View`).
        func names(_ written: String) -> Bool {
            let last = written.split(separator: ".").last.map(String.init) ?? written
            return last == protocolName || (["Decodable", "Encodable"].contains(protocolName) && last == "Codable")
        }
        for inherited in declaration.inherited {
            guard let name = inherited.name else { continue }
            if names(name) { return true }
            if let found = resolve(inherited, from: declaration.outerPath, in: module),
               found.declaration.kind == .protocolType || found.declaration.kind == .classType,
               conforms(found.declaration, in: found.module, to: protocolName, depth: depth + 1) {
                return true
            }
            // `typealias Model = Codable & Identifiable`: each protocol of the composition by its name.
            if let alias = expandAlias(inherited, from: declaration.outerPath, in: module),
               alias.description.split(separator: "&").contains(where: { names(String($0.filter { $0 != " " })) }) {
                return true
            }
        }
        return false
    }
}
