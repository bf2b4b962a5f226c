import FrameProf

/// A view or layout type's three prices, resolved once per type.
package struct TypePrices {
    /// One body evaluation, µs.
    package var body: Double
    /// One measure, µs.
    package var measure: Double
    /// One place, µs.
    package var place: Double

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
    package subscript(operation: PriceKey) -> Double {
        switch operation {
        case .body: body
        case .measure: measure
        default: place
        }
    }
}
