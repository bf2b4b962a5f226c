import FrameProf

/// A device profile as the graph's hot paths read it. `DeviceProfile` is a value full of dictionaries;
/// reading a price through it copied the struct and retained its dictionaries on every charge (a few
/// per view per frame), so the graph keeps this reference instead, with each type's prices resolved once.
final class Pricing {
    /// The profile this prices by.
    let profile: DeviceProfile
    /// Resolved prices by signpost name id: ids are dense, and an array spares a hash on every charge.
    @exclusivity(unchecked) private var typePrices: [TypePrices?] = []

    /// What the running transaction was charged, by operation and type.
    let costs = CostAccount()

    /// The per-operation prices by `Key` raw value, read without touching the profile's dictionaries.
    private let keyed: UnsafeMutableBufferPointer<Double>

    init(_ profile: DeviceProfile) {
        self.profile = profile
        keyed = .allocate(capacity: DeviceProfile.Prices.Key.allCases.count)
        let fields = Dictionary(uniqueKeysWithValues: DeviceProfile.priceKeys)
        for key in DeviceProfile.Prices.Key.allCases {
            guard let field = fields[key.name] else { preconditionFailure("\(key) names no price of DeviceProfile.priceKeys") }
            keyed[key.rawValue] = profile.prices[keyPath: field]
        }
    }

    deinit {
        keyed.deallocate()
    }

    /// The price of one `key` operation, µs.
    @inline(__always)
    func price(_ key: DeviceProfile.Prices.Key) -> Double {
        keyed[key.rawValue]
    }

    /// The profile's prices.
    var prices: DeviceProfile.Prices {
        _read { yield profile.prices }
    }

    /// Nanoseconds for `microseconds` of modeled work, slowed down by the profile's `slowdown`, rounded
    /// half away from zero as `rounded()` does, and at most 1e15; a price read from a file cannot trap
    /// the conversion. Rounded by truncation and the exact remainder: `rounded()` is a libm call, and
    /// every charge rounds.
    @inline(__always)
    func nanoseconds(_ microseconds: Double) -> UInt64 {
        let ns = microseconds * 1000 * profile.slowdown
        guard ns.isFinite && ns > 0 else { return 0 }
        guard ns < 1e15 else { return 1_000_000_000_000_000 }
        let whole = UInt64(ns)
        return ns - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    /// The body, measure and place prices of the type signposted as `name`, resolved on first use.
    @inline(__always)
    func typePrices(for name: SignpostName) -> TypePrices {
        let index = Int(name.id)
        if index < typePrices.count, let known = typePrices[index] { return known }
        return resolve(name)
    }

    @inline(never)
    private func resolve(_ name: SignpostName) -> TypePrices {
        let resolved = profile.typePrices(for: name)
        let index = Int(name.id)
        if index >= typePrices.count { typePrices.append(contentsOf: repeatElement(nil, count: index + 1 - typePrices.count)) }
        typePrices[index] = resolved
        return resolved
    }
}
