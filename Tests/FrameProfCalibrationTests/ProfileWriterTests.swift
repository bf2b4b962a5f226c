import Testing
@testable import FrameProfCalibration
import StackLabPricing
import StackLabScenarios

/// The calibrated profile's text: prices set in `prices:` and ranges in `ranges:`, wherever a team's file
/// puts the two blocks, which name the same keys at the same depth.
@Suite struct ProfileWriterTests {
    @Test func pricesAndRangesGoInTheirOwnBlocksWhenRangesComeFirst() throws {
        let source = try #require(DeviceProfile.builtInSource(named: "iphone-12"))
        let rangesStart = try #require(source.range(of: "# How far each price may be off"))
        // The team's file: the ranges block moved above the prices.
        let prices = try #require(source.range(of: "prices:"))
        let reordered = String(source[..<prices.lowerBound]) + String(source[rangesStart.lowerBound...]) + "\n"
            + String(source[prices.lowerBound..<rangesStart.lowerBound])
        let profile = try DeviceProfile.parse(reordered, file: "ours.yml")
        let scale = CalibratedScale(family: .commit, figure: "-", source: "-", samples: 40, deviceUs: 0, labBeforeUs: 0, afterRatio: nil,
                                    scale: 2, bounded: false)
        let body = CalibratedBody(deviceView: "BigBodyCell", labView: "BigBodyCell", key: "BigBodyCell", samples: 100, deviceMedianUs: 20,
                                  deviceP25Us: 18, deviceP75Us: 22, labBeforeUs: 0, priceBeforeUs: 5.58, priceUs: 10, labAfterUs: nil)
        let written = try DeviceProfile.parse(ProfileWriter.write(base: reordered, profile: profile, name: "ours", source: "-", scales: [scale],
                                                                  bodies: [body], exportName: "export"), file: "ours.yml")
        #expect(written.prices[.commitPerLayer] == profile.prices[.commitPerLayer] * 2)
        #expect(written.prices.bodyByView["BigBodyCell"] == 10)
        #expect(written.ranges.range(of: .key(.commitPerLayer)) == PriceRange(low: 0.9, high: 1.1))
        let narrowed = written.ranges.range(of: .bodyOfView("BigBodyCell"))
        #expect(narrowed.low < 1 && narrowed.high > 1 && narrowed.high < 1.1)
        // Every other range is as the file gave it.
        #expect(written.ranges.range(of: .key(.node)) == profile.ranges.range(of: .key(.node)))
    }
}
