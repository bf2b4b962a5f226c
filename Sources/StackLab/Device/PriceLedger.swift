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
    mutating func add(_ key: String, _ ns: UInt64, hitch: Bool) {
        let microseconds = Double(ns) / 1000
        self.microseconds[key, default: 0] += microseconds
        if hitch { hitchMicroseconds[key, default: 0] += microseconds }
    }
}
extension DeviceProfile.Prices {
    /// The prices a graph charges per operation, named without key paths: a key path literal is
    /// instantiated and retained at every charge, and with strategies recording side by side two
    /// threads retaining the same key path object fought over its reference count.
    /// `Pricing` reads them from a flat table by raw value, filled once through `DeviceProfile.priceKeys`
    /// by `name`, so the field each name sets is written down in one place.
    enum Key: Int, CaseIterable {
        case allocation, string, glyph, line, node, state, reconcile, transaction, preference, hostingController
        case computePer1000, cellDequeue, hostingConfiguration, selfSizing, cellReconfigure, forEachDiff
        case contentSize, contentOffset, commitPerLayer, symbolImage, imageDecodePerMegapixel, navigationPush

        /// The profile file's name for the price, which the ledger reports.
        var name: String {
            switch self {
            case .hostingController: "hosting_controller"
            case .computePer1000: "compute_per_1000"
            case .cellDequeue: "cell_dequeue"
            case .hostingConfiguration: "hosting_configuration"
            case .selfSizing: "self_sizing"
            case .cellReconfigure: "cell_reconfigure"
            case .forEachDiff: "foreach_diff"
            case .contentSize: "content_size"
            case .contentOffset: "content_offset"
            case .commitPerLayer: "commit_per_layer"
            case .symbolImage: "symbol_image"
            case .imageDecodePerMegapixel: "image_decode_per_megapixel"
            case .navigationPush: "navigation_push"
            default: "\(self)"
            }
        }
    }
}
