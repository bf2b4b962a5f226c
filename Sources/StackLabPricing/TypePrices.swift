import FrameProf

/// A view or layout type's three prices and its output's factor, resolved once per type.
public struct TypePrices {
    /// One body evaluation, µs.
    public var body: Double
    /// One measure, µs.
    public var measure: Double
    /// One place, µs.
    public var place: Double
    /// The factor on what its body's output costs (`output_by_view`; 1 for most types).
    public var output: Double

    /// Creates the three prices and the output factor.
    package init(body: Double, measure: Double, place: Double, output: Double = 1) {
        self.body = body
        self.measure = measure
        self.place = place
        self.output = output
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
