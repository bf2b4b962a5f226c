import Foundation
import StackLabPricing
import FrameProfAnalysis

/// What a calibration found and set, as `calibration.json` and `calibration.md`: every device figure
/// with the lab before, the lab after and the lab with that figure left out, then what the fit could not
/// explain, in plain words.
public struct CalibrationReport: Sendable, Codable {
    /// One view type the export updated and the lab did not build, or the other way round.
    public struct UnmatchedView: Sendable, Codable, Equatable {
        /// `Module.Name`.
        public var view: String
        /// Updates (device) or body evaluations (lab).
        public var count: Int
        /// Median, µs.
        public var medianUs: Double

        init(_ row: DurationRow) {
            view = row.qualifiedName
            count = row.stats.count
            medianUs = (row.stats.percentileNs(0.5) / 10).rounded() / 100
        }
    }

    /// The scenario the lab recorded, and the strategy.
    public var scenario: String
    public var strategy: String
    /// The profile the fit started from, and the one it wrote (nil when it wrote none).
    public var baseProfile: String
    public var profile: String?
    /// The export files read.
    public var exports: [String]
    /// The scale of every price family the export measures.
    public var scales: [CalibratedScale]
    /// The body price of every matched view type.
    public var bodies: [CalibratedBody]
    /// The device's view types the lab never built; the lab's the export never updated; SwiftUI's own.
    public var deviceOnly: [UnmatchedView]
    public var labOnly: [UnmatchedView]
    public var framework: [UnmatchedView]
    /// Each other recording, predicted by the prices the first set.
    public var crossChecks: [CrossCheck] = []
    /// What the fit could not explain or did not do, as sentences.
    public var notes: [String]

    /// The report as Markdown.
    public var markdown: String {
        var md = "# Calibration of \(profile ?? "(no profile written)") from \(baseProfile)\n\n"
        md += "Scenario `\(scenario)` under \(strategy), fitted on \(exports[0])\(exports.count > 1 ? ", cross-checked on \(exports.dropFirst().joined(separator: ", "))" : ""). Lab times are modeled; device times are the export's.\n\n"
        if !scales.isEmpty {
            md += "## Price families\n\n"
            md += "| family | figure | samples | device (µs) | lab before (µs) | lab after (µs) | after ÷ device | left out (µs) | scale |\n"
            md += "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
            for scale in scales {
                let after = scale.afterRatio.map { Self.number($0 * scale.deviceUs) } ?? "—"
                let ratio = scale.afterRatio.map { String(format: "%.2f", $0) } ?? "—"
                md += "| \(scale.family.rawValue) | \(scale.figure), \(scale.source) | \(scale.samples) | \(Self.number(scale.deviceUs)) | \(Self.number(scale.labBeforeUs)) | \(after) | \(ratio) | \(Self.number(scale.labBeforeUs)) | × \(String(format: "%.4g", scale.scale))\(scale.bounded ? " (bound)" : "") |\n"
            }
            md += "\n"
        }
        if !bodies.isEmpty {
            md += "## Body prices per view type\n\n"
            md += "| device view | lab view | updates | device median (µs) | lab before (µs) | lab after (µs) | after ÷ device | left out (µs) | price (µs) |\n"
            md += "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n"
            for body in bodies {
                let after = body.labAfterUs.map(Self.number) ?? "—"
                let ratio = body.ratioAfter.map { String(format: "%.2f", $0) } ?? "—"
                md += "| \(body.deviceView) | \(body.labView) | \(body.samples) | \(Self.number(body.deviceMedianUs)) | \(Self.number(body.labBeforeUs)) | \(after) | \(ratio) | \(Self.number(body.labBeforeUs)) | \(Self.number(body.priceBeforeUs)) → \(Self.number(body.priceUs))\(body.outputFactor.map { ", output × \(Self.number($0))" } ?? "") |\n"
            }
            md += "\n*Left out* is the lab's figure with that view's figure out of the fit: no other figure sets a view's body price, so it is the lab before. *Output ×* marks a view the phone updates for less than the lab's output work for it alone: its price and its output's work are scaled together.\n\n"
        }
        for check in crossChecks {
            md += "## Cross-check: \(check.recording), predicted by the prices fitted on \(check.fittedOn)\n\n"
            md += "| device view | updates | device median (µs) | lab (µs) | lab ÷ device |\n| --- | ---: | ---: | ---: | ---: |\n"
            for row in check.rows {
                md += "| \(row.deviceView) | \(row.samples) | \(row.deviceMedianUs.map(Self.number) ?? "—") | \(row.labUs.map(Self.number) ?? "—") | \(row.ratio.map { String(format: "%.2f", $0) } ?? "—") |\n"
            }
            md += "\n"
        }
        md += Self.section("The export's view types the lab never built", deviceOnly, unit: "updates")
        md += Self.section("The lab's view types the export never updated", labOnly, unit: "bodies")
        md += Self.section("SwiftUI's own views (not priced per type)", framework, unit: "updates")
        if !notes.isEmpty { md += "## What the fit could not explain\n\n" + notes.map { "- \($0)\n" }.joined() + "\n" }
        return md
    }

    private static func section(_ title: String, _ views: [UnmatchedView], unit: String) -> String {
        guard !views.isEmpty else { return "" }
        var md = "## \(title)\n\n| view | \(unit) | median (µs) |\n| --- | ---: | ---: |\n"
        for view in views { md += "| \(view.view) | \(view.count) | \(number(view.medianUs)) |\n" }
        return md + "\n"
    }

    static func number(_ us: Double) -> String { String(format: "%.2f", us) }

    /// Writes `calibration.json` and `calibration.md` into `directory`.
    public func write(to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: directory + "/calibration.json"))
        try Data(markdown.utf8).write(to: URL(fileURLWithPath: directory + "/calibration.md"))
    }
}
