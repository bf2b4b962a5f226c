import FrameProfTrace
/// Vsync `k` happens at `origin + k·P`. Index and time conversions use exact integer arithmetic
/// (time of k is rounded up to a whole nanosecond), so `index(atOrBefore: time(k)) == k` for every k.
public struct VsyncGrid: Sendable, Equatable {
    /// Time of vsync 0, in nanoseconds.
    public let origin: UInt64
    /// The refresh rate.
    public let rate: RefreshRate

    /// Creates a grid with vsync 0 at `origin`.
    public init(origin: UInt64, rate: RefreshRate) {
        self.origin = origin
        self.rate = rate
    }

    private static let picosecondsPerSecond: UInt64 = 1_000_000_000_000

    /// The time of vsync `k`.
    public func time(_ k: Int64) -> UInt64 {
        let magnitude = k.magnitude
        let (high, low) = magnitude.multipliedFullWidth(by: Self.picosecondsPerSecond)
        let divisor = UInt64(rate.milliHz)
        let (q, r) = divisor.dividingFullWidth((high, low))
        if k >= 0 {
            return origin &+ q &+ (r > 0 ? 1 : 0)
        }
        return origin &- q
    }

    /// The latest vsync at or before `t`.
    public func index(atOrBefore t: UInt64) -> Int64 {
        if t >= origin {
            return Int64(scaled(t - origin).quotient)
        }
        let (q, r) = scaled(origin - t)
        return -Int64(q) - (r > 0 ? 1 : 0)
    }

    /// The earliest vsync at or after `t`.
    public func index(atOrAfter t: UInt64) -> Int64 {
        let k = index(atOrBefore: t)
        return time(k) == t ? k : k + 1
    }

    private func scaled(_ delta: UInt64) -> (quotient: UInt64, remainder: UInt64) {
        let (high, low) = delta.multipliedFullWidth(by: UInt64(rate.milliHz))
        return Self.picosecondsPerSecond.dividingFullWidth((high, low))
    }
}
