/// Modeled time by kind of operation (the device profile's price keys, and `render`), over a whole run
/// and over the frames that hitched: what `frameprof bench --calibration` prints to say which
/// operations make up a strategy's hitch time. Kept only when a caller asks for it (`ViewGraph.ledger`),
/// and filled from each transaction's cost account as it commits, so it counts what the virtual clock
/// advanced (variability included).
package struct PriceLedger: Sendable, Equatable {
    /// Microseconds charged per price key over the run (render work included: it is the render
    /// server's, not the main thread's).
    package var microseconds: [String: Double] = [:]
    /// Microseconds charged per price key in transactions whose frame was a hitch.
    package var hitchMicroseconds: [String: Double] = [:]

    /// An empty ledger.
    package init() {}

    /// Books `ns` of one committed transaction to `key`, and to the hitch frames' share when it hitched.
    package mutating func add(_ key: String, _ ns: UInt64, hitch: Bool) {
        let microseconds = Double(ns) / 1000
        self.microseconds[key, default: 0] += microseconds
        if hitch { hitchMicroseconds[key, default: 0] += microseconds }
    }
}
