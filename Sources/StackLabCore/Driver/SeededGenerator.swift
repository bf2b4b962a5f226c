import Foundation

/// A small, fast, seedable generator (SplitMix64), so seeded scenarios are identical everywhere.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in [0, 1).
    package mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// A standard normal number (Box–Muller).
    package mutating func nextGaussian() -> Double {
        let u = max(nextUnit(), .leastNonzeroMagnitude)
        let v = nextUnit()
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
