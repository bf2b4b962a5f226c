import FrameProf

/// Signpost names for view and layout types: the full type as `String(reflecting:)` prints it, generic
/// parameters included, tagged with the module it comes from. Interned once per type.
final class TypeNames {
    private let byType = TypeTable<SignpostName>()
    private var modules: [String: ModuleTag] = [:]

    /// The interned name of `type`.
    func signpostName(for type: Any.Type) -> SignpostName {
        byType.value(for: type) { intern(type) }
    }

    private func intern(_ type: Any.Type) -> SignpostName {
        let (module, name) = Self.split(Self.reported(String(reflecting: type)))
        let tag: ModuleTag
        if let known = modules[module] {
            tag = known
        } else {
            tag = ModuleTag(module)
            modules[module] = tag
        }
        return SignpostName(name, module: tag)
    }

    /// The name reports show. StackLab's runtime and its scenarios are two targets for the build's sake
    /// (the runtime needs no YAML), but one lab to whoever reads a report: the scenarios' types report
    /// as `StackLab.FeedCell`, as they did before the split, so baselines keyed by view name still hold.
    static func reported(_ reflected: String) -> String {
        let module = "StackLabScenarios."
        guard reflected.contains(module) else { return reflected }
        var result = ""
        var rest = Substring(reflected)
        while let range = rest.firstRange(of: module) {
            // Only the module itself: `MyStackLabScenarios.Row` is another module's type.
            let previous = range.lowerBound == rest.startIndex ? result.last : rest[rest.index(before: range.lowerBound)]
            let isModule = previous.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            result += rest[..<range.lowerBound] + (isModule ? "StackLab." : module)
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// Splits "Module.Type<Generic.Arg>" into the module and the rest.
    static func split(_ reflected: String) -> (module: String, name: String) {
        guard let dot = reflected.firstIndex(of: "."),
              !reflected[..<dot].contains("<"), !reflected[..<dot].contains("(") else { return ("", reflected) }
        return (String(reflected[..<dot]), String(reflected[reflected.index(after: dot)...]))
    }
}
