import FrameProfTrace

/// Where the hitch frames' modeled time went, in the phone's terms: what the device profile charged
/// their transactions, by operation (node creation, self-sizing, measure, commit, render…) and by the
/// view or layout type whose work it was. Nil in an analysis whose trace has no modeled costs (the wall
/// clock, an app's own recording, an imported one, a trace recorded before they were written).
public struct ModeledCostAnalysis: Sendable, Equatable {
    /// One operation's or type's modeled time.
    public struct Entry: Sendable, Equatable {
        /// The price key (`self_sizing`) or the qualified type (`StackLab.FeedCell`).
        public var key: String
        /// What reports print (`self-sizing`; the type itself).
        public var label: String
        /// Milliseconds.
        public var ms: Double

        /// Creates an entry.
        public init(key: String, label: String, ms: Double) {
            self.key = key
            self.label = label
            self.ms = ms
        }
    }

    /// One hitch frame's modeled time by operation, largest first.
    public struct Frame: Sendable, Equatable {
        /// The frame's index in the timeline.
        public var index: Int
        /// Its modeled time in all (main thread and render server), ms.
        public var totalMs: Double
        /// By operation, largest first.
        public var operations: [Entry]

        /// `18.3 ms: self-sizing 4.1, node creation 3.9, commit 3.5, …`, naming at most `limit` operations.
        public func phrase(limit: Int = 5) -> String {
            let named = operations.prefix(limit).map { "\($0.label) \(NumberText.trimmed($0.ms, decimals: 1))" }
            return "\(NumberText.trimmed(totalMs, decimals: 1)) ms: " + named.joined(separator: ", ") + (operations.count > limit ? ", …" : "")
        }
    }

    /// The hitch frames' modeled time by operation, largest first.
    public var hitchByOperation: [Entry]
    /// The hitch frames' modeled time by view or layout type, largest first.
    public var hitchByType: [Entry]
    /// The whole run's modeled time by operation, largest first.
    public var runByOperation: [Entry]
    /// Every hitch frame's breakdown, in frame order.
    public var hitchFrames: [Frame]

    /// The hitch frames' modeled time in all, ms.
    public var hitchTotalMs: Double { hitchByOperation.reduce(0) { $0 + $1.ms } }

    /// A hitch frame's breakdown, if the frame is one.
    public func frame(_ index: Int) -> Frame? {
        var low = 0, high = hitchFrames.count
        while low < high {
            let mid = (low + high) / 2
            if hitchFrames[mid].index < index { low = mid + 1 } else { high = mid }
        }
        return low < hitchFrames.count && hitchFrames[low].index == index ? hitchFrames[low] : nil
    }

    /// `hitch_time_by_operation_ms` and `hitch_time_by_type_ms` for `summary.json`, largest first.
    public var summaryKeys: [SummaryExtraKey] {
        [SummaryExtraKey("hitch_time_by_operation_ms", .object(hitchByOperation.map { ($0.key, .number($0.ms)) })),
         SummaryExtraKey("hitch_time_by_type_ms", .object(hitchByType.map { ($0.key, .number($0.ms)) }))]
    }
}

/// Modeled costs as the analyzer collects them: each distinct key once, entries by transaction.
struct ModeledCostTally {
    var keys: [(category: TraceModeledCost.Category, key: String, label: String)] = []
    var index: [String: Int32] = [:]
    var entries: [(transactionID: UInt64, key: Int32, ns: UInt64)] = []

    mutating func add(_ cost: TraceModeledCost) {
        let name = "\(cost.category.rawValue):\(cost.key)"
        let slot: Int32
        if let known = index[name] {
            slot = known
        } else {
            slot = Int32(keys.count)
            keys.append((cost.category, cost.key, cost.label))
            index[name] = slot
        }
        entries.append((cost.transactionID, slot, cost.nanoseconds))
    }

    /// The analysis of `rows`' hitch frames; nil when the trace had no costs.
    func analysis(_ rows: [FrameRow]) -> ModeledCostAnalysis? {
        guard !entries.isEmpty else { return nil }
        var hitchIndex: [UInt64: Int] = [:]
        for row in rows where row.frame.isHitch { hitchIndex[row.frame.transactionID] = row.index }
        var hitch = [UInt64](repeating: 0, count: keys.count)
        var run = [UInt64](repeating: 0, count: keys.count)
        var perFrame: [Int: [Int32: UInt64]] = [:]
        for entry in entries {
            run[Int(entry.key)] &+= entry.ns
            guard let frame = hitchIndex[entry.transactionID] else { continue }
            hitch[Int(entry.key)] &+= entry.ns
            if keys[Int(entry.key)].category == .operation { perFrame[frame, default: [:]][entry.key, default: 0] &+= entry.ns }
        }
        func list(_ totals: [UInt64], _ category: TraceModeledCost.Category) -> [ModeledCostAnalysis.Entry] {
            keys.indices.filter { keys[$0].category == category && totals[$0] > 0 }
                .map { ModeledCostAnalysis.Entry(key: keys[$0].key, label: keys[$0].label, ms: Double(totals[$0]) / 1e6) }
                .sorted { ($0.ms, $1.key) > ($1.ms, $0.key) }
        }
        let frames = perFrame.keys.sorted().map { index -> ModeledCostAnalysis.Frame in
            let operations = perFrame[index]!.map { ModeledCostAnalysis.Entry(key: keys[Int($0.key)].key, label: keys[Int($0.key)].label, ms: Double($0.value) / 1e6) }
                .sorted { ($0.ms, $1.key) > ($1.ms, $0.key) }
            return ModeledCostAnalysis.Frame(index: index, totalMs: operations.reduce(0) { $0 + $1.ms }, operations: operations)
        }
        return ModeledCostAnalysis(hitchByOperation: list(hitch, .operation), hitchByType: list(hitch, .type),
                                   runByOperation: list(run, .operation), hitchFrames: frames)
    }
}
