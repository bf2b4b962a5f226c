/// Modeled time by kind of operation (the device profile's price keys), over a whole run and over the
/// frames that hitched — what `frameprof bench --calibration` prints to say which operations make up a
/// strategy's hitch time. Kept only when a caller asks for it (`ViewGraph.ledger`).
public struct PriceLedger: Sendable, Equatable {
    /// Microseconds charged per price key over the run (render work included: it is the render
    /// server's, not the main thread's).
    public var microseconds: [String: Double] = [:]
    /// Microseconds charged per price key in transactions whose frame was a hitch.
    public var hitchMicroseconds: [String: Double] = [:]

    /// An empty ledger.
    public init() {}

    mutating func add(_ key: String, _ value: Double) {
        microseconds[key, default: 0] += value
    }

    /// Counts what was charged since `before` toward the hitch frames.
    mutating func addHitch(since before: [String: Double]) {
        for (key, value) in microseconds {
            let delta = value - (before[key] ?? 0)
            if delta > 0 { hitchMicroseconds[key, default: 0] += delta }
        }
    }
}

extension DeviceProfile.Prices {
    /// The file's name of each price, for the ledger. Key paths are not `Sendable`, but this table is
    /// built once and only read, so sharing it across threads is safe.
    nonisolated(unsafe) static let names: [PartialKeyPath<DeviceProfile.Prices>: String] = {
        var names: [PartialKeyPath<DeviceProfile.Prices>: String] = [:]
        for (name, path) in DeviceProfile.priceKeys { names[path] = name }
        return names
    }()
}
