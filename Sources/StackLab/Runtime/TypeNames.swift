import FrameProf

/// Signpost names for view and layout types: the full type as `String(reflecting:)` prints it, generic
/// parameters included, tagged with the module it comes from. Interned once per type.
final class TypeNames {
    private var byType: [ObjectIdentifier: SignpostName] = [:]
    private var modules: [String: ModuleTag] = [:]

    /// The interned name of `type`.
    func signpostName(for type: Any.Type) -> SignpostName {
        let key = ObjectIdentifier(type)
        if let name = byType[key] { return name }
        let (module, name) = Self.split(String(reflecting: type))
        let tag: ModuleTag
        if let known = modules[module] {
            tag = known
        } else {
            tag = ModuleTag(module)
            modules[module] = tag
        }
        let interned = SignpostName(name, module: tag)
        byType[key] = interned
        return interned
    }

    /// Splits "Module.Type<Generic.Arg>" into the module and the rest.
    static func split(_ reflected: String) -> (module: String, name: String) {
        guard let dot = reflected.firstIndex(of: "."),
              !reflected[..<dot].contains("<"), !reflected[..<dot].contains("(") else { return ("", reflected) }
        return (String(reflected[..<dot]), String(reflected[reflected.index(after: dot)...]))
    }
}
