import Foundation
import FrameProfAnalysis
import FrameProfImport
import FrameProfSession
import FrameProfSupport
import StackLab
import StackLabPricing
import StackLabScenarios

/// `calibrate`: records a scenario in the lab under a base profile, reads the team's Instruments export
/// of the same screen, matches view types by name, sets each matched type's body price from the phone's
/// per-update figures, writes the profile, and records again under it to show what moved.
public struct Calibration {
    /// The scenario, the one strategy the screen uses, and the base profile (`device`).
    public var request: RecordingRequest
    /// `xctrace export` files, or directories of them, of one recording.
    public var exports: [String]
    /// Where the calibrated profile is written (.yml).
    public var profilePath: String
    /// Where `calibration.md`, `calibration.json` and the lab's recordings go.
    public var reportDirectory: String

    /// A calibration of `request`'s scenario against `exports`.
    public init(request: RecordingRequest, exports: [String], profilePath: String, reportDirectory: String) {
        self.request = request
        self.exports = exports
        self.profilePath = profilePath
        self.reportDirectory = reportDirectory
    }

    /// Runs it; the report is written even when the fit cannot proceed, so its per-view figures can be
    /// read, and the error then says why.
    public func run() throws -> CalibrationReport {
        let base = request.device ?? DeviceProfile.defaultName
        guard let (profile, source) = try Self.baseProfile(base) else {
            throw SessionError(DeviceProfile.noBuiltIn(named: base) + " (or give a FILE.yml).", code: .usage)
        }
        let device = try deviceViews(refresh: profile.refresh.hertz)
        let before = try labViews(request, into: "lab-before")
        let matching = ViewMatching(device: device, lab: before.rows)
        var report = CalibrationReport(scenario: before.scenario, strategy: before.strategy, baseProfile: profile.name, profile: nil,
                                       exports: exports, bodies: [], deviceOnly: matching.deviceOnly.map(CalibrationReport.UnmatchedView.init),
                                       labOnly: matching.labOnly.map(CalibrationReport.UnmatchedView.init),
                                       framework: matching.framework.map(CalibrationReport.UnmatchedView.init), notes: [])
        guard !matching.matched.isEmpty else {
            report.notes.append("None of the export's \(device.count) view types is a view type the lab built, so no price can be set: the fit would have to guess. Record the scenario that shows the same screen, with the team's own cells, or check that the export's `swiftui-updates` table names the app's module.")
            try report.write(to: reportDirectory)
            throw SessionError("none of the export's \(device.count) view types matches one the lab built in '\(before.scenario)' (\(matching.labOnly.prefix(5).map(\.qualifiedName).joined(separator: ", "))); record a scenario of the same screen. The per-view figures are in \(reportDirectory)/calibration.md.", code: .invalidInput)
        }
        report.bodies = BodyPriceFit.fit(matching.matched, profile: profile)
        let name = ((profilePath as NSString).lastPathComponent as NSString).deletingPathExtension
        let exportName = exports.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        let text = ProfileWriter.write(base: source, name: name, source: "\(profile.name) with body prices of \(report.bodies.count) view types calibrated from \(exportName) by frameprof calibrate",
                                       bodies: report.bodies, exportName: exportName)
        // What is written must load as any profile does.
        _ = try DeviceProfile.parse(text, file: profilePath)
        do {
            try Data((text.hasSuffix("\n") ? text : text + "\n").utf8).write(to: URL(fileURLWithPath: profilePath))
        } catch {
            throw SessionError("cannot write \(profilePath): \(error.localizedDescription). Choose a writable --out.", code: .unwritable)
        }
        report.profile = name
        var after = request
        after.device = profilePath
        let afterViews = try labViews(after, into: "lab-after").rows
        for index in report.bodies.indices {
            let body = report.bodies[index]
            report.bodies[index].labAfterUs = afterViews.first { $0.qualifiedName == body.labView }.map { $0.stats.percentileNs(0.5) / 1000 }
        }
        report.notes += Self.notes(report)
        try report.write(to: reportDirectory)
        return report
    }

    /// The base profile and the text it was read from.
    static func baseProfile(_ reference: String) throws -> (DeviceProfile, String)? {
        if let profile = DeviceProfile.builtIn(named: reference), let source = DeviceProfile.builtInSource(named: reference) {
            return (profile, source)
        }
        guard let profile = try DeviceProfile.resolve(reference) else { return nil }
        return (profile, try String(contentsOfFile: reference, encoding: .utf8))
    }

    /// The export's per-view update figures; an export without them, or of another display rate, is an error.
    private func deviceViews(refresh: Double) throws -> [DurationRow] {
        let imported = try XCTraceImport.read(paths: exports, scenario: "device", toolVersion: ToolVersion.current)
        guard let device = imported.strategies.first(where: { $0.name == "device" }), !device.views.rows.isEmpty else {
            throw SessionError("\(exports.joined(separator: ", ")) has no SwiftUI updates table with view bodies (`swiftui-updates`); export it from the recording's SwiftUI instrument (xctrace export --input RUN.trace --xpath '//trace-toc/run/data/table[@schema=\"swiftui-updates\"]').", code: .invalidInput)
        }
        if let measured = imported.document.refreshHz, abs(measured - refresh) > refresh * 0.01 {
            throw SessionError("the export's display runs at \(NumberText.trimmed(measured, decimals: 2)) Hz and the profile at \(NumberText.trimmed(refresh, decimals: 2)) Hz; start from a profile of the phone's rate (--device).", code: .invalidInput)
        }
        return device.views.rows
    }

    /// The lab's body intervals per view type for `request`, recorded into `name` under the report directory.
    private func labViews(_ request: RecordingRequest, into name: String) throws -> (rows: [DurationRow], scenario: String, strategy: String) {
        let plan = try RecordingPlan(options: request)
        let report = try Recording(plan: plan, outputDirectory: reportDirectory + "/" + name).run()
        let strategy = report.strategies[0]
        return (strategy.views.rows, plan.scenario.name, strategy.name)
    }

    /// What the fit could not explain, in sentences.
    static func notes(_ report: CalibrationReport) -> [String] {
        var notes: [String] = []
        for body in report.bodies where body.clampedAtZero {
            notes.append("\(body.deviceView): the device's median update (\(CalibrationReport.number(body.deviceMedianUs)) µs) is less than the lab's output work for it alone; its price is held at 0, and the lab still prices it dearer than the phone.")
        }
        for body in report.bodies {
            if let ratio = body.ratioAfter, abs(ratio - 1) > 0.1 {
                notes.append("\(body.deviceView): after calibration the lab's median is \(String(format: "%.2f", ratio)) of the device's; its body's output differs between the lab's scenario and the phone's screen.")
            }
        }
        if !report.deviceOnly.isEmpty {
            notes.append("\(report.deviceOnly.count) of the export's view types are not in the lab's scenario (\(report.deviceOnly.prefix(5).map(\.view).joined(separator: ", "))); their prices stay the base profile's.")
        }
        notes.append("Only body prices are calibrated. The scales of row building, platform work per row, commit and render keep the base profile's prices: fitting them to the export's frames and hitches is not done yet.")
        return notes
    }
}
