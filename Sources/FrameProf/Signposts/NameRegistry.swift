import FrameProfTrace
import FrameProfSupport

/// Process-wide tables behind `ModuleTag` and `SignpostName`. Only registration and the trace writer
/// touch it; the hot path carries ids.
final class NameRegistry: Sendable {
    static let shared = NameRegistry()
    static let maxModules = 511

    private struct Tables {
        var modules: [String] = [""]
        var moduleIDs: [String: UInt16] = ["": 0]
        var names: [TraceName] = [TraceName(module: "", name: "")]
        var nameIDs: [TraceName: UInt32] = [:]
    }

    private let tables = Locked(Tables())

    func module(named name: String) -> ModuleTag {
        tables.withLock { t in
            if let id = t.moduleIDs[name] { return ModuleTag(id: id) }
            guard t.modules.count < Self.maxModules else {
                return ModuleTag(id: UInt16(Self.maxModules - 1))
            }
            let id = UInt16(t.modules.count)
            t.modules.append(t.modules.count == Self.maxModules - 1 ? "<other>" : name)
            t.moduleIDs[name] = id
            return ModuleTag(id: id)
        }
    }

    func moduleName(_ tag: ModuleTag) -> String {
        tables.withLock { Int(tag.id) < $0.modules.count ? $0.modules[Int(tag.id)] : "" }
    }

    func intern(_ name: String, module: ModuleTag) -> SignpostName {
        tables.withLock { t in
            let key = TraceName(module: Int(module.id) < t.modules.count ? t.modules[Int(module.id)] : "", name: name)
            if let id = t.nameIDs[key] { return SignpostName(id: id) }
            let id = UInt32(t.names.count)
            t.names.append(key)
            t.nameIDs[key] = id
            return SignpostName(id: id)
        }
    }

    func resolve(_ name: SignpostName) -> TraceName {
        tables.withLock { Int(name.id) < $0.names.count ? $0.names[Int(name.id)] : TraceName(module: "", name: "<unknown>") }
    }
}
