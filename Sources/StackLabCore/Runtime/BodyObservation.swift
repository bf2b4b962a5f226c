@_spi(SwiftUI) import Observation
import FrameProfSupport
import FrameProf
@_spi(Reflection) import Swift

/// A body's reads of `@Observable` objects, as SwiftUI tracks them: the body runs inside Observation's
/// tracking, and the first change to a property it read marks its view for the next transaction, with
/// the property as the cause (`observable Post.likes`). One tracking per evaluation: a newer
/// evaluation makes the older one stale, and a stale one cancels itself when it fires.
final class BodyObservation: @unchecked Sendable {
    /// The node that read, while it lives: a registrar may outlive it.
    private let link: NodeLink
    /// Which evaluation of the node installed this tracking.
    private let generation: Int
    /// Objects the view can reach directly (its stored properties, the environment objects it read):
    /// where a change to one of several properties of one type is told apart by value.
    private let candidates: [AnyObject]
    /// The candidates' fields of the changed property's type, as they were before the change.
    private var before: [(object: ObjectIdentifier, label: String, value: String)] = []

    private init(node: CompositeNode, generation: Int, candidates: [AnyObject]) {
        link = node.link
        self.generation = generation
        self.candidates = candidates
    }

    /// Runs `body` for `node`'s evaluation number `generation`, tracking what it reads.
    static func track<T>(_ node: CompositeNode, generation: Int, candidates: [AnyObject], _ body: () -> T) -> T {
        let observation = BodyObservation(node: node, generation: generation, candidates: candidates)
        return withObservationTracking(body, willSet: { tracking in
            observation.willSet(tracking)
        }, didSet: { tracking in
            observation.didSet(tracking)
        })
    }

    /// The node that read, while it lives.
    private var node: CompositeNode? { link.compositeNode }

    private var isCurrent: Bool {
        guard let node, !node.isTornDown else { return false }
        return node.evaluations == generation
    }

    private func willSet(_ tracking: ObservationTracking) {
        guard isCurrent, let changed = tracking.changed else {
            tracking.cancel()
            return
        }
        before = Self.fields(of: candidates, matching: changed)
    }

    private func didSet(_ tracking: ObservationTracking) {
        defer { tracking.cancel() }
        guard isCurrent, let node, let changed = tracking.changed else { return }
        let name = Self.name(of: changed, before: before, candidates: candidates)
        node.graph.markDirty(node, cause: node.graph.causes.named("observable \(name)"))
    }

    /// `Post.likes`: the changed key path's root type and property. Observation's key paths are to
    /// computed properties, which print no name, so the property is the root's stored `_name` field of the
    /// changed value's type: the only one, else the one whose value the change altered.
    private static func name(of keyPath: AnyKeyPath, before: [(object: ObjectIdentifier, label: String, value: String)],
                             candidates: [AnyObject]) -> String {
        let root = type(of: keyPath).rootType
        let typeName = "\(root)"
        let labels = PropertyNames.shared.labels(of: root, valueType: type(of: keyPath).valueType)
        if labels.count == 1 { return "\(typeName).\(labels[0])" }
        let after = fields(of: candidates, matching: keyPath)
        let changed = Set(zip(before, after).filter { $0.0.value != $0.1.value }.map(\.0.label))
        if changed.count == 1, let label = changed.first { return "\(typeName).\(label)" }
        return labels.isEmpty ? typeName : "\(typeName).(\(labels.joined(separator: " or ")))"
    }

    /// The stored fields of the candidates of `keyPath`'s root type whose type is its value type, with
    /// their values as printed.
    private static func fields(of candidates: [AnyObject], matching keyPath: AnyKeyPath) -> [(object: ObjectIdentifier, label: String, value: String)] {
        let root = type(of: keyPath).rootType
        let labels = Set(PropertyNames.shared.labels(of: root, valueType: type(of: keyPath).valueType))
        guard labels.count > 1 else { return [] }
        var result: [(object: ObjectIdentifier, label: String, value: String)] = []
        for object in candidates where type(of: object) == root {
            for child in Mirror(reflecting: object).children {
                guard let label = child.label.map(Causes.propertyName), labels.contains(label) else { continue }
                result.append((ObjectIdentifier(object), label, String(describing: child.value)))
            }
        }
        return result
    }
}

/// The stored properties of observable classes by their value type, read from type metadata once per
/// (class, value type): `@Observable` keeps each tracked property in a stored `_name` field.
final class PropertyNames: Sendable {
    static let shared = PropertyNames()
    private let cache = Locked([Pair: [String]]())

    private struct Pair: Hashable {
        let root: ObjectIdentifier
        let value: ObjectIdentifier
    }

    /// The property names of `root` (without the leading underscore) whose stored type is `valueType`.
    func labels(of root: Any.Type, valueType: Any.Type) -> [String] {
        let key = Pair(root: ObjectIdentifier(root), value: ObjectIdentifier(valueType))
        return cache.withLock { cache in
            if let known = cache[key] { return known }
            var labels: [String] = []
            _ = _forEachField(of: root, options: _EachFieldOptions(rawValue: 1)) { name, _, fieldType, _ in
                let label = String(cString: name)
                if fieldType == valueType, label.hasPrefix("_"), !label.hasPrefix("_$") { labels.append(String(label.dropFirst())) }
                return true
            }
            cache[key] = labels
            return labels
        }
    }
}

