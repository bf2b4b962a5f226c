import Synchronization
import Foundation

/// A key for a value the environment carries down the view tree, as in SwiftUI: declare a type with a
/// default value, and a property on `EnvironmentValues` that reads and writes `self[Key.self]`.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

/// The values a view reads from its ancestors: system values (locale, colour scheme, Dynamic Type
/// size, size classes, display scale, whether controls are enabled, the font and text settings) and
/// your own keys. Stored as a shared list of overrides, so a view that sets nothing costs nothing and
/// a subtree shares its parent's values.
public struct EnvironmentValues: CustomStringConvertible {
    /// One override: a key, its value, and the overrides set above it. Usable from inlinable code, so
    /// that a read of a key is specialized where it is written (the lab's other modules, a team's file).
    @usableFromInline
    final class Entry {
        @usableFromInline let key: ObjectIdentifier
        let name: String
        @usableFromInline let value: Any
        @usableFromInline let next: Entry?

        @usableFromInline
        init(key: ObjectIdentifier, name: String, value: Any, next: Entry?) {
            self.key = key
            self.name = name
            self.value = value
            self.next = next
        }
    }

    /// The latest override first.
    @usableFromInline var head: Entry?

    /// The defaults: nothing overridden.
    public init() {}

    /// The value for `key`: the nearest override, else its default. A read inside a body is recorded,
    /// so the view runs again when the value changes.
    @inlinable
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            EnvironmentReads.record(id, name: Self.name(of: key))
            var entry = head
            while let current = entry {
                if current.key == id, let value = current.value as? K.Value { return value }
                entry = current.next
            }
            return K.defaultValue
        }
        set {
            head = Entry(key: ObjectIdentifier(key), name: Self.name(of: key), value: newValue, next: head)
        }
    }

    /// An object put in the environment by its type (`.environment(model)`, `.environmentObject(store)`).
    func object(of type: Any.Type) -> AnyObject? {
        let id = ObjectIdentifier(type)
        EnvironmentReads.record(id, name: typeText(type))
        var entry = head
        while let current = entry {
            if current.key == id { return current.value as AnyObject }
            entry = current.next
        }
        return nil
    }

    /// The environment with `object` stored under its type.
    func setting(object: AnyObject, as type: Any.Type) -> EnvironmentValues {
        var copy = self
        copy.head = Entry(key: ObjectIdentifier(type), name: typeText(type), value: object, next: head)
        return copy
    }

    /// The value stored for a key identity, or nil when no override holds it.
    func value(for key: ObjectIdentifier) -> Any? {
        var entry = head
        while let current = entry {
            if current.key == key { return current.value }
            entry = current.next
        }
        return nil
    }

    /// A value the lab's own nodes read, without recording the read as a body's dependency.
    package func labValue<K: EnvironmentKey>(_ key: K.Type) -> K.Value {
        (value(for: ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }

    /// Whether the value for `key` differs between two environments: equal values (by `==`), or the
    /// same object, are no change; a value that cannot be compared is.
    static func changed(_ key: ObjectIdentifier, from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
        switch (old.value(for: key), new.value(for: key)) {
        case (nil, nil):
            return false
        case let (a?, b?):
            if type(of: a) is AnyObject.Type, type(of: b) is AnyObject.Type { return (a as AnyObject) !== (b as AnyObject) }
            return !InputComparison.valuesEqual(a, b)
        default:
            return true
        }
    }

    /// What a key is called in causes (`environment colorScheme`): a built-in key's property name, else
    /// the key type's name without a `Key` suffix and with a lower-case first letter, as the property
    /// that reads it is usually named.
    @usableFromInline
    static func name<K: EnvironmentKey>(of key: K.Type) -> String {
        if let named = key as? any NamedEnvironmentKey.Type { return named.name }
        var name = typeText(key)
        if name.hasSuffix("Key"), name.count > 3 { name.removeLast(3) }
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// The overridden keys, latest first.
    public var description: String {
        var names: [String] = []
        var entry = head
        while let current = entry {
            names.append(current.name)
            entry = current.next
        }
        return "EnvironmentValues(\(names.joined(separator: ", ")))"
    }
}

/// The lab's own keys, named by the property that reads them.
package protocol NamedEnvironmentKey {
    static var name: String { get }
}

/// The environment keys a body read, collected while it runs so the view is re-evaluated when one of
/// them changes. One thread drives a graph, and a body runs on it: the collection is that thread's.
@usableFromInline
enum EnvironmentReads {
    /// The reads of the body running on this thread, if a body is running.
    private static let current = ThreadLocalBox<[(key: ObjectIdentifier, name: String)]>()
    /// How many bodies are collecting, on every thread. Most reads happen while nodes are made, outside
    /// any body: while none collects, a read skips the thread-local lookup (a `pthread_getspecific` and
    /// a retain and release of the thread's box; 1.2 % of a LazyVStack scrub). A thread's own increment
    /// is seen by its own reads, so relaxed ordering suffices.
    @usableFromInline static let collecting = Atomic<Int>(0)

    /// Runs `body` and returns what it read from the environment besides its result.
    static func collect<T>(_ body: () -> T) -> (T, [(key: ObjectIdentifier, name: String)]) {
        let previous = current.value
        current.value = []
        collecting.add(1, ordering: .relaxed)
        let result = body()
        collecting.subtract(1, ordering: .relaxed)
        let reads = current.value ?? []
        current.value = previous
        return (result, reads)
    }

    @inlinable @inline(__always)
    static func record(_ key: ObjectIdentifier, name: @autoclosure () -> String) {
        guard collecting.load(ordering: .relaxed) > 0 else { return }
        append(key, name: name())
    }

    /// Records a read while a body runs: the name is only made then.
    @usableFromInline
    static func append(_ key: ObjectIdentifier, name: String) {
        current.value?.append((key, name))
    }
}
