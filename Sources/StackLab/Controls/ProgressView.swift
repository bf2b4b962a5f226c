/// Progress shown as a spinner (20 points square) or, with a value, a 4 point high bar.
nonisolated public struct ProgressView: View {
    let value: Double?

    /// An indeterminate spinner.
    public init() {
        value = nil
    }

    /// A bar at `value` of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.value = value.map { Double($0 / total) }
    }

    /// The spinner or the bar.
    public var body: some View {
        if value == nil {
            Circle().frame(width: 20, height: 20)
        } else {
            Capsule().frame(height: 4)
        }
    }
}
