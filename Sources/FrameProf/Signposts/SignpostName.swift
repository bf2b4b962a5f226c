import FrameProfTrace
/// A signpost name interned once, for names built at run time (such as a view type's reflected name).
/// Creating one takes a lock and hashes the string; using it in a signpost costs the same as a
/// `StaticString`.
public struct SignpostName: Sendable, Hashable {
    /// The interned id (unique per module and name within the process).
    public let id: UInt32

    @usableFromInline
    init(id: UInt32) {
        self.id = id
    }

    /// Interns `name` under `module`; the same pair always gives the same id.
    public init(_ name: String, module: ModuleTag = .none) {
        self = NameRegistry.shared.intern(name, module: module)
    }

    /// The module and name this id stands for.
    public var resolved: TraceName { NameRegistry.shared.resolve(self) }
}
