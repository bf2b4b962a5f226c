import Foundation
import StackLab

/// Rows whose values the lab makes up where a cell asks for them: a cell built as
/// `ShelfRow(item: try row.value("item"), onTap: {})` gets, in each row, an `Item` made up from its
/// fields' names and types (`LabData.synthesize`'s rules), the same for a seed on every machine. What
/// `swift package frameprof init` writes for a team's views, whatever their arguments are.
public struct LabRows: Sendable {
    /// How many rows.
    public var count: Int
    /// The seed every value is made from.
    public var seed: UInt64
    /// Hints by field path (`"item.title"`) or key (`"title"`), as `LabData.synthesize` takes them.
    public var hints: [String: LabDataHint]

    /// `count` rows made from `seed`.
    public init(count: Int = 500, seed: UInt64 = 0, hints: [String: LabDataHint] = [:]) {
        self.count = count
        self.seed = seed
        self.hints = hints
    }

    /// The rows, each value made once, when the cell first asks for it.
    package func make() -> [LabRow] {
        let synthesis = Synthesis(seed: seed, hints: hints)
        synthesis.rootDepth = 1
        return (0..<max(0, count)).map { LabRow(id: $0, synthesis: synthesis) }
    }

    /// The values app-wide objects are made from (`values.make("environment.store", as: Store.self)`).
    package func environmentValues() -> LabValues {
        let synthesis = Synthesis(seed: seed, hints: hints)
        synthesis.row = -1
        return LabValues(synthesis: synthesis, path: [])
    }
}

/// One row of `LabRows`: its position is its identity, and each value a cell asks for is made the first
/// time and kept, so an object a cell observes stays the same object, as a row model does.
public final class LabRow: Identifiable {
    /// The row's position.
    public let id: Int
    let synthesis: Synthesis
    private var values: [String: Any] = [:]

    init(id: Int, synthesis: Synthesis) {
        self.id = id
        self.synthesis = synthesis
    }

    /// The row's value for `key`, of the type the cell's initializer takes (`try row.value("item")`).
    public func value<T>(_ key: String) throws -> T {
        if let known = values[key] as? T { return known }
        let previous = synthesis.row
        synthesis.row = id
        defer { synthesis.row = previous }
        let made: T = try LabValues(synthesis: synthesis, path: []).make(key)
        values[key] = made
        for image in synthesis.images { LabImages.register(image.url, width: image.width, height: image.height) }
        synthesis.images.removeAll()
        return made
    }

    /// `value`, or an error naming `type` when a failable initializer refused the made-up arguments.
    public func require<T>(_ value: T?, _ type: String) throws -> T {
        guard let value else { throw LabError.refusedValues(of: type, key: "row \(id)") }
        return value
    }
}
