import Observation

/// A class whose changes views follow, the pre-Observation way: `@Published` properties announce each
/// change through `objectWillChange` before it happens. SwiftUI builds this on Combine, which Linux
/// lacks; the lab keeps the part views use, with the same names, so a cell's model compiles in both.
public protocol ObservableObject: AnyObject {
    /// What announces changes; `ObservableObjectPublisher` unless you provide one.
    associatedtype ObjectWillChangePublisher: ObjectWillChangeAnnouncing = ObservableObjectPublisher
    /// Sends before any `@Published` property changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// What `objectWillChange` must be able to do for views to follow it.
public protocol ObjectWillChangeAnnouncing: AnyObject {
    /// Tells every subscriber a change is coming.
    func send()
}

/// The default `objectWillChange`: a list of subscribers told before each change.
public final class ObservableObjectPublisher: ObjectWillChangeAnnouncing {
    private var subscribers: [Int: (String?) -> Void] = [:]
    private var nextID = 0

    /// A publisher with no subscribers.
    public init() {}

    /// Tells every subscriber a change is coming.
    public func send() {
        send(property: nil)
    }

    /// Tells every subscriber which property is about to change.
    func send(property: String?) {
        for subscriber in subscribers.values { subscriber(property) }
    }

    /// Calls `action` before each change until the subscription is cancelled.
    func subscribe(_ action: @escaping (String?) -> Void) -> Int {
        nextID += 1
        subscribers[nextID] = action
        return nextID
    }

    func unsubscribe(_ id: Int) {
        subscribers[id] = nil
    }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, kept in its first `@Published` property's storage (as Combine does),
    /// else in a table beside the object.
    public var objectWillChange: ObservableObjectPublisher {
        for child in Mirror(reflecting: self).children {
            if let published = child.value as? PublishedStorageHolder { return published.storage.publisher(for: self) }
        }
        return PublisherTable.shared.publisher(for: self)
    }
}

/// Publishers of objects without `@Published` properties, by object identity, dropped with the object.
final class PublisherTable: @unchecked Sendable {
    static let shared = PublisherTable()
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.object === object { return entry.publisher }
        entries = entries.filter { $0.value.object != nil }
        let publisher = ObservableObjectPublisher()
        entries[key] = Entry(object: object, publisher: publisher)
        return publisher
    }
}

/// The storage of a `@Published` property: its value and its object's publisher.
final class PublishedStorage<Value> {
    var value: Value
    private var publisher: ObservableObjectPublisher?

    init(_ value: Value) {
        self.value = value
    }

    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        if let publisher { return publisher }
        let made = ObservableObjectPublisher()
        // Every @Published property of the object shares one publisher.
        for child in Mirror(reflecting: object).children {
            (child.value as? PublishedStorageHolder)?.storage.adopt(made)
        }
        publisher = made
        return made
    }
}

/// `@Published` storages of any value type, for the object's publisher to be shared.
protocol PublishedStorageHolder {
    var storage: AnyPublishedStorage { get }
}

/// A `PublishedStorage` without its value type.
protocol AnyPublishedStorage: AnyObject {
    func publisher(for object: AnyObject) -> ObservableObjectPublisher
    func adopt(_ publisher: ObservableObjectPublisher)
}

extension PublishedStorage: AnyPublishedStorage {
    func adopt(_ publisher: ObservableObjectPublisher) {
        if self.publisher == nil { self.publisher = publisher }
    }
}

/// A property of an `ObservableObject` whose changes views follow: setting it announces the change
/// through the object's `objectWillChange`, naming the property, before storing the value.
@propertyWrapper
public struct Published<Value>: PublishedStorageHolder {
    let box: PublishedStorage<Value>

    var storage: AnyPublishedStorage { box }

    /// A published property with its initial value.
    public init(wrappedValue: Value) {
        box = PublishedStorage(wrappedValue)
    }

    /// Only reachable through the enclosing object.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Reads and writes through the object that holds the property, announcing writes.
    public static subscript<Object: ObservableObject>(_enclosingInstance object: Object, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            let publisher = box.publisher(for: object)
            // `\Post._likes` prints its field: the property is named without the underscore.
            let name = "\(storageKeyPath)".split(separator: ".").last.map { Causes.propertyName(String($0)) }
            publisher.send(property: name)
            box.value = newValue
        }
    }
}

/// A view's subscription to one object's announcements; cancelled when the view goes or evaluates again.
struct ObjectSubscription {
    let publisher: ObservableObjectPublisher
    let id: Int

    func cancel() {
        publisher.unsubscribe(id)
    }
}

/// An `ObservableObject` a view is handed: the view runs again when it announces a change. Two values
/// holding the same object are the same input.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, Equatable {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties (`$model.title`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object's property.
    public subscript<Subject>(dynamicMember keyPath: KeyPath<ObjectType, Subject>) -> Subject {
        wrappedValue[keyPath: keyPath]
    }

    /// Same object, same input.
    public static func == (a: ObservedObject, b: ObservedObject) -> Bool { a.wrappedValue === b.wrappedValue }
}

/// An `ObservableObject` the view owns: made once per view identity from the initial value's closure,
/// kept across evaluations, gone with the identity; the view runs again when it announces a change.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let make: () -> ObjectType
    let box = StateBox()

    /// Makes the object the first time the view's identity appears.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The object.
    public var wrappedValue: ObjectType {
        if let object = box.slot?.value as? ObjectType { return object }
        // Outside a body (a preview, a test) the object is made each time, as SwiftUI warns it is.
        return make()
    }

    /// Bindings to the object's properties (`$model.title`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension StateObject: NotAnInput {}

extension StateObject: NodeBoundProperty {
    func bind(to node: CompositeNode, label: String, stateIndex index: inout Int) {
        if index == node.slots.count {
            node.slots.append(StateSlot(value: make(), owner: node, label: label))
            node.graph.charge(.state)
        }
        box.slot = node.slots[index]
        index += 1
    }
}

/// An `ObservableObject` an ancestor put in the environment (`.environmentObject(store)`); a missing
/// one stops the program, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentBox()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = box.environment.object(of: ObjectType.self) as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension EnvironmentObject: NotAnInput {}

extension EnvironmentObject: NodeBoundProperty {
    func bind(to node: CompositeNode, label: String, stateIndex: inout Int) {
        box.node = node
    }
}

/// Bindings to the properties of an `@Observable` object (`$model.title` for a `@Bindable var model`).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    /// The object.
    public var wrappedValue: Value

    /// Makes bindings for `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Makes bindings for `object`.
    public init(_ object: Value) {
        self.init(wrappedValue: object)
    }

    /// Itself.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// The objects a view can reach directly: `@Observable` ones (stored properties, `@Bindable`, the
/// environment objects it reads) name what changed; `ObservableObject`s (`@ObservedObject`,
/// `@StateObject`, `@EnvironmentObject`) are subscribed to.
enum ObservedObjects {
    static func reachable(from view: any View, environment: EnvironmentValues) -> (observable: [AnyObject], published: [(object: ObservableObjectPublisher, type: String)]) {
        var observable: [AnyObject] = []
        var published: [(object: ObservableObjectPublisher, type: String)] = []
        for child in Mirror(reflecting: view).children {
            // A row's data or an action cannot hold one: casting them (an array of rows bridged to an
            // object) cost more than the rest of a root's update.
            guard ObjectFields.canHold(type(of: child.value)) else { continue }
            switch child.value {
            case let value as any PublisherProviding:
                if let (publisher, type) = value.publisher { published.append((publisher, type)) }
            case let object as AnyObject where object is any Observable:
                observable.append(object)
            case let bindable as any BindableObject:
                observable.append(bindable.object)
            default:
                break
            }
        }
        return (observable, published)
    }
}

/// The wrappers whose object views subscribe to: the object's publisher and its type's name.
protocol PublisherProviding {
    var publisher: (ObservableObjectPublisher, String)? { get }
}

extension PublisherProviding {
    static func publisher<O: ObservableObject>(of object: O?) -> (ObservableObjectPublisher, String)? {
        guard let object, let publisher = object.objectWillChange as? ObservableObjectPublisher else { return nil }
        return (publisher, "\(O.self)")
    }
}

extension ObservedObject: PublisherProviding {
    var publisher: (ObservableObjectPublisher, String)? { Self.publisher(of: wrappedValue) }
}

extension StateObject: PublisherProviding {
    var publisher: (ObservableObjectPublisher, String)? { Self.publisher(of: box.slot?.value as? ObjectType) }
}

extension EnvironmentObject: PublisherProviding {
    var publisher: (ObservableObjectPublisher, String)? {
        Self.publisher(of: box.environment.object(of: ObjectType.self) as? ObjectType)
    }
}

/// `@Bindable`, without its object type.
protocol BindableObject {
    var object: AnyObject { get }
}

extension Bindable: BindableObject {
    var object: AnyObject { wrappedValue }
}

extension CompositeNode {
    /// Replaces the view's subscriptions with one per announcing object it holds now; an announcement
    /// marks the view with the object's type and property as the cause (`published Store.count`).
    func subscribe(to publishers: [(object: ObservableObjectPublisher, type: String)]) {
        objectSubscriptions.forEach { $0.cancel() }
        objectSubscriptions = publishers.map { entry in
            let id = entry.object.subscribe { [weak self] property in
                guard let self, !self.isTornDown else { return }
                let graph = self.graph
                graph.markDirty(self, cause: graph.causes.named("published \(entry.type)\(property.map { ".\($0)" } ?? "")"))
            }
            return ObjectSubscription(publisher: entry.object, id: id)
        }
    }
}
