/// What a strategy's modeled memory is made of, part by part, so a report can say why a peak is high
/// (rows kept alive, cells waiting in a pool, backing stores of what is drawn) and not only how high.
/// A lab writes each part as its own counter beside `modeled_memory`; the analysis keeps the parts of
/// the peak transaction.
public struct MemoryBreakdown: Sendable, Equatable {
    /// One part, in the order reports list them.
    public enum Part: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The view graph of every row alive, shown or kept: nodes, their state and attributes.
        case views
        /// Row sizes a strategy remembers (a lazy stack's estimate cache).
        case cachedSizes
        /// Platform cells and hosting controllers, on screen or waiting in a pool.
        case cells
        /// Layers on screen, without their contents.
        case layers
        /// The bitmaps that drawn layers keep (text, shapes), by their pixels.
        case backingStores
        /// Decoded images of the rows alive.
        case images

        /// The snake-case name: the key in `summary.json` and, after `modeled_memory_`, the counter's name.
        public var description: String {
            switch self {
            case .views: "views"
            case .cachedSizes: "cached_sizes"
            case .cells: "cells"
            case .layers: "layers"
            case .backingStores: "backing_stores"
            case .images: "images"
            }
        }

        /// The trace counter that carries this part: the memory kinds follow `memoryViews` in `Part`'s
        /// order, so the two directions are one rule.
        public var counterKind: TraceCounter.Kind {
            TraceCounter.Kind(rawValue: TraceCounter.Kind.memoryViews.rawValue + UInt8(rawValue))!
        }
    }

    /// What the profile charges whatever is alive: the app, its frameworks and its first screen.
    public var base: Double
    /// The parts' bytes, in `Part` order.
    public private(set) var parts: [Double]

    /// A breakdown of `base` and nothing else yet.
    public init(base: Double = 0) {
        self.base = base
        parts = Array(repeating: 0, count: Part.allCases.count)
    }

    /// The bytes of `part`.
    public subscript(part: Part) -> Double {
        get { parts[part.rawValue] }
        set { parts[part.rawValue] = newValue }
    }

    /// The whole: the base and every part.
    public var total: Double { parts.reduce(base, +) }

    /// Every part by its snake-case name, then `base`: what `summary.json`, the page and `report.md` list,
    /// in that order.
    public var entries: [(name: String, bytes: Double)] {
        Part.allCases.map { ($0.description, self[$0]) } + [("base", base)]
    }

    /// A part's or the base's name as a report writes it (`backing stores`).
    public static func label(_ name: String) -> String {
        name.split(separator: "_").joined(separator: " ")
    }
}

extension TraceCounter.Kind {
    /// The memory part this counter carries, if it carries one.
    public var memoryPart: MemoryBreakdown.Part? {
        guard rawValue >= Self.memoryViews.rawValue else { return nil }
        return MemoryBreakdown.Part(rawValue: Int(rawValue - Self.memoryViews.rawValue))
    }
}
