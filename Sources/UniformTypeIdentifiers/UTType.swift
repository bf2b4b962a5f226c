#if !canImport(Darwin)
import Foundation

// UniformTypeIdentifiers on Linux, where Apple's framework does not exist: `UTType` with the system's
// declared types, their conformances and tags, the lookups by filename extension and MIME type, and the
// types an app exports or imports. A view file's `.fileImporter(allowedContentTypes: [.directory])` or
// `UTType(filenameExtension: "md")` compiles into the lab and means what it means on a phone.

/// A type of data: a uniform type identifier (`public.png`) with its parents and tags.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The identifier (`public.png`, `com.example.project`, `dyn.ext.md` for an undeclared tag).
    public let identifier: String

    init(system identifier: String) {
        self.identifier = identifier
    }

    /// The declared type `identifier`; nil when neither the system nor the app declares it.
    public init?(_ identifier: String) {
        guard UTDeclarations.shared.declaration(identifier) != nil else { return nil }
        self.identifier = identifier
    }

    /// The type the app exports as `identifier`, conforming to `parentType` (`.data` when none is given).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
        UTDeclarations.shared.declare(identifier, parents: [(parentType ?? .data).identifier])
    }

    /// The type the app imports as `identifier`, conforming to `parentType` (`.data` when none is given).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The type whose `tagClass` tag is `tag` and that conforms to `supertype`: a declared one, else a
    /// dynamic one (`dyn.…`), as Apple's framework makes for an undeclared tag. Nil for an empty tag.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard !tag.isEmpty else { return nil }
        if let found = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = found
        } else {
            // The conformance is part of a dynamic type's identity, as in Apple's `dyn.` identifiers: a
            // `.md` that is text and a `.md` that is data are two types, each keeping its own parent.
            var identifier = "dyn.\(tagClass == .filenameExtension ? "ext" : "mime").\(tag.lowercased())"
            if let supertype, supertype.identifier != UTType.data.identifier { identifier += ":" + supertype.identifier }
            UTDeclarations.shared.declare(identifier, parents: [(supertype ?? .data).identifier], tags: [tagClass: [tag.lowercased()]], dynamic: true)
            self.identifier = identifier
        }
    }

    /// The type of files named `*.filenameExtension` that conforms to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of data of `mimeType` that conforms to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Every declared type whose `tagClass` tags include `tag` and that conforms to `supertype`.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        UTDeclarations.shared.types(tag: tag.lowercased(), tagClass: tagClass)
            .map(UTType.init(system:))
            .filter { supertype.map($0.conforms(to:)) ?? true }
    }

    /// Its filename extensions and MIME types, by class.
    public var tags: [UTTagClass: [String]] { UTDeclarations.shared.declaration(identifier)?.tags ?? [:] }

    /// The first filename extension.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The first MIME type.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// Its name for people: its identifier's last part, as the lab has no localized descriptions.
    public var localizedDescription: String? { isDynamic ? nil : identifier.split(separator: ".").last.map(String.init) }

    /// Every type it conforms to, parents of parents included, not itself.
    public var supertypes: Set<UTType> {
        var found: Set<String> = []
        var queue = UTDeclarations.shared.declaration(identifier)?.parents ?? []
        while let next = queue.popLast() {
            guard found.insert(next).inserted else { continue }
            queue += UTDeclarations.shared.declaration(next)?.parents ?? []
        }
        return Set(found.map(UTType.init(system:)))
    }

    /// Whether it is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool {
        type.identifier == identifier || supertypes.contains(type)
    }

    /// Whether `type` conforms to it and is not it.
    public func isSupertype(of type: UTType) -> Bool {
        type != self && type.conforms(to: self)
    }

    /// Whether it conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool {
        type != self && conforms(to: type)
    }

    /// Whether the system or the app declares it.
    public var isDeclared: Bool { !isDynamic && UTDeclarations.shared.declaration(identifier) != nil }

    /// Whether it was made for an undeclared tag.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

    /// Whether its identifier is in the `public` domain.
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// The identifier, as Apple's prints it.
    public var description: String { identifier }
    /// `<UTType public.png>`.
    public var debugDescription: String { "<UTType \(identifier)>" }
}

/// A class of tags: filename extensions or MIME types.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable {
    /// The class's identifier (`public.filename-extension`).
    public let rawValue: String

    /// The tag class `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// `png`, `md`.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// `image/png`.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

/// The declared types: the system's, then those an app exported or imported while it runs.
final class UTDeclarations: @unchecked Sendable {
    struct Declaration {
        var parents: [String]
        var tags: [UTTagClass: [String]]
    }

    static let shared = UTDeclarations()
    private let lock = NSLock()
    private var declarations: [String: Declaration] = [:]
    /// Each system type's place in the system's table, which orders a lookup's results.
    private let systemOrder: [String: Int]

    private init() {
        var order: [String: Int] = [:]
        for (index, (identifier, parents, extensions, mimeTypes)) in Self.system.enumerated() {
            var tags: [UTTagClass: [String]] = [:]
            // Tags are looked up lowercased (`prefPane` is found as `prefpane`).
            if !extensions.isEmpty { tags[.filenameExtension] = extensions.map { $0.lowercased() } }
            if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes.map { $0.lowercased() } }
            declarations[identifier] = Declaration(parents: parents, tags: tags)
            order[identifier] = index
        }
        systemOrder = order
    }

    func declaration(_ identifier: String) -> Declaration? {
        lock.lock()
        defer { lock.unlock() }
        return declarations[identifier]
    }

    func declare(_ identifier: String, parents: [String], tags: [UTTagClass: [String]] = [:], dynamic: Bool = false) {
        lock.lock()
        defer { lock.unlock() }
        // A system type keeps the system's declaration, as an app's import or export of it does on a phone;
        // a dynamic type is declared once.
        guard systemOrder[identifier] == nil, declarations[identifier] == nil || !dynamic else { return }
        declarations[identifier] = Declaration(parents: parents, tags: tags)
    }

    /// Declared (not dynamic) types with `tag`, system types in declaration order first.
    func types(tag: String, tagClass: UTTagClass) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let matching = declarations.filter { !$0.key.hasPrefix("dyn.") && $0.value.tags[tagClass]?.contains(tag) == true }.map(\.key)
        return matching.sorted { (systemOrder[$0] ?? .max, $0) < (systemOrder[$1] ?? .max, $1) }
    }
}
#endif
