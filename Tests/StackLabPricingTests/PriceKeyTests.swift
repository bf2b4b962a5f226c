import Foundation
import Testing
@testable import StackLabPricing

/// The priced operations' one declaration: what it yields (file keys, labels, cost slots, the docs'
/// table) and that the hot paths' resolved prices read each key's own value.
@Suite struct PriceKeyTests {
    @Test func fileKeysAreDistinctAndSnakeCase() {
        let fields = PriceKey.allCases.map(\.declaration.field)
        #expect(Set(fields).count == fields.count)
        for key in PriceKey.allCases {
            let field = key.declaration.field
            #expect(field.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" }, "\(field)")
            #expect(!key.declaration.label.isEmpty && key.declaration.summary.hasSuffix("."), "\(key)")
        }
    }

    @Test func theRenderServersPricesShareOneSlotAndEveryOtherKeyHasItsOwn() {
        for key in PriceKey.allCases {
            if key.declaration.payer == .renderServer {
                #expect(key.slot == CostSlot.render)
            } else {
                #expect(key.slot == key.rawValue)
            }
        }
        #expect(CostSlot.keys[CostSlot.render] == "render")
        #expect(CostSlot.keys[PriceKey.cellDequeue.slot] == "cell_dequeue")
        #expect(CostSlot.labels[PriceKey.selfSizing.slot] == "self-sizing")
        #expect(CostSlot.labels[PriceKey.body.slot] == "body")
    }

    @Test func resolvedPricesReadEachKeysOwnValue() {
        // Distinct prices, so a key that read a neighbour's value would show.
        var profile = DeviceProfile(name: "t", device: "t", source: "t", refresh: .hz60)
        for key in PriceKey.allCases { profile.prices[key] = Double(key.rawValue + 1) }
        let pricing = Pricing(profile)
        for key in PriceKey.allCases { #expect(pricing.price(key) == Double(key.rawValue + 1), "\(key)") }
        #expect(pricing.typePrices(for: .init("Row"))[.measure] == Double(PriceKey.measure.rawValue + 1))
    }

    @Test func theRenderServersFrameIsBookedToRender() {
        var profile = DeviceProfile(name: "t", device: "t", source: "t", refresh: .hz60)
        profile.prices[.renderPerFrame] = 100
        profile.prices[.renderPerLayer] = 2
        profile.prices[.renderOffscreenPass] = 50
        let pricing = Pricing(profile)
        #expect(pricing.render(layers: 10, offscreenPasses: 1) == 170_000)
        var booked: [Int: UInt64] = [:]
        pricing.costs.drain(operation: { booked[$0] = $1 }, type: { _, _ in })
        #expect(booked == [CostSlot.render: 170_000])
    }

    /// docs/DEVICE-PROFILES.md's table of price keys is what the declarations say, row for row.
    @Test func theDocsTableIsTheDeclarations() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/DEVICE-PROFILES.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let expected = PriceKey.docsTable
        #expect(text.contains(expected), "docs/DEVICE-PROFILES.md's price-key table should read:\n\(expected)")
    }
}
