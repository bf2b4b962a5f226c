import FrameProf

/// A view or layout type's three prices, resolved once per type.
public struct TypePrices {
    /// One body evaluation, µs.
    public var body: Double
    /// One measure, µs.
    public var measure: Double
    /// One place, µs.
    public var place: Double

    /// Creates the three prices.
    package init(body: Double, measure: Double, place: Double) {
        self.body = body
        self.measure = measure
        self.place = place
    }

    /// The price of `operation`, one of the per-type keys (`body`, `measure`, `place`), µs. A switch,
    /// not key paths: measure and place run for every node of every row, and a key path is looked up,
    /// retained and walked on each call.
    @inlinable
    public subscript(operation: PriceKey) -> Double {
        switch operation {
        case .body: body
        case .measure: measure
        default: place
        }
    }
}
