import Observation
import Foundation

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
        return (publisher, typeText(O.self))
    }
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
