import FrameProf
#if canImport(Glibc)
import Glibc
#endif

/// A device profile as the graph's hot paths read it. `DeviceProfile` is a value full of dictionaries;
/// reading a price through it copied the struct and retained its dictionaries on every charge (a few
/// per view per frame), so the graph keeps this reference instead, with each type's prices resolved once.
///
/// Public, with its hot paths `@inlinable`, though no product exports it: Swift 6.3 inlines `@inlinable`
/// code into another module only when it is public (a `package` one stays a call), and StackLab charges a
/// few times per view per frame.
public final class Pricing {
    /// The profile this prices by.
    package let profile: DeviceProfile
    /// Resolved prices by signpost name id: ids are dense, and an array spares a hash on every charge.
    @exclusivity(unchecked) @usableFromInline var typePrices: [TypePrices?] = []

    /// What the running transaction was charged, by operation and type.
    public let costs = CostAccount()

    /// The per-operation prices by `PriceKey` raw value, read without touching the profile's dictionaries.
    @usableFromInline let keyed: UnsafeMutableBufferPointer<Double>
    /// `profile.slowdown`, read on every charge.
    @usableFromInline let slowdown: Double

    /// Resolves `profile`'s prices for the hot paths.
    package init(_ profile: DeviceProfile) {
        self.profile = profile
        slowdown = profile.slowdown
        keyed = .allocate(capacity: PriceKey.allCases.count)
        for key in PriceKey.allCases { keyed[key.rawValue] = profile.prices[key] }
    }

    deinit {
        keyed.deallocate()
    }

    /// The price of one `key` operation, µs.
    @inlinable @inline(__always)
    public func price(_ key: PriceKey) -> Double {
        keyed[key.rawValue]
    }

    /// Nanoseconds for `microseconds` of modeled work, slowed down by the profile's `slowdown`, rounded
    /// half away from zero as `rounded()` does, and at most 1e15; a price read from a file cannot trap
    /// the conversion. Rounded by truncation and the exact remainder: `rounded()` is a libm call, and
    /// every charge rounds. Converted through `Int64`, which the bound keeps in range: x86 converts
    /// signed integers in one instruction each way, unsigned ones in a sequence of a dozen.
    @inlinable @inline(__always)
    public func nanoseconds(_ microseconds: Double) -> UInt64 {
        let ns = microseconds * 1000 * slowdown
        // One range test on the hot path: a NaN fails the first comparison, infinity the second.
        if ns > 0 && ns < 1e15 {
            let whole = Int64(ns)
            return UInt64(truncatingIfNeeded: ns - Double(whole) >= 0.5 ? whole &+ 1 : whole)
        }
        return ns >= 1e15 && ns.isFinite ? 1_000_000_000_000_000 : 0
    }

    /// The frame-to-frame variability factor for a standard normal draw `gaussian`: mean-one log-normal
    /// with the profile's coefficient of variation (1 without variability).
    package func variabilityFactor(_ gaussian: @autoclosure () -> Double) -> Double {
        let cv = profile.variability
        guard cv > 0 else { return 1 }
        let sigma = (log(1 + cv * cv)).squareRoot()
        return exp(sigma * gaussian() - sigma * sigma / 2)
    }

    /// The render server's time for a frame of `layers` layers and `offscreenPasses` offscreen passes,
    /// booked to `render` (not scaled by variability: it is the render server's, not the main thread's).
    package func render(layers: Int, offscreenPasses: Int) -> UInt64 {
        let microseconds = price(.renderPerFrame) + price(.renderPerLayer) * Double(layers)
            + price(.renderOffscreenPass) * Double(offscreenPasses)
        let ns = nanoseconds(microseconds)
        costs.add(CostSlot.render, owner: CostAccount.frameOwner, ns)
        return ns
    }

    /// The body, measure and place prices of the type signposted as `name`, resolved on first use.
    @inlinable @inline(__always)
    public func typePrices(for name: SignpostName) -> TypePrices {
        let index = Int(name.id)
        if index < typePrices.count, let known = typePrices[index] { return known }
        return resolve(name)
    }

    @inline(never) @usableFromInline
    func resolve(_ name: SignpostName) -> TypePrices {
        let resolved = profile.typePrices(for: name)
        let index = Int(name.id)
        if index >= typePrices.count { typePrices.append(contentsOf: repeatElement(nil, count: index + 1 - typePrices.count)) }
        typePrices[index] = resolved
        return resolved
    }
}
