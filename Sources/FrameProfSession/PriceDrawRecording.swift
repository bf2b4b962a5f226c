import Foundation
import FrameProfAnalysis
import FrameProfSupport
import StackLabPricing

/// `record --draws N`: the plan recorded N times more, each time with every price of its device profile
/// drawn within its range (seeded by the recording's seed, so the same seed gives the same draws), the
/// rows, the hand and the frame-to-frame variability as in the recording itself: what moves is only what
/// the prices' sources leave open. Each draw records every strategy side by side, as the recording does,
/// into a scratch folder removed as soon as its summaries are read.
struct PriceDrawRecording {
    /// The recording's plan.
    let plan: RecordingPlan
    /// Draws to record.
    let count: Int
    /// Where the draws' traces go while they are read.
    let scratch: String
    /// Where progress goes, or nil.
    let progress: ProgressLine?

    /// The profile whose prices `plan`'s draws move, or why it cannot have draws: checked before the
    /// recording, so the mistake costs no recording.
    static func drawnProfile(of plan: RecordingPlan) throws -> DeviceProfile {
        guard plan.time == .virtual, let profile = plan.profile else {
            throw SessionError("--draws draws the device profile's prices, which only the virtual clock has; drop --clock wall to use it.", code: .usage)
        }
        guard !profile.rangedParameters.isEmpty else {
            throw SessionError("The device profile '\(profile.name)' gives no price a range, so every draw would repeat the recording; "
                               + "add `ranges:` to it (docs/DEVICE-PROFILES.md, \"Ranges and draws\") or drop --draws.", code: .usage)
        }
        return profile
    }

    /// Records the draws and analyses them against `nominal`, the recording at the profile's prices.
    func run(nominal: Report) throws -> PriceDraws {
        let profile = try Self.drawnProfile(of: plan)
        let parameters = profile.rangedParameters
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var draws: [PriceDraws.Draw] = []
        for index in 1...count {
            let variation = PriceVariation.draw(index, seed: plan.seed)
            progress?.update(label: "price draws", done: Double(index - 1), total: Double(count))
            let summaries = try record(variation, into: "draw-\(index)")
            draws.append(PriceDraws.Draw(factors: parameters.map { profile.factor(of: $0, in: variation) }, summaries: summaries))
        }
        progress?.finish()
        let described = parameters.map { parameter -> PriceDraws.Parameter in
            let range = profile.ranges.range(of: parameter)
            return PriceDraws.Parameter(name: parameter.description, low: range.low, high: range.high, calibration: parameter.calibration)
        }
        return PriceDraws(seed: plan.seed, parameters: described, nominal: nominal.document.strategies, draws: draws)
    }

    /// Every strategy recorded once under `variation`, its summary by strategy name.
    private func record(_ variation: PriceVariation, into folder: String) throws -> [String: StrategySummary] {
        var request = plan.request
        request.prices = variation
        request.draws = 0
        request.runs = 1
        request.sampleHz = nil
        let directory = (scratch as NSString).appendingPathComponent(folder)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = try Recording(plan: try RecordingPlan(options: request), outputDirectory: directory).run()
        return Dictionary(uniqueKeysWithValues: report.strategies.map { ($0.name, $0.summary) })
    }
}
