import Foundation
import FrameProfSupport
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A value kept in `UserDefaults` under a key (`@AppStorage("showsAvatars") var showsAvatars = true`):
/// it reads the store each time, falling back to its default when the key is absent, and writing it
/// sets the key and runs again every view of the graph that reads the same key. The store is `store:`,
/// else the one `.defaultAppStorage(_:)` put in the environment, else `UserDefaults.standard`. A change
/// made to the store directly, not through a property, is seen at the next evaluation only (SwiftUI
/// observes the store; the lab does not).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let location: AppStorageLocation<Value>

    init(key: String, defaultValue: Value, store: UserDefaults?,
         read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        location = AppStorageLocation(key: key, defaultValue: defaultValue, store: store, read: read, write: write)
    }

    /// The stored value, or the default when the key is absent.
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue) }
    }

    /// A binding that reads and writes the stored value.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.get() }, set: { location.set($0) })
    }
}

extension AppStorage: @unchecked Sendable where Value: Sendable {}

extension AppStorage: NotAnInput {}

extension AppStorage: NodeBoundProperty {
    package func bind(to node: CompositeNode, label: String, stateIndex: inout Int) {
        location.node = node
        AppStorageReaders.register(node, key: location.key)
    }
}

/// Where an `AppStorage` reads and writes, and the node of the view that declares it.
final class AppStorageLocation<Value> {
    let key: String
    let defaultValue: Value
    let explicitStore: UserDefaults?
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void
    weak var node: CompositeNode?

    init(key: String, defaultValue: Value, store: UserDefaults?,
         read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.defaultValue = defaultValue
        explicitStore = store
        self.read = read
        self.write = write
    }

    /// The store: the property's own, else the environment's, else the standard one.
    var store: UserDefaults {
        explicitStore ?? node?.environment.defaultAppStorageDefaults ?? .standard
    }

    func get() -> Value {
        let store = self.store
        guard store.object(forKey: key) != nil else { return defaultValue }
        return read(store, key) ?? defaultValue
    }

    /// Writes the value; an equal value changes nothing, as for `@State`.
    func set(_ value: Value) {
        if InputComparison.valuesEqual(get(), value) { return }
        write(store, key, value)
        guard let node else { return }
        AppStorageReaders.changed(key, in: node.graph)
    }
}

/// The nodes whose views read each key, so that a write runs them again. Weak: a node that goes
/// leaves its entry, dropped at the next write of its key.
enum AppStorageReaders {
    private final class Reader: @unchecked Sendable {
        weak var node: CompositeNode?
        init(_ node: CompositeNode) { self.node = node }
    }

    private static let readers = Locked([String: [Reader]]())

    static func register(_ node: CompositeNode, key: String) {
        readers.withLock { table in
            if table[key, default: []].contains(where: { $0.node === node }) { return }
            table[key, default: []].append(Reader(node))
        }
    }

    /// Marks the live readers of `key` in `graph`: only that graph's, which is driven by this thread.
    static func changed(_ key: String, in graph: ViewGraph) {
        let nodes: [CompositeNode] = readers.withLock { table in
            table[key] = table[key]?.filter { $0.node != nil }
            return table[key]?.compactMap { reader in reader.node.flatMap { $0.graph === graph && !$0.isTornDown ? $0 : nil } } ?? []
        }
        for node in nodes { graph.markDirty(node, cause: graph.causes.named("appStorage \(key)")) }
    }
}

extension AppStorage {
    /// A Boolean stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.bool(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// An integer stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.integer(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// A number stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.double(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// A string stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// A URL stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// A date stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) as? Date }, write: { $0.set($2, forKey: $1) })
    }

    /// Data stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.data(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// An integer-backed enum stored under `key` by its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { Value(rawValue: $0.integer(forKey: $1)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// A string-backed enum stored under `key` by its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// A table's column customization stored under `key` as JSON.
    public init<RowValue>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String, store: UserDefaults? = nil)
    where Value == TableColumnCustomization<RowValue>, RowValue: Identifiable {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { store, key in AppStorageCoding.decode(store, key) },
                  write: { store, key, value in AppStorageCoding.encode(store, key, value) })
    }

    /// A toolbar label style stored under `key`.
    public init(wrappedValue: Value = ToolbarLabelStyle.automatic, _ key: String, store: UserDefaults? = nil) where Value == ToolbarLabelStyle {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.string(forKey: $1).map { _ in ToolbarLabelStyle.automatic } },
                  write: { store, key, _ in store.set("automatic", forKey: key) })
    }

    /// A tab view's customization stored under `key` as JSON.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) where Value == TabViewCustomization {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { store, key in AppStorageCoding.decode(store, key) },
                  write: { store, key, value in AppStorageCoding.encode(store, key, value) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean stored under `key`; nil when absent, and writing nil removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, read: { .some($0.bool(forKey: $1)) }, write: AppStorageCoding.optional { $0.set($2, forKey: $1) })
    }

    /// An optional integer stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, read: { .some($0.integer(forKey: $1)) }, write: AppStorageCoding.optional { $0.set($2, forKey: $1) })
    }

    /// An optional number stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, read: { .some($0.double(forKey: $1)) }, write: AppStorageCoding.optional { $0.set($2, forKey: $1) })
    }

    /// An optional string stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, read: { .some($0.string(forKey: $1)) }, write: AppStorageCoding.optional { $0.set($2, forKey: $1) })
    }

    /// An optional URL stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, read: { .some($0.url(forKey: $1)) }, write: AppStorageCoding.optional { $0.set($2, forKey: $1) })
    }

    /// An optional date stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, read: { .some($0.object(forKey: $1) as? Date) },
                  write: AppStorageCoding.optional { $0.set($2, forKey: $1) })
    }

    /// Optional data stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, read: { .some($0.data(forKey: $1)) }, write: AppStorageCoding.optional { $0.set($2, forKey: $1) })
    }
}

extension AppStorage {
    /// An optional string-backed enum stored under `key` by its raw value.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, read: { .some($0.string(forKey: $1).flatMap(R.init(rawValue:))) },
                  write: AppStorageCoding.optional { $0.set($2.rawValue, forKey: $1) })
    }

    /// An optional integer-backed enum stored under `key` by its raw value.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, read: { .some(R(rawValue: $0.integer(forKey: $1))) },
                  write: AppStorageCoding.optional { $0.set($2.rawValue, forKey: $1) })
    }
}

/// The JSON encoding of Codable stored values, and the removal of a key written nil.
enum AppStorageCoding {
    static func decode<T: Decodable>(_ store: UserDefaults, _ key: String) -> T? {
        store.data(forKey: key).flatMap { try? JSONDecoder().decode(T.self, from: $0) }
    }

    static func encode<T: Encodable>(_ store: UserDefaults, _ key: String, _ value: T) {
        if let data = try? JSONEncoder().encode(value) { store.set(data, forKey: key) }
    }

    /// A write of an optional: nil removes the key, a value is written by `write`.
    static func optional<T>(_ write: @escaping (UserDefaults, String, T) -> Void) -> (UserDefaults, String, T?) -> Void {
        { store, key, value in
            if let value { write(store, key, value) } else { store.removeObject(forKey: key) }
        }
    }
}
