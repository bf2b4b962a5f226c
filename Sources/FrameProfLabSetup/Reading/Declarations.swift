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
    /// Module names each file imports, by the file's path as messages give it.
    public var imports: [String: Set<String>] = [:]
    /// `#if` chains on the platform with no branch for Linux where another branch returns a value: the
    /// file cannot compile in the lab until it has one.
    public var platformGaps: [SourceLocation] = []
    /// Types and extensions whose body the file never closes (each at its file's last line): the file
    /// does not compile, and what follows is read as nested in them.
    public var unclosed: [SourceLocation] = []

    /// Nothing read yet.
    public init() {}
}

/// Access levels, least visible first.
public enum AccessLevel: Int, Comparable, Sendable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    /// Less visible than.
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
    /// The file, relative to the package when it is inside it.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// What is there, when a message needs to name it (the unclosed type's path).
    public var subject: String?

    /// A place, and what is there when a message names it.
    public init(file: String, line: Int, subject: String? = nil) {
        self.file = file
        self.line = line
        self.subject = subject
    }

    /// `file:line`, as compilers write it.
    public var description: String { "\(file):\(line)" }
}

/// A struct, class, enum, actor or protocol.
public struct TypeDeclaration: Sendable {
    /// Which of them, by its keyword.
    public enum Kind: String, Sendable {
        case structure = "struct", classType = "class", enumeration = "enum", actor, protocolType = "protocol"
    }

    /// Containers that make a view a screen rather than a row.
    static let screenContainers: Set<String> = ["List", "Form", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Table"]

    /// Its keyword.
    public var kind: Kind
    /// The dotted path within the module: `Shelf.Item`.
    public var path: String
    /// Its own access, as written (internal when none is).
    public var access: AccessLevel
    /// `@MainActor`, `@propertyWrapper`, `@resultBuilder`…, without the `@`.
    public var attributes: [String]
    /// `final class`: no subclass can be what a `Self` initializer returns.
    public var isFinal: Bool
    /// Generic parameter names (`Content` of `Card<Content: View>`).
    public var genericParameters: [String]
    /// Inherited types and conformances as written, here and in extensions (`View`, `Codable`, `Identifiable`).
    public var inherited: [TypeSyntax]
    /// Its `let`s and `var`s, with the computed and static ones of its extensions.
    public var properties: [Property] = []
    /// Initializers declared in the type's own body.
    public var initializers: [Initializer] = []
    /// Initializers declared in extensions: they leave the memberwise initializer in place.
    public var extensionInitializers: [Initializer] = []
    /// An enumeration's cases, in order.
    public var cases: [EnumCase] = []
    /// Whether it declares `body` (a view).
    public var hasBody = false
    /// The capitalized names its members' bodies call or build (the views it uses).
    public var bodyMentions: Set<String> = []
    /// Where it is declared.
    public var location: SourceLocation

    /// The last component of the path.
    public var name: String { String(path.split(separator: ".").last ?? Substring(path)) }
    /// The outer type's path, for a nested type.
    public var outerPath: String? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        return String(path[..<dot])
    }
    /// Whether its body reads as a screen: a `List`, `Form`, `NavigationStack`, `TabView`… of its own.
    public var bodyContainers: Set<String> { bodyMentions.intersection(Self.screenContainers) }
}

/// A `let` or `var` member.
public struct Property: Sendable {
    /// Its name.
    public var name: String
    /// The written type; nil when the declaration gives only an initial value (`var count = 0`).
    public var type: TypeSyntax?
    /// Its access (a `private(set)` setter aside).
    public var access: AccessLevel
    /// `let`: a stored one with a value is no parameter of the memberwise initializer.
    public var isLet: Bool
    /// `static` or `class`: not stored in an instance.
    public var isStatic: Bool
    /// `lazy`: defaulted in the memberwise initializer.
    public var isLazy: Bool
    /// `= value` given, or an attribute with arguments that initializes it (`@Environment(\.x)`).
    public var hasInitialValue: Bool
    /// A `get`/`set` or bare accessor block: not stored.
    public var isComputed: Bool
    /// The first attribute that may be its property wrapper, without `@` (`State`, `Binding`,
    /// `DecodableDefault.False`); a result builder's name too, which `WrapperRule` tells apart.
    public var wrapper: String?
    /// The wrapper's arguments as written, without parentheses (`Library.self`, `\\.locale`).
    public var wrapperArguments: String?

    /// Stored in the instance, as a memberwise initializer sees it.
    public var isStored: Bool { !isStatic && !isComputed }
    /// A `var` written `T?` or `T!` without a value starts as nil; a `let` does not.
    public var defaultsToNil: Bool {
        guard !isLet, let type else { return false }
        switch type {
        case .optional, .unwrapped: return true
        default: return false
        }
    }
}

/// An `init` with its parameters.
public struct Initializer: Sendable {
    /// Its parameters, in order.
    public var parameters: [Parameter]
    /// Its access.
    public var access: AccessLevel
    /// `init?` or `init!`.
    public var isFailable: Bool
    /// `throws` or `rethrows`.
    public var throwsErrors: Bool
    /// `async`: the lab's rows are made synchronously.
    public var isAsync: Bool
    /// Generic parameters or a `where` clause: its arguments' types cannot be inferred from made-up values.
    public var isGeneric: Bool
    /// `@available(*, unavailable)`: no call of it compiles.
    public var isUnavailable = false
}

/// One parameter of an initializer or an enumeration case's associated values.
public struct Parameter: Sendable {
    /// The argument label; nil for `_` or an unlabeled associated value.
    public var label: String?
    /// The name inside the body (`item` of `_ item: Item`); the label when only one name is written.
    public var name: String
    /// Its type as written.
    public var type: TypeSyntax
    /// `= value`: a call may leave it out.
    public var hasDefault: Bool
    /// `T...`: not made up.
    public var isVariadic = false
    /// `inout`: no made-up value can be passed.
    public var isInout = false
    /// `@autoclosure`: an argument with `try` inside cannot be passed to it.
    public var isAutoclosure = false
}

/// An enumeration case.
public struct EnumCase: Sendable {
    /// Its name, without backquotes.
    public var name: String
    /// Its associated values, in order.
    public var associatedValues: [Parameter]
    /// The raw value as written (`"mains"`), if one is.
    public var rawValue: String?
}

/// `extension Type: Conformances { members }`.
public struct Extension: Sendable {
    /// The extended type as written: `Shelf.Item`, `Array`.
    public var extendedType: String
    /// The conformances it adds.
    public var inherited: [TypeSyntax]
    /// Its properties (only computed and static ones can be declared in an extension).
    public var properties: [Property]
    /// Its initializers.
    public var initializers: [Initializer]
    /// Whether it declares a view's `body`.
    public var hasBody: Bool
    /// The capitalized names its members' bodies call or build.
    public var bodyMentions: Set<String>
    /// Whether it has a `where` clause: its members apply only to some generic arguments.
    public var isConstrained: Bool
}

/// `typealias Name = Type`.
public struct TypeAlias: Sendable {
    /// What it stands for.
    public var target: TypeSyntax
    /// Generic parameter names (`Element` of `typealias IdentifiedArrayOf<Element> = [Element]`).
    public var genericParameters: [String]
    /// Whether it takes generic arguments.
    public var isGeneric: Bool { !genericParameters.isEmpty }
}
