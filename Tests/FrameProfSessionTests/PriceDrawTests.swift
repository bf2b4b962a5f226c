import Foundation
import FrameProfAnalysis
import FrameProfSession
import StackLabPricing
import StackLabScenarios
import Testing

/// `record --draws`: bands that move exactly as far as the prices' ranges let them, and the same draws
/// for the same seed.
@Suite struct PriceDrawTests {
    /// A copy of the iphone-12 profile whose only range is `ranges`, written beside the test's scratch.
    private func profile(ranges: String, name: String) throws -> String {
        // The built-in profile's prices, without its own ranges (the last block of its file).
        let source = try #require(DeviceProfile.builtInSource(named: "iphone-12"))
        let base = String(source[..<(source.range(of: "# How far each price may be off")?.lowerBound ?? source.endIndex)])
        let path = NSTemporaryDirectory() + "frameprof-draws-\(name)-\(getpid()).yml"
        try (base + (ranges.isEmpty ? "" : "ranges:\n" + ranges)).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Draws of a 3 s indicator scrub under VStack and List, on threads.
    private func draws(ranges: String, name: String, seed: UInt64 = 7, count: Int = 8) throws -> PriceDraws {
        var request = RecordingRequest(scenario: "indicator-scrub")
        request.duration = 3
        request.device = try profile(ranges: ranges, name: name)
        request.strategy = .all
        request.seed = seed
        request.draws = count
        let out = NSTemporaryDirectory() + "frameprof-draws-out-\(name)-\(getpid())"
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: request.device ?? "")
        }
        let report = try Recording(plan: try RecordingPlan(options: request), outputDirectory: out).run(writing: [.json])
        return try #require(report.document.draws)
    }

    private func band(_ draws: PriceDraws, _ strategy: String, _ metric: String = "hitch_time_ratio_ms_per_s") -> PriceDraws.Band? {
        draws.bands.first { $0.strategy == strategy }?.byMetric[metric]
    }

    @Test func aPriceNoStrategyUsesGivesZeroWidthBandsAndWideningOneWidensOnlyWhatUsesIt() throws {
        // `hosting_configuration` is List's cell work: VStack never pays it.
        let narrow = try draws(ranges: "  hosting_configuration: [0.95, 1.05]\n", name: "narrow")
        let wide = try draws(ranges: "  hosting_configuration: [0.4, 2.5]\n", name: "wide")
        for result in [narrow, wide] {
            let vstack = try #require(band(result, "vstack"))
            #expect(vstack.low == vstack.high && vstack.low == vstack.nominal)
            let memory = try #require(band(result, "vstack", "peak_memory_bytes"))
            #expect(memory.low == memory.high)
        }
        let narrowList = try #require(band(narrow, "list"))
        let wideList = try #require(band(wide, "list"))
        #expect(wideList.high - wideList.low > narrowList.high - narrowList.low)
        #expect(wideList.high - wideList.low > 0)
        // The one price drawn is what List's spread hangs on.
        #expect(wide.sensitivity.first { $0.strategy == "list" }?.parameter == "hosting_configuration")
    }

    @Test func theSameSeedGivesTheSameBandsAndAnotherSeedOthers() throws {
        let ranges = "  node: [0.5, 2]\n  hosting_configuration: [0.5, 2]\n"
        let first = try draws(ranges: ranges, name: "seed-a")
        let again = try draws(ranges: ranges, name: "seed-b")
        #expect(first.json.serialized() == again.json.serialized())
        let other = try draws(ranges: ranges, name: "seed-c", seed: 8)
        #expect(first.json.serialized() != other.json.serialized())
        #expect(first.rankings.allSatisfy { $0.draws == 8 && (0...8).contains($0.holds) })
    }

    @Test func aProfileWithoutRangesCannotBeDrawnAndSaysWhatToAddBeforeRecording() throws {
        var request = RecordingRequest(scenario: "indicator-scrub")
        request.duration = 1
        request.device = try profile(ranges: "", name: "none")
        request.draws = 4
        let out = NSTemporaryDirectory() + "frameprof-draws-out-none-\(getpid())"
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: request.device ?? "")
        }
        #expect {
            _ = try Recording(plan: try RecordingPlan(options: request), outputDirectory: out).run(writing: [.json])
        } throws: { error in
            guard let failure = error as? SessionError else { return false }
            return failure.code == .usage && failure.description.contains("ranges:")
        }
        #expect(!FileManager.default.fileExists(atPath: out + "/summary.json"))
    }
}
