import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A type-erased list of the values pushed on a navigation stack (SwiftUI's `NavigationPath`). It
/// keeps its values; codable ones can be written out and read back as SwiftUI does, by type name and
/// JSON value.
public struct NavigationPath {
    /// The values pushed, and each one's type name and JSON when it is codable.
    private var values: [AnyHashable] = []
    private var codableElements: [(type: String, json: String)?] = []
    /// Elements read back from a representation, not yet decoded (the lab never decodes them).
    private var restored: [(type: String, json: String)] = []

    /// How many values the path holds.
    public var count: Int { values.count + restored.count }

    /// Whether the path holds no values.
    public var isEmpty: Bool { count == 0 }

    /// The path written out, when every value is codable.
    public var codable: NavigationPath.CodableRepresentation? {
        var items = restored
        for element in codableElements {
            guard let element else { return nil }
            items.append(element)
        }
        return CodableRepresentation(items: items)
    }

    /// An empty path.
    public init() {}

    /// A path of `elements`.
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
        for element in elements { append(element) }
    }

    /// A path of codable `elements`.
    public init<S>(_ elements: S) where S: Sequence, S.Element: Decodable, S.Element: Encodable, S.Element: Hashable {
        for element in elements { append(element) }
    }

    /// A path read back from its representation.
    public init(_ codable: NavigationPath.CodableRepresentation) {
        restored = codable.items
    }

    /// Pushes `value`.
    public mutating func append<V>(_ value: V) where V: Hashable {
        values.append(AnyHashable(value))
        codableElements.append(nil)
    }

    /// Pushes a codable `value`.
    public mutating func append<V>(_ value: V) where V: Decodable, V: Encodable, V: Hashable {
        values.append(AnyHashable(value))
        let json = (try? JSONEncoder().encode(value)).flatMap { String(data: $0, encoding: .utf8) }
        codableElements.append(json.map { (String(reflecting: V.self), $0) })
    }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0 && k <= count, "can't remove more items from a collection than it contains")
        var remaining = k
        let fromValues = min(remaining, values.count)
        values.removeLast(fromValues)
        codableElements.removeLast(fromValues)
        remaining -= fromValues
        restored.removeLast(remaining)
    }

    /// A navigation path written out: each value's type name and JSON.
    public struct CodableRepresentation: Codable {
        var items: [(type: String, json: String)]

        init(items: [(type: String, json: String)]) {
            self.items = items
        }

        /// Reads a path written by `encode(to:)`: type names and JSON strings, last first, as SwiftUI
        /// writes them.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var reversed: [(type: String, json: String)] = []
            while !container.isAtEnd {
                let type = try container.decode(String.self)
                let json = try container.decode(String.self)
                reversed.append((type, json))
            }
            items = reversed.reversed()
        }

        /// Writes the path: each value's type name and JSON, last first.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for item in items.reversed() {
                try container.encode(item.type)
                try container.encode(item.json)
            }
        }
    }
}

extension NavigationPath: Equatable {
    /// Two paths are equal when they hold equal values.
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        lhs.values == rhs.values && lhs.restored.elementsEqual(rhs.restored) { $0.type == $1.type && $0.json == $1.json }
    }
}

extension NavigationPath.CodableRepresentation: Equatable {
    /// Two representations are equal when they write the same items.
    public static func == (lhs: NavigationPath.CodableRepresentation, rhs: NavigationPath.CodableRepresentation) -> Bool {
        lhs.items.elementsEqual(rhs.items) { $0.type == $1.type && $0.json == $1.json }
    }
}
