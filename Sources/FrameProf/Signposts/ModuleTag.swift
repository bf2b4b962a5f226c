import FrameProfTrace
/// A short module name attached to static-string signposts, such as `StackLab` or your app's module.
/// Register each once (at start-up) and keep the value; registration takes a lock, using it does not.
public struct ModuleTag: Sendable, Hashable {
    /// Index into the name registry's module table; 0 is "no module".
    public let id: UInt16

    /// No module tag.
    public static let none = ModuleTag(id: 0)

    @usableFromInline
    init(id: UInt16) {
        self.id = id
    }

    /// Registers (or finds) a module name. At most 511 distinct modules fit in a record word; later
    /// ones share the last slot's name `"<other>"` rather than failing.
    public init(_ name: String) {
        self = NameRegistry.shared.module(named: name)
    }

    /// The registered name.
    public var name: String { NameRegistry.shared.moduleName(self) }
}
