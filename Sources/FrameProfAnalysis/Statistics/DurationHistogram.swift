/// Log-linear histogram of nanosecond durations: exact below 128 ns, then 64 buckets per power of two
/// (at most 1.6 % relative error). Memory is bounded by the largest value's bucket, whatever the count,
/// so per-view percentiles of a million intervals cost kilobytes.
public struct DurationHistogram: Sendable, Equatable {
    private static let subBits = 6
    private static let subCount = 1 << subBits
    private var counts: [UInt32] = []
    /// Values recorded.
    public private(set) var count = 0

    /// An empty histogram.
    public init() {}

    /// A histogram counted elsewhere: `counts` by bucket, `count` values in all.
    init(counts: [UInt32], count: Int) {
        self.counts = counts
        self.count = count
    }

    @inline(__always)
    static func bucket(of value: UInt64) -> Int {
        if value < UInt64(2 * subCount) { return Int(value) }
        let exponent = 63 - value.leadingZeroBitCount - subBits
        let mantissa = Int(value >> UInt64(exponent)) - subCount
        return (exponent + 1) * subCount + mantissa
    }

    /// The midpoint of a bucket's range (the value itself below 128).
    static func value(ofBucket bucket: Int) -> Double {
        if bucket < 2 * subCount { return Double(bucket) }
        let exponent = bucket / subCount - 1
        let mantissa = bucket % subCount + subCount
        let low = Double(UInt64(mantissa) << UInt64(exponent))
        return low + Double(UInt64(1) << UInt64(exponent)) / 2
    }

    /// Adds one value.
    @inline(__always)
    public mutating func record(_ value: UInt64) {
        let b = Self.bucket(of: value)
        if b >= counts.count { counts.append(contentsOf: repeatElement(0, count: b + 1 - counts.count)) }
        counts[b] &+= 1
        count += 1
    }

    /// The value at nearest rank ⌈p·n⌉, as its bucket's midpoint, clamped to `range` (the exact min and
    /// max, so no percentile reads outside what was measured); 0 when empty.
    public func percentile(_ p: Double, within range: ClosedRange<Double>) -> Double {
        guard count > 0 else { return 0 }
        let rank = max(1, Int((p * Double(count)).rounded(.up)))
        var seen = 0
        for (bucket, n) in counts.enumerated() where n > 0 {
            seen += Int(n)
            if seen >= rank { return min(range.upperBound, max(range.lowerBound, Self.value(ofBucket: bucket))) }
        }
        return range.upperBound
    }

    /// Adds every value of `other`.
    public mutating func merge(_ other: DurationHistogram) {
        if other.counts.count > counts.count { counts.append(contentsOf: repeatElement(0, count: other.counts.count - counts.count)) }
        for (bucket, n) in other.counts.enumerated() { counts[bucket] &+= n }
        count += other.count
    }
}
