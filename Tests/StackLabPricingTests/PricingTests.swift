import Foundation
import Testing
@testable import StackLabPricing

/// A charge's nanoseconds: the price times the slowdown in nanoseconds, rounded half away from zero as
/// `rounded()` rounds, 0 for what is not a positive finite time, and at most 1e15.
@Suite struct PricingTests {
    private func pricing(slowdown: Double = 1) -> Pricing {
        var profile = DeviceProfile(name: "t", device: "t", source: "t", refresh: .hz60)
        profile.slowdown = slowdown
        return Pricing(profile)
    }

    @Test(arguments: [1.0, 1.7, 3.0])
    func nanosecondsRoundAsRoundedDoes(slowdown: Double) {
        let pricing = pricing(slowdown: slowdown)
        var random = UInt64(0x9E37_79B9_7F4A_7C15)
        for step in 0..<50_000 {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Prices from a thousandth of a nanosecond to seconds, and exact halves.
            let magnitude = Double(random >> 11) / Double(1 << 53)
            let microseconds = step % 5 == 0 ? (Double(step) + 0.5) / 1000 : magnitude * pow(10, Double(Int(random % 10) - 4))
            let ns = microseconds * 1000 * slowdown
            let expected = UInt64(ns.rounded())
            if pricing.nanoseconds(microseconds) != expected { Issue.record("\(microseconds) µs: \(pricing.nanoseconds(microseconds)) ns, expected \(expected)") }
        }
    }

    @Test func timesThatAreNotPositiveAndFiniteAreZeroAndHugeOnesAreCapped() {
        let pricing = pricing()
        for microseconds in [0, -0.0, -1, -.infinity, .infinity, .nan] {
            #expect(pricing.nanoseconds(microseconds) == 0, "\(microseconds)")
        }
        #expect(pricing.nanoseconds(0.25) == 250)
        #expect(pricing.nanoseconds(1e12) == 1_000_000_000_000_000)
        #expect(pricing.nanoseconds(1e300) == 1_000_000_000_000_000)
    }
}
