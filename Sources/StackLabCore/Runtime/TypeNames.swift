@_spi(Reflection) import Swift
import FrameProf
import FrameProfSupport

/// `type` as `"\(type)"` prints it, or as `String(reflecting:)` does when `qualified`, without printing:
/// printing a type builds a `Mirror` and asks whether the metatype conforms to each printing protocol,
/// a search of every conformance in the process (1.4 M instructions a type).
package func typeText(_ type: Any.Type, qualified: Bool = false) -> String {
    _typeName(type, qualified: qualified)
}

/// Signpost names for view and layout types: the full type as `String(reflecting:)` prints it, generic
/// parameters included, tagged with the module it comes from. Interned once per type.
package final class TypeNames {
    private let byType = TypeTable<SignpostName>()
    private var modules: [String: ModuleTag] = [:]
    /// Which type took each stable name, so that two private types of one name are told apart.
    private var owners: [String: ObjectIdentifier] = [:]

    /// The interned name of `type`.
    package func signpostName(for type: Any.Type) -> SignpostName {
        byType.value(for: type) { intern(type) }
    }

    private func intern(_ type: Any.Type) -> SignpostName {
        var stable = Self.stable(Self.reported(typeText(type, qualified: true)))
        // Two private types of one name (a `private struct Header` in two files): the later one met is
        // named with a fingerprint of its stored fields, the same in every run and every strategy.
        if let owner = owners[stable], owner != ObjectIdentifier(type) {
            stable += "#" + Self.fieldFingerprint(of: type)
        } else {
            owners[stable] = ObjectIdentifier(type)
        }
        let (module, name) = Self.split(stable)
        let tag: ModuleTag
        if let known = modules[module] {
            tag = known
        } else {
            tag = ModuleTag(module)
            modules[module] = tag
        }
        return SignpostName(name, module: tag)
    }

    /// The name reports show: `reflected` with every module registered with `TypeNaming` renamed.
    static func reported(_ reflected: String) -> String {
        TypeNaming.aliases.withLock { $0 }.reduce(reflected) { renaming($0, module: $1.module, as: $1.reportedAs) }
    }

    /// `reflected` with each mention of `module` as a module (not as the end of a longer name) renamed.
    private static func renaming(_ reflected: String, module name: String, as reportedAs: String) -> String {
        let module = name + "."
        guard reflected.contains(module) else { return reflected }
        var result = ""
        var rest = Substring(reflected)
        while let range = rest.firstRange(of: module) {
            // Only the module itself: `MyStackLabScenarios.Row` is another module's type.
            let previous = range.lowerBound == rest.startIndex ? result.last : rest[rest.index(before: range.lowerBound)]
            let isModule = previous.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            result += rest[..<range.lowerBound] + (isModule ? reportedAs + "." : module)
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// `reflected` without the contexts Swift prints with a process address, which differ in every run:
    /// a private or local type (`Shelf.Row.(unknown context at $5611aeb697a0).Button`) is named by its
    /// declared path (`Shelf.Row.Button`).
    static func stable(_ reflected: String) -> String {
        let marker = "(unknown context at $"
        guard reflected.contains(marker) else { return reflected }
        var result = ""
        var rest = Substring(reflected)
        while let start = rest.range(of: marker) {
            result += rest[..<start.lowerBound]
            rest = rest[start.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            rest = rest[rest.index(after: close)...]
            if rest.first == "." { rest = rest.dropFirst() }
        }
        return result + rest
    }

    /// Four hex digits of the type's stored fields' names and types.
    static func fieldFingerprint(of type: Any.Type) -> String {
        var text = ""
        _ = _forEachField(of: type, options: []) { name, _, field, _ in
            text += String(cString: name) + ":" + typeText(field, qualified: true) + ";"
            return true
        }
        let hex = String(FNV1a.hash(text) & 0xFFFF, radix: 16)
        return String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// Splits "Module.Type<Generic.Arg>" into the module and the rest.
    static func split(_ reflected: String) -> (module: String, name: String) {
        guard let dot = reflected.firstIndex(of: "."),
              !reflected[..<dot].contains("<"), !reflected[..<dot].contains("(") else { return ("", reflected) }
        return (String(reflected[..<dot]), String(reflected[reflected.index(after: dot)...]))
    }
}

/// How the lab names types in signposts and reports, for the modules above the runtime to adjust, so
/// the runtime names no module above it.
package enum TypeNaming {
    /// Modules whose types report under another module's name. The lab's own modules below the surface
    /// start there: a cell sees one `StackLab`, as an app sees one SwiftUI over SwiftUICore, and baselines
    /// keyed by `StackLab.Text` stay valid whichever module declares it.
    static let aliases = Locked<[(module: String, reportedAs: String)]>([("StackLabCore", "StackLab"), ("StackLabContent", "StackLab")])

    /// Makes `module`'s types report as `reportedAs`'s from now on. The lab's scenarios are their own
    /// target for the build's sake (the runtime needs no YAML) but one lab to whoever reads a report: they
    /// register as `StackLab`, so `StackLab.FeedCell` stays the name that baselines keyed by view hold.
    package static func reportTypes(ofModule module: String, as reportedAs: String) {
        aliases.withLock { list in
            if !list.contains(where: { $0.module == module }) { list.append((module, reportedAs)) }
        }
    }
}
