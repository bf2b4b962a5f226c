import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore
@testable import StackLabScenarios
@testable import StackLabPricing

/// Device profiles: the built-ins, the file format's errors (file, line, column, key), and how a
/// scenario's own prices and the CPU slowdown combine with a profile.
@Suite struct DeviceProfileTests {
    @Test func theBuiltInsParseWithTheirDisplays() throws {
        try RecordingContext().run {
            #expect(DeviceProfile.builtIns.map(\.name) == ["iphone-12", "iphone-15-pro"])
            let twelve = try #require(DeviceProfile.builtIn(named: "iphone-12"))
            #expect(twelve.refresh == .hz60)
            #expect(twelve.buffering == .double)
            #expect(twelve.variability == 0.1)
            let fifteen = try #require(DeviceProfile.builtIn(named: "iphone-15-pro"))
            #expect(fifteen.refresh == .hz120)
            #expect(DeviceProfile.default.name == "iphone-12")
            // The published body figures are the fixed cells' prices; the anti-patterns' extra is per operation.
            // A fixed cell's published body time less the work its output takes, which is priced apart.
            #expect(fifteen.prices.bodyByView["AllocHoistedCell"] == 7.00)
            #expect(abs(fifteen.prices[.allocation] * 2 + 9.59 - 48.29) < 1e-9)
            // Every source line of a built-in says where its numbers come from.
            for profile in DeviceProfile.builtIns {
                let yaml = try #require(DeviceProfile.builtInSource(named: profile.name))
                for line in yaml.split(separator: "\n") where line.contains(": ") && line.hasPrefix("  ") && !line.contains("{") {
                    let key = line.trimmingCharacters(in: .whitespaces)
                    guard PriceKey.allCases.contains(where: { key.hasPrefix($0.declaration.field + ":") }) else { continue }
                    #expect(line.contains("#"), "\(profile.name): '\(key)' does not say where its price comes from")
                }
            }
        }
    }

    @Test("A profile's price digest is its prices': the same file read twice agrees, a renamed copy agrees, one changed price differs")
    func pricesDigest() throws {
        let yaml = try #require(DeviceProfile.builtInSource(named: "iphone-12"))
        let twelve = try DeviceProfile.parse(yaml, file: "a.yml")
        let again = try DeviceProfile.parse(yaml, file: "b.yml")
        #expect(twelve.pricesDigest == again.pricesDigest)
        #expect(twelve.pricesDigest.count == 16 && twelve.pricesDigest.allSatisfy(\.isHexDigit))
        let renamed = try DeviceProfile.parse(yaml.replacingOccurrences(of: "name: iphone-12", with: "name: our-phone"), file: "c.yml")
        #expect(renamed.name == "our-phone" && renamed.pricesDigest == twelve.pricesDigest)
        var dearer = twelve
        dearer.prices.bodyByView["FeedCell"] = 40
        #expect(dearer.pricesDigest != twelve.pricesDigest)
        var bigger = twelve
        bigger.memory.viewNode += 1
        #expect(bigger.pricesDigest != twelve.pricesDigest)
        #expect(try #require(DeviceProfile.builtIn(named: "iphone-15-pro")).pricesDigest != twelve.pricesDigest)
    }

    @Test("A view's output factor (output_by_view) is read, enters the digest only when set, and a bad one names its key")
    func outputFactors() throws {
        let yaml = try #require(DeviceProfile.builtInSource(named: "iphone-12"))
        let stock = try DeviceProfile.parse(yaml, file: "a.yml")
        #expect(stock.prices.outputByView.isEmpty)
        let text = yaml.replacingOccurrences(of: "\nprices: ", with: "\nprices:\n  output_by_view:\n    FeedCell: 0.25\n #")
        let scaled = try DeviceProfile.parse(text, file: "b.yml")
        #expect(scaled.prices.outputByView == ["FeedCell": 0.25])
        #expect(scaled.pricesDigest != stock.pricesDigest)
        let bad = error(yaml.replacingOccurrences(of: "\nprices: ", with: "\nprices:\n  output_by_view:\n    FeedCell: -1\n #"))
        #expect(bad.contains("key 'prices.output_by_view.FeedCell': expected a factor from 0 to 100 on the view's output work, found -1"), "\(bad)")
    }

    private func error(_ yaml: String) -> String {
        do {
            _ = try DeviceProfile.parse(yaml, file: "p.yml")
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    private var valid: String { DeviceProfile.builtInSource(named: "iphone-12")! }

    @Test func mistakesNameTheFileLineColumnAndKey() {
        RecordingContext().run {
            #expect(error(valid.replacingOccurrences(of: "  glyph: 0.0295 ", with: "  glyph: -1 "))
                .hasPrefix("p.yml:32:10: key 'prices.glyph': expected a price of 0 or more microseconds, found -1"))
            #expect(error(valid.replacingOccurrences(of: "refresh: 60", with: "refresh: fast"))
                == "p.yml:15:10: key 'refresh': expected a refresh rate between 1 and 1000 Hz, found 'fast'")
            #expect(error(valid.replacingOccurrences(of: "  glyph: 0.0295 ", with: "  glyphs: 0.0295 "))
                .hasPrefix("p.yml:32:3: key 'prices.glyphs': unknown key; expected one of allocation, string"))
            let withoutLine = valid.split(separator: "\n").filter { !$0.hasPrefix("  line: ") }.joined(separator: "\n")
            #expect(error(withoutLine).hasSuffix("key 'prices': missing key 'line' (every operation needs a price; 0 if it is free)"))
            #expect(error(valid.replacingOccurrences(of: "variability: 0.1", with: "variability: 3"))
                == "p.yml:19:14: key 'variability': expected a coefficient of variation from 0 to 1, found 3")
            #expect(error("name: x\nrefresh: 60\n") == "p.yml:1:1: missing key 'prices'")
            #expect(error("") == "p.yml: is empty; expected a mapping with name, refresh, prices and memory")
            #expect(error(valid.replacingOccurrences(of: "  body: [0.8, 2.4]", with: "  body: [1.2, 2.4]"))
                .hasSuffix("key 'ranges.body[0]': expected a low factor from 0.01 to 1, found 1.2"))
            #expect(error(valid.replacingOccurrences(of: "  node: [0.5, 2]", with: "  node: 2"))
                .hasSuffix("key 'ranges.node': expected [LOW, HIGH], factors of the price (like [0.5, 2]), found 0 values")
                || error(valid.replacingOccurrences(of: "  node: [0.5, 2]", with: "  node: 2")).contains("key 'ranges.node': expected a list"))
            #expect(error(valid.replacingOccurrences(of: "  node: [0.5, 2]", with: "  nodes: [0.5, 2]")).contains("key 'ranges.nodes': unknown key"))
            #expect(error(valid.replacingOccurrences(of: "photo_pixels: [1080, 1080]", with: "photo_pixels: [1080]"))
                .hasSuffix("key 'unregistered_images.photo_pixels': expected [WIDTH, HEIGHT] in pixels, found 1 value"))
        }
    }

    @Test func picturesNobodyRegisteredTakeTheSizesTheProfileStatesOrTheStandardOnes() throws {
        try RecordingContext().run {
            let twelve = try #require(DeviceProfile.builtIn(named: "iphone-12"))
            #expect(twelve.unregisteredImages == DeviceProfile.UnregisteredImages())
            #expect(twelve.unregisteredImages.description == "photos of 1080×1080 px, icons of 25×25 pt")
            let own = try DeviceProfile.parse(valid.replacingOccurrences(of: "photo_pixels: [1080, 1080]", with: "photo_pixels: [640, 480]")
                .replacingOccurrences(of: "icon_points: 25", with: "icon_points: 20"), file: "p.yml")
            #expect(own.unregisteredImages.description == "photos of 640×480 px, icons of 20×20 pt")
            // A file from before the key had it takes the standard sizes.
            let older = valid.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("unregistered_images:") && !$0.contains("photo_pixels:") && !$0.contains("icon_points:") }.joined(separator: "\n")
            #expect(try DeviceProfile.parse(older, file: "p.yml").unregisteredImages == DeviceProfile.UnregisteredImages())
        }
    }

    @Test func aScenariosOwnPricesReplaceTheProfilesAndTheSlowdownMultipliesThem() {
        RecordingContext().run {
            var profile = DeviceProfile.default.overriding(["FeedCell": .init(body: 40), "default": .init(measure: 3), "HStackLayout": .init(place: 9)])
            #expect(profile.prices.bodyByView["FeedCell"] == 40)
            #expect(profile.prices[.measure] == 3)
            #expect(profile.prices.layoutByType["HStackLayout"] == DeviceProfile.LayoutPrices(measure: nil, place: 9))
            profile.slowdown = 2
            #expect(Pricing(profile).nanoseconds(1.5) == 3000)
            #expect(Pricing(profile).nanoseconds(.infinity) == 0)
        }
    }

    /// Modeled times round half away from zero, as they did through `rounded()`, however the rounding
    /// is done: traces and baselines would move by a nanosecond otherwise.
    @Test func modeledNanosecondsRoundHalfAwayFromZeroAndStayInRange() {
        let pricing = Pricing(DeviceProfile.default)
        let cases: [(Double, UInt64)] = [
            (0.0025, 3), (0.0035, 4), (0.00249, 2), (0.0005, 1), (0.00049, 0), (12.3456, 12346),
            (1e12, 1_000_000_000_000_000), (-1, 0), (.nan, 0), (-.infinity, 0),
        ]
        for (microseconds, expected) in cases {
            #expect(pricing.nanoseconds(microseconds) == expected, "\(microseconds) µs")
        }
        var random = SeededGenerator(seed: 7)
        for _ in 0..<10_000 {
            let microseconds = Double.random(in: 0..<50_000, using: &random) / Double([1, 8, 1000].randomElement(using: &random)!)
            let ns = microseconds * 1000 * DeviceProfile.default.slowdown
            #expect(pricing.nanoseconds(microseconds) == UInt64(min(ns.rounded(), 1e15)))
        }
    }

    @Test func modeledMemoryCountsViewsCachesHostedCellsAndLayers() {
        RecordingContext().run {
            let profile = DeviceProfile.default
            let base = profile.memoryBreakdown(views: 0, cachedSizes: 0, hostedCells: 0, renderCommands: 0).total
            #expect(base == profile.memory.base)
            #expect(profile.memoryBreakdown(views: 10, cachedSizes: 0, hostedCells: 0, renderCommands: 0).total == base + 10 * profile.memory.viewNode)
            #expect(profile.memoryBreakdown(views: 0, cachedSizes: 4, hostedCells: 2, renderCommands: 3).total
                == base + 4 * profile.memory.cachedSize + 2 * profile.memory.hostedCell + 3 * profile.memory.renderCommand)
            // A text's backing store is its pixels at 4 bytes each: 100 square points at @3x are 900 pixels.
            #expect(profile.memoryBreakdown(views: 0, cachedSizes: 0, hostedCells: 0, renderCommands: 0, drawnArea: 100).total == base + 900 * 4)
            // Part by part: a pooled cell's layers and bitmaps go with the cells, the screen's with layers.
            let parts = profile.memoryBreakdown(views: 10, cachedSizes: 4, hostedCells: 2, renderCommands: 3, drawnArea: 100, imageBytes: 5,
                                                pooledLayers: 1, pooledDrawnArea: 10)
            #expect(parts[.views] == 10 * profile.memory.viewNode)
            #expect(parts[.cachedSizes] == 4 * profile.memory.cachedSize)
            #expect(parts[.cells] == 2 * profile.memory.hostedCell + profile.memory.renderCommand + 10 * 9 * 4)
            #expect(parts[.layers] == 3 * profile.memory.renderCommand)
            #expect(parts[.backingStores] == 900 * 4)
            #expect(parts[.images] == 5)
            #expect(parts.total == base + 10 * profile.memory.viewNode + 4 * profile.memory.cachedSize + 2 * profile.memory.hostedCell
                + 4 * profile.memory.renderCommand + 110 * 36 + 5)
        }
    }

    @Test func aProfileWrittenBeforeBackingStoresWereModeledGetsAnIPhonesScreen() throws {
        try RecordingContext().run {
            // A file from before the screen's scale and bytes per pixel were memory keys.
            let older = valid.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("screen_scale:") && !$0.contains("bytes_per_pixel:") }.joined(separator: "\n")
            let memory = try DeviceProfile.parse(older, file: "p.yml").memory
            #expect(memory.screenScale == 3 && memory.bytesPerPixel == 4)
        }
    }

    @Test(arguments: DeviceProfile.builtIns.map(\.name))
    func everyBuiltInScenarioRunsUnderTheProfile(profile name: String) {
        RecordingContext().run {
            let profile = DeviceProfile.builtIn(named: name)!
            for scenario in Scenario.builtIns {
                let result = ScenarioRunner.priced(scenario.content == .rows ? scenario.lasting(0.5) : scenario, .lazyVStack, by: profile).run()
                #expect(!result.frames.isEmpty, "\(scenario.name) under \(name)")
                #expect(result.frames.allSatisfy { $0.refreshMilliHz == profile.refresh.milliHz })
            }
        }
    }
}
