/// What `init` reads from a module's files: its types (nested ones by their dotted path), what each
/// declares and where, and the extensions and type aliases that add to them. Only declarations: function
/// bodies, initial values and accessors are skipped, never read.
public struct Declarations: Sendable {
    /// Types by their dotted path within the module (`Shelf`, `Shelf.Item`).
    public var types: [String: TypeDeclaration] = [:]
    /// Type paths in the order their declarations appear (files sorted by path), so scenarios keep it.
    public var order: [String] = []
    /// Extensions, applied to their types by `ModuleIndex`.
    public var extensions: [Extension] = []
    /// `typealias` declarations by their dotted path.
    public var aliases: [String: TypeAlias] = [:]
    /// Module names the files import.
    public var imports: Set<String> = []
    /// `#if` chains on the platform with no branch for Linux where another branch returns a value: the
    /// file cannot compile in the lab until it has one.
    public var platformGaps: [SourceLocation] = []
    /// Types and extensions whose body the file never closes (each at its file's last line): the file
    /// does not compile, and what follows is read as nested in them.
    public var unclosed: [SourceLocation] = []

    public init() {}
}

/// Access levels, least visible first.
public enum AccessLevel: Int, Comparable, Sendable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    public static func < (a: AccessLevel, b: AccessLevel) -> Bool { a.rawValue < b.rawValue }

    init?(word: String) {
        switch word {
        case "private": self = .private
        case "fileprivate": self = .fileprivate
        case "internal": self = .internal
        case "package": self = .package
        case "public": self = .public
        case "open": self = .open
        default: return nil
        }
    }

    /// Whether another file of the same module can name it.
    public var isVisibleToOtherFiles: Bool { self >= .internal }
}

/// Where a declaration is, for messages: `Sources/Shelf/ShelfRow.swift:12`.
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// What is there, when a message needs to name it (the unclosed type's path).
    public var subject: String?

    public init(file: String, line: Int, description subject: String? = nil) {
        self.file = file
        self.line = line
        self.subject = subject
    }

    public var description: String { "\(file):\(line)" }
}

/// A struct, class, enum, actor or protocol.
public struct TypeDeclaration: Sendable {
    public enum Kind: String, Sendable {
        case structure = "struct", classType = "class", enumeration = "enum", actor, protocolType = "protocol"
    }

    public var kind: Kind
    /// The dotted path within the module: `Shelf.Item`.
    public var path: String
    /// Its own access, as written (internal when none is).
    public var access: AccessLevel
    /// `@MainActor`, `@Observable`…, without the `@`.
    public var attributes: [String]
    public var isFinal: Bool
    /// Generic parameter names (`Content` of `Card<Content: View>`).
    public var genericParameters: [String]
    /// Inherited types and conformances as written, here and in extensions (`View`, `Codable`, `Identifiable`).
    public var inherited: [TypeSyntax]
    public var properties: [Property] = []
    /// Initializers declared in the type's own body.
    public var initializers: [Initializer] = []
    /// Initializers declared in extensions: they leave the memberwise initializer in place.
    public var extensionInitializers: [Initializer] = []
    public var cases: [EnumCase] = []
    /// Whether it declares `body` (a view) and the type names that body mentions (the views it uses).
    public var hasBody = false
    public var bodyMentions: Set<String> = []
    /// Whether its body reads as a screen: a `List`, `Form`, `NavigationStack`, `TabView`… of its own.
    public var bodyContainers: Set<String> = []
    public var location: SourceLocation

    /// The last component of the path.
    public var name: String { String(path.split(separator: ".").last ?? Substring(path)) }
    /// The outer type's path, for a nested type.
    public var outerPath: String? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        return String(path[..<dot])
    }
}

/// A `let` or `var` member.
public struct Property: Sendable {
    public var name: String
    /// The written type; nil when the declaration gives only an initial value (`var count = 0`).
    public var type: TypeSyntax?
    public var access: AccessLevel
    /// Whether its access was written (`private var`), not the default.
    public var hasExplicitAccess: Bool
    public var isLet: Bool
    public var isStatic: Bool
    public var isLazy: Bool
    /// `= value` given, or an attribute with arguments that initializes it (`@Environment(\.x)`).
    public var hasInitialValue: Bool
    /// A `get`/`set` or bare accessor block: not stored.
    public var isComputed: Bool
    /// The property wrapper, without `@` (`State`, `Binding`, `DecodableDefault.False`), and whether it
    /// takes arguments of its own (`@Environment(\.locale)`).
    public var wrapper: String?
    public var wrapperHasArguments: Bool
    /// The wrapper's arguments as written, without parentheses (`Library.self`, `\\.locale`).
    public var wrapperArguments: String?
    /// Other attributes (`@ObservationIgnored`…).
    public var attributes: [String]
    public var line: Int

    /// Stored in the instance, as a memberwise initializer sees it.
    public var isStored: Bool { !isStatic && !isComputed }
}

/// An `init` with its parameters.
public struct Initializer: Sendable {
    public var parameters: [Parameter]
    public var access: AccessLevel
    public var isFailable: Bool
    public var throwsErrors: Bool
    public var isAsync: Bool
    public var isConvenience: Bool
    public var isGeneric: Bool
    /// `@MainActor`…
    public var attributes: [String]
    public var line: Int
    public var file: String
    /// `@available(*, unavailable)`: no call of it compiles.
    public var isUnavailable = false
}

/// One parameter of an initializer or an enumeration case's associated values.
public struct Parameter: Sendable {
    /// The argument label; nil for `_` or an unlabeled associated value.
    public var label: String?
    /// The name inside the body (`item` of `_ item: Item`); the label when only one name is written.
    public var name: String
    public var type: TypeSyntax
    public var hasDefault: Bool
    public var isVariadic: Bool
    public var isInout: Bool
    /// `@autoclosure`: an argument with `try` inside cannot be passed to it.
    public var isAutoclosure: Bool
}

/// An enumeration case.
public struct EnumCase: Sendable {
    public var name: String
    public var associatedValues: [Parameter]
    /// The raw value as written (`"mains"`), if one is.
    public var rawValue: String?
}

/// `extension Type: Conformances { members }`.
public struct Extension: Sendable {
    /// The extended type as written: `Shelf.Item`, `Array`.
    public var extendedType: String
    public var inherited: [TypeSyntax]
    public var properties: [Property]
    public var initializers: [Initializer]
    public var hasBody: Bool
    public var bodyMentions: Set<String>
    public var bodyContainers: Set<String>
    /// Types declared inside it (already in `Declarations.types` under the extended type's path).
    public var nestedTypes: [String]
    public var location: SourceLocation
    /// Whether it has a `where` clause: its members apply only to some generic arguments.
    public var isConstrained: Bool
}

/// `typealias Name = Type`.
public struct TypeAlias: Sendable {
    public var path: String
    public var target: TypeSyntax
    public var access: AccessLevel
    /// Generic parameter names (`Element` of `typealias IdentifiedArrayOf<Element> = [Element]`).
    public var genericParameters: [String]
    public var isGeneric: Bool { !genericParameters.isEmpty }
}
