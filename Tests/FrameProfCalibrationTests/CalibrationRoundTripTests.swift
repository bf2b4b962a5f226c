import Foundation
import Testing
@testable import FrameProfCalibration
import FrameProfSession
import StackLab
import StackLabPricing
import StackLabScenarios

/// `calibrate` recovers prices it was not told: a lab run under a hidden profile is written as an
/// Instruments export, and calibration from the stock profile must find the hidden body prices (within
/// 10 %) and the hidden scales of the price families (within 15 %).
@Suite struct CalibrationRoundTripTests {
    /// The feed's view types and the range their hidden prices are drawn from, µs.
    static let views = ["FeedCell", "FeedActions", "FeedBadge", "FeedThumbnail", "FeedTitle", "FeedSubtitle"]
    static let range = 8.0...60.0
    /// The range the hidden price families' scales are drawn from.
    static let scaleRange = 0.6...1.6

    private func temporaryDirectory() throws -> String {
        let dir = NSTemporaryDirectory() + "frameprof-calibrate-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The request both the hidden run and the calibration record: the scrub on the feed, LazyVStack.
    private func request(device: String) -> RecordingRequest {
        var request = RecordingRequest(scenario: "indicator-scrub")
        request.strategy = .only(.lazyVStack)
        request.device = device
        request.duration = 10
        return request
    }

    @Test(arguments: [UInt64(7), 1_234])
    func hiddenBodyPricesAndFamilyScalesAreRecovered(seed: UInt64) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The hidden profile: the stock one with each feed view's body price drawn at random.
        var random = SeededGenerator(seed: seed)
        let hidden = Self.views.map { view in
            (view, ((Self.range.lowerBound + (Self.range.upperBound - Self.range.lowerBound) * random.nextUnit()) * 1000).rounded() / 1000)
        }
        let bodies = hidden.map { view, price in
            CalibratedBody(deviceView: view, labView: view, key: view, samples: 0, deviceMedianUs: 0, deviceP25Us: 0, deviceP75Us: 0,
                           labBeforeUs: 0, priceBeforeUs: 0, priceUs: price, labAfterUs: nil)
        }
        // And the scales of the families a table measures, drawn at random (LazyVStack hosts no rows, so
        // the platform family is the other test's).
        let hiddenScales = [PriceFamily.rowBuilding, .commit].map { family in
            CalibratedScale(family: family, figure: "-", source: "-", samples: 0, deviceUs: 0, labBeforeUs: 0, afterRatio: nil,
                            scale: ((Self.scaleRange.lowerBound + (Self.scaleRange.upperBound - Self.scaleRange.lowerBound) * random.nextUnit()) * 1000).rounded() / 1000,
                            bounded: false)
        }
        let stockProfile = try #require(DeviceProfile.builtIn(named: "iphone-12"))
        let stock = try #require(DeviceProfile.builtInSource(named: "iphone-12"))
        let hiddenPath = dir + "/hidden.yml"
        try ProfileWriter.write(base: stock, profile: stockProfile, name: "hidden", source: "hidden", scales: hiddenScales, bodies: bodies, exportName: "-")
            .write(toFile: hiddenPath, atomically: true, encoding: .utf8)
        let phone = try Recording(plan: RecordingPlan(options: request(device: hiddenPath)), outputDirectory: dir + "/phone").run()
        let trace = try #require(phone.strategies[0].tracePath)
        let export = dir + "/export"
        try FileManager.default.createDirectory(atPath: export, withIntermediateDirectories: true)
        let updates = try InstrumentsExport.write(from: trace, into: export, noise: 0.1, seed: seed)
        #expect(updates > 500)

        // A second recording of the same run whose every update took twice as long: fitted on the first,
        // the lab predicts half of each of its medians.
        let slower = dir + "/slower"
        try FileManager.default.createDirectory(atPath: slower, withIntermediateDirectories: true)
        try InstrumentsExport.write(from: trace, into: slower, noise: 0.1, seed: seed, bodyFactor: 2)

        let report = try Calibration(request: request(device: "iphone-12"), exports: [export, slower],
                                     profilePath: dir + "/ours.yml", reportDirectory: dir + "/calibration").run()
        let check = try #require(report.crossChecks.first)
        #expect(check.recording == slower && check.rows.count == report.bodies.count)
        for row in check.rows {
            let ratio = try #require(row.ratio, "\(row.deviceView) has no cross-check")
            #expect(abs(ratio - 0.5) < 0.03, "\(row.deviceView): the lab predicts \(ratio) of the slower recording")
        }
        for hidden in hiddenScales {
            let found = try #require(report.scales.first { $0.family == hidden.family }, "no \(hidden.family.rawValue) scale was fitted")
            #expect(abs(found.scale - hidden.scale) <= 0.15 * hidden.scale, "\(hidden.family.rawValue): hidden × \(hidden.scale), fitted × \(found.scale)")
        }
        for (view, price) in hidden {
            let found = try #require(report.bodies.first { $0.key == view }, "\(view) was not matched")
            #expect(abs(found.priceUs - price) <= 0.1 * price, "\(view): hidden \(price) µs, calibrated \(found.priceUs) µs")
            let after = try #require(found.ratioAfter)
            #expect(abs(after - 1) < 0.1, "\(view): the lab's median after is \(after) of the device's")
        }
        // The profile it wrote loads, names its source, and prices the views as found.
        let written = try DeviceProfile.load(path: dir + "/ours.yml")
        #expect(written.name == "ours")
        for body in report.bodies { #expect(written.prices.bodyByView[body.key] == body.priceUs) }
        // What it measured, it narrows: a view's body price to its median's interval, a fitted family to ±10 %.
        let stockBody = stockProfile.ranges.range(of: .key(.body))
        for body in report.bodies {
            let range = written.ranges.range(of: .bodyOfView(body.key))
            #expect(range.low <= 1 && range.high >= 1 && range.high - range.low < stockBody.high - stockBody.low, "\(body.key): \(range)")
        }
        for scale in report.scales {
            for key in scale.family.keys { #expect(written.ranges.range(of: .key(key)) == PriceRange(low: 0.9, high: 1.1), "\(key)") }
        }
        let text = try String(contentsOfFile: dir + "/ours.yml", encoding: .utf8)
        #expect(text.contains("# calibrated: ") && text.contains("updates of StackLab.FeedCell in export, median"))
        #expect(FileManager.default.fileExists(atPath: dir + "/calibration/calibration.md"))
    }

    @Test func aHiddenScaleOfListsPlatformWorkIsRecoveredFromTheHitchTime() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let stockProfile = try #require(DeviceProfile.builtIn(named: "iphone-12"))
        let stock = try #require(DeviceProfile.builtInSource(named: "iphone-12"))
        // The render server's scale is hidden too, and found first, from the renders of the hitch frames.
        for (hidden, render) in [(0.7, 1.3), (1.4, 0.8)] {
            let hiddenPath = dir + "/hidden-\(hidden).yml"
            try ProfileWriter.write(base: stock, profile: stockProfile, name: "hidden", source: "hidden",
                                    scales: [ScaleFit.trial(.platform, hidden), ScaleFit.trial(.render, render)],
                                    bodies: [], exportName: "-")
                .write(toFile: hiddenPath, atomically: true, encoding: .utf8)
            var phoneRequest = request(device: hiddenPath)
            phoneRequest.strategy = .only(.list)
            let phone = try Recording(plan: RecordingPlan(options: phoneRequest), outputDirectory: dir + "/phone-\(hidden)").run()
            let export = dir + "/export-\(hidden)"
            try FileManager.default.createDirectory(atPath: export, withIntermediateDirectories: true)
            try InstrumentsExport.write(from: try #require(phone.strategies[0].tracePath), into: export, noise: 0.1, seed: 3)
            var ours = request(device: "iphone-12")
            ours.strategy = .only(.list)
            let report = try Calibration(request: ours, exports: [export], profilePath: dir + "/ours-\(hidden).yml",
                                         reportDirectory: dir + "/calibration-\(hidden)").run()
            let found = try #require(report.scales.first { $0.family == .platform }, "no platform scale was fitted")
            #expect(abs(found.scale - hidden) <= 0.15 * hidden, "hidden × \(hidden), fitted × \(found.scale)")
            let renderScale = try #require(report.scales.first { $0.family == .render }, "no render scale was fitted")
            #expect(abs(renderScale.scale - render) <= 0.15 * render, "render: hidden × \(render), fitted × \(renderScale.scale)")
            // One export is its own cross-check: body prices fitted on its first half predict its second.
            let halves = try #require(report.crossChecks.first, "one export gave no cross-check of its halves")
            #expect(report.crossChecks.count == 1 && halves.recording == "export-\(hidden), second half by time (body prices fitted on the first half)")
            // The root updates once, at the start: the second half has none of it to predict.
            #expect(halves.rows.filter { $0.samples > 0 }.count == 6)
            for row in halves.rows where row.deviceView.hasPrefix("StackLab.Feed") {
                let ratio = try #require(row.ratio, "\(row.deviceView) has no second-half figure")
                #expect(abs(ratio - 1) < 0.15, "\(row.deviceView): fitted on the first half, the lab predicts \(ratio) of the second")
            }
        }
    }

    /// A phone that updates every view in a quarter of the lab's time, less than the lab's output work
    /// for most of them alone: the fit scales those views' output work (`output_by_view`) with their own
    /// price, and the lab under the written profile matches the export's medians within 15 %, its second
    /// half too when fitted on its first.
    @Test func aPhoneCheaperThanTheLabsOutputMovesTheOutputWork() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let stockRun = try Recording(plan: RecordingPlan(options: request(device: "iphone-12")), outputDirectory: dir + "/stock").run()
        let export = dir + "/export"
        try FileManager.default.createDirectory(atPath: export, withIntermediateDirectories: true)
        try InstrumentsExport.write(from: try #require(stockRun.strategies[0].tracePath), into: export, noise: 0.1, seed: 11, bodyFactor: 0.25)
        let report = try Calibration(request: request(device: "iphone-12"), exports: [export], profilePath: dir + "/ours.yml",
                                     reportDirectory: dir + "/calibration").run()
        let scaled = report.bodies.filter { $0.outputFactor != nil }
        #expect(!scaled.isEmpty, "no view's output work was scaled")
        for body in scaled {
            #expect(body.priceUs > 0, "\(body.key): the price \(body.priceUs) µs")
            let factor = try #require(body.outputFactor)
            #expect(factor > 0.15 && factor < 0.4, "\(body.key): output × \(factor) for a phone at a quarter of the lab")
        }
        for body in report.bodies where body.key.hasPrefix("Feed") {
            let after = try #require(body.ratioAfter, "\(body.key) has no figure after")
            #expect(abs(after - 1) < 0.15, "\(body.key): the lab's median after is \(after) of the device's")
        }
        let written = try DeviceProfile.load(path: dir + "/ours.yml")
        for body in scaled { #expect(written.prices.outputByView[body.key] == body.outputFactor) }
        let halves = try #require(report.crossChecks.first, "one export gave no cross-check of its halves")
        for row in halves.rows where row.deviceView.hasPrefix("StackLab.Feed") {
            let ratio = try #require(row.ratio, "\(row.deviceView) has no second-half figure")
            #expect(abs(ratio - 1) < 0.15, "\(row.deviceView): fitted on the first half, the lab predicts \(ratio) of the second")
        }
        let markdown = try String(contentsOfFile: dir + "/calibration/calibration.md", encoding: .utf8)
        #expect(markdown.contains("output × ") && markdown.contains("scaled together to the phone's median"))
    }
}
