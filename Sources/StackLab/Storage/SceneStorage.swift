import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A value a scene restores after the app relaunches (`@SceneStorage("tab") var tab = 0`). The lab
/// records one launch, so it keeps the value like `@State`, per view identity, starting at its default.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let state: State<Value>

    init(defaultValue: Value) {
        state = State(wrappedValue: defaultValue)
    }

    /// The value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding that reads and writes the value.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

extension SceneStorage: @unchecked Sendable where Value: Sendable {}

extension SceneStorage {
    /// A Boolean restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(defaultValue: wrappedValue) }
    /// An integer restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(defaultValue: wrappedValue) }
    /// A number restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(defaultValue: wrappedValue) }
    /// A string restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(defaultValue: wrappedValue) }
    /// A URL restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(defaultValue: wrappedValue) }
    /// A date restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Date { self.init(defaultValue: wrappedValue) }
    /// Data restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(defaultValue: wrappedValue) }
    /// An integer-backed enum restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { self.init(defaultValue: wrappedValue) }
    /// A string-backed enum restored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { self.init(defaultValue: wrappedValue) }

    /// A table's column customization restored under `key`.
    public init<RowValue>(wrappedValue: Value = TableColumnCustomization<RowValue>(), _ key: String)
    where Value == TableColumnCustomization<RowValue>, RowValue: Identifiable {
        self.init(defaultValue: wrappedValue)
    }

    /// A tab view's customization restored under `key`.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) where Value == TabViewCustomization {
        self.init(defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean restored under `key`, nil at first.
    public init(_ key: String) where Value == Bool? { self.init(defaultValue: nil) }
    /// An optional integer restored under `key`.
    public init(_ key: String) where Value == Int? { self.init(defaultValue: nil) }
    /// An optional number restored under `key`.
    public init(_ key: String) where Value == Double? { self.init(defaultValue: nil) }
    /// An optional string restored under `key`.
    public init(_ key: String) where Value == String? { self.init(defaultValue: nil) }
    /// An optional URL restored under `key`.
    public init(_ key: String) where Value == URL? { self.init(defaultValue: nil) }
    /// An optional date restored under `key`.
    public init(_ key: String) where Value == Date? { self.init(defaultValue: nil) }
    /// Optional data restored under `key`.
    public init(_ key: String) where Value == Data? { self.init(defaultValue: nil) }
}

extension SceneStorage {
    /// An optional string-backed enum restored under `key`.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String { self.init(defaultValue: nil) }
    /// An optional integer-backed enum restored under `key`.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int { self.init(defaultValue: nil) }
}
extension SceneStorage: NotAnInput {}
