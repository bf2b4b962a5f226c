import Testing
@testable import StackLabPricing

/// A profile's prices moved within their ranges: every draw inside its range, the same for the same
/// seed, one price at an end with every other as it was.
@Suite struct PriceRangesTests {
    private var profile: DeviceProfile {
        var profile = DeviceProfile(name: "p", device: "", source: "", refresh: .hz60)
        profile.prices[.node] = 10
        profile.prices[.measure] = 2
        profile.prices[.body] = 5
        profile.prices.bodyByView["Row"] = 8
        profile.prices.layoutByType["Stack"] = DeviceProfile.LayoutPrices(measure: 4)
        profile.memory.viewNode = 1000
        profile.ranges.byParameter[.key(.node)] = PriceRange(low: 0.5, high: 2)
        profile.ranges.byParameter[.key(.measure)] = PriceRange(low: 0.8, high: 1.25)
        profile.ranges.byParameter[.memory("view_node")] = PriceRange(low: 0.9, high: 1.1)
        profile.ranges.byParameter[.key(.body)] = PriceRange(low: 1, high: 3)
        return profile
    }

    @Test func everyDrawStaysInItsRangeAndRepeatsForItsSeed() {
        for index in 1...50 {
            let drawn = profile.varied(.draw(index, seed: 3))
            #expect((5...20).contains(drawn.prices[.node]))
            #expect((1.6...2.5).contains(drawn.prices[.measure]))
            // A per-type layout price moves with its key, by the same factor.
            #expect(drawn.prices.layoutByType["Stack"]?.measure == 4 * drawn.prices[.measure] / 2)
            #expect((900...1100).contains(drawn.memory.viewNode))
            // A view's body price without a range of its own takes the range of `body`, drawn on its own.
            #expect((8...24).contains(drawn.prices.bodyByView["Row"] ?? 0))
            #expect(drawn == profile.varied(.draw(index, seed: 3)))
        }
        #expect(profile.varied(.draw(1, seed: 3)) != profile.varied(.draw(1, seed: 4)))
        #expect(profile.varied(.draw(1, seed: 3)) != profile.varied(.draw(2, seed: 3)))
    }

    @Test func oneEndMovesOnlyItsPrice() {
        let low = profile.varied(.low(.key(.node)))
        #expect(low.prices[.node] == 5 && low.prices[.measure] == 2 && low.prices.bodyByView["Row"] == 8)
        let high = profile.varied(.high(.memory("view_node")))
        #expect(abs(high.memory.viewNode - 1100) < 1e-9 && high.prices[.node] == 10)
        #expect(profile.rangedParameters.map(\.description) == ["body", "body_by_view.Row", "measure", "memory.view_node", "node"])
    }

    @Test func aVariationReadsBackFromTheArgumentAWorkerIsGiven() {
        let variations: [PriceVariation] = [.draw(7, seed: 42), .low(.key(.hostingConfiguration)), .high(.bodyOfView("Feed.Row")), .high(.memory("base"))]
        for variation in variations { #expect(PriceVariation(argument: variation.description) == variation) }
        #expect(PriceVariation(argument: "draw:0:1") == nil)
        #expect(PriceVariation(argument: "low:no_such_price") == nil)
        #expect(PriceVariation(argument: "sideways:node") == nil)
    }
}
