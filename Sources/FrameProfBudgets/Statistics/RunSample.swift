/// A metric's values over the runs of one recording: judged by the median, shown with the range, so one
/// unlucky run on a shared CI machine neither fails nor passes a build alone.
public struct RunSample: Sendable, Equatable {
    /// The values, in run order.
    public let values: [Double]

    /// A sample of `values` (at least one).
    public init(_ values: [Double]) {
        precondition(!values.isEmpty, "a run sample needs a value")
        self.values = values
    }

    /// The median (mean of the middle two for an even count).
    public var median: Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The smallest value.
    public var min: Double { values.min()! }
    /// The largest value.
    public var max: Double { values.max()! }
    /// How many runs.
    public var count: Int { values.count }
}
