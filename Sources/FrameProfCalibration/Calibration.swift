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
    /// Recordings of the screen, each an `xctrace export` file or a directory of one recording's
    /// tables. The first sets the prices; each other one is predicted by them (the cross-check).
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
        let phone = try phoneRecording(exports[0], refresh: profile.refresh.hertz)
        let others = try exports.dropFirst().map { ($0, try phoneRecording($0, refresh: profile.refresh.hertz)) }
        let exportName = (exports[0] as NSString).lastPathComponent
        let before = try labRecording(request, into: "lab-before")
        let matching = ViewMatching(device: phone.views.rows, lab: before.analysis.views.rows)
        var report = CalibrationReport(scenario: before.scenario, strategy: before.analysis.name, baseProfile: profile.name, profile: nil,
                                       exports: exports, scales: [], bodies: [],
                                       deviceOnly: matching.deviceOnly.map(CalibrationReport.UnmatchedView.init),
                                       labOnly: matching.labOnly.map(CalibrationReport.UnmatchedView.init),
                                       framework: matching.framework.map(CalibrationReport.UnmatchedView.init), notes: [])
        guard !matching.matched.isEmpty else {
            report.notes.append("None of the export's \(phone.views.rows.count) view types is a view type the lab built, so no price can be set: the fit would have to guess. Record the scenario that shows the same screen, with the team's own cells, or check that the export's `swiftui-updates` table names the app's module.")
            try report.write(to: reportDirectory)
            throw SessionError("none of the export's \(phone.views.rows.count) view types matches one the lab built in '\(before.scenario)' (\(matching.labOnly.prefix(5).map(\.qualifiedName).joined(separator: ", "))); record a scenario of the same screen. The per-view figures are in \(reportDirectory)/calibration.md.", code: .invalidInput)
        }
        // The families first: node creation and text layout are part of what a body's output costs, so
        // body prices are fit under the scaled profile, against a recording made with it.
        report.scales = try Self.tableScales(phone: phone, lab: before, exportName: exportName)
        let scaled = ScaleFit.apply(report.scales, to: profile)
        let bodyBase = report.scales.isEmpty ? before : try labRecording(
            under: ProfileWriter.write(base: source, profile: profile, name: "scaled", source: "\(profile.name) with its price families scaled",
                                       scales: report.scales, bodies: [], exportName: exportName),
            at: reportDirectory + "/scaled.yml", into: "lab-scaled")
        let bodyMatching = ViewMatching(device: phone.views.rows, lab: bodyBase.analysis.views.rows)
        report.bodies = BodyPriceFit.fit(bodyMatching.matched, profile: scaled)
        // Last, the platform's work per hosted row, by the hitch time it leaves: the hitches depend on
        // everything else, so everything else is priced first.
        if hostsRows, let platform = try ScaleFit.platform(deviceHitchRatio: phone.summary.hitchTimeRatio,
                                                           labBefore: before.analysis.summary.hitchTimeRatio ?? 0, exportName: exportName,
                                                           hitchRatio: { factor in
            let trial = ProfileWriter.write(base: source, profile: profile, name: "trial", source: "a step of the platform scale's search",
                                            scales: report.scales + [ScaleFit.trial(.platform, factor)], bodies: report.bodies, exportName: exportName)
            return try labRecording(under: trial, at: reportDirectory + "/trial.yml", into: "lab-platform").analysis.summary.hitchTimeRatio ?? 0
        }) {
            report.scales.append(platform)
        }
        let name = ((profilePath as NSString).lastPathComponent as NSString).deletingPathExtension
        let described = "\(profile.name) with body prices of \(report.bodies.count) view types\(report.scales.isEmpty ? "" : " and \(report.scales.count) price families") calibrated from \(exportName) by frameprof calibrate"
        func recordAfter() throws -> LabRecording {
            try labRecording(under: ProfileWriter.write(base: source, profile: profile, name: name, source: described, scales: report.scales,
                                                        bodies: report.bodies, exportName: exportName),
                             at: profilePath, into: "lab-after")
        }
        var after = try recordAfter()
        // The render scale compares hitch frames, and a render's own length helps choose which frames
        // hitch: the lab under the fitted prices chooses its own, so the scale is corrected by what is
        // left between the two sides' hitch renders, until within 3 % (at most three corrections).
        for _ in 0..<3 {
            guard let index = report.scales.firstIndex(where: { $0.family == .render }),
                  let left = ScaleFit.render(device: phone.summary, lab: after.analysis.frames, exportName: exportName),
                  abs(left.deviceUs / left.labBeforeUs - 1) > 0.03 else { break }
            report.scales[index] = ScaleFit.corrected(report.scales[index], by: left.deviceUs / left.labBeforeUs)
            after = try recordAfter()
        }
        report.profile = name
        for index in report.bodies.indices {
            let body = report.bodies[index]
            report.bodies[index].labAfterUs = after.analysis.views.rows.first { $0.qualifiedName == body.labView }.map { $0.stats.percentileNs(0.5) / 1000 }
        }
        // The lab after, by the same estimator: what is left of each scale is the lab's miss.
        let refit = try Self.tableScales(phone: phone, lab: after, exportName: exportName)
        for index in report.scales.indices {
            let family = report.scales[index].family
            report.scales[index].afterRatio = family == .platform
                ? phone.summary.hitchTimeRatio.flatMap { $0 > 0 ? (after.analysis.summary.hitchTimeRatio ?? 0) / $0 : nil }
                : refit.first { $0.family == family }.map { $0.labBeforeUs / $0.deviceUs }
        }
        report.crossChecks = others.map { path, other in
            CrossCheck(recording: path, fittedOn: exports[0], bodies: report.bodies, phone: other, labAfter: after.analysis)
        }
        if others.isEmpty, let check = try halvesCheck(source: source, profile: profile, scaled: scaled, scales: report.scales,
                                                      lab: bodyBase.analysis, exportName: exportName) {
            report.crossChecks.append(check)
        }
        report.notes += Self.notes(report)
        try report.write(to: reportDirectory)
        return report
    }

    /// One export's own cross-check: its rows split into halves at the midpoint of the time they cover,
    /// body prices fitted on the first half alone (the family scales stay the whole export's), the lab
    /// recorded under them, and the second half predicted. Nil when a half has no matched view.
    private func halvesCheck(source: String, profile: DeviceProfile, scaled: DeviceProfile, scales: [CalibratedScale],
                             lab: StrategyAnalysis, exportName: String) throws -> CrossCheck? {
        guard let span = try XCTraceImport.read(paths: [exports[0]], scenario: "device", toolVersion: ToolVersion.current).spanNs,
              span.upperBound > span.lowerBound else { return nil }
        let middle = span.lowerBound + (span.upperBound - span.lowerBound) / 2
        func half(_ window: Range<UInt64>) throws -> StrategyAnalysis? {
            try XCTraceImport.read(paths: [exports[0]], scenario: "device", toolVersion: ToolVersion.current, window: window)
                .strategies.first { $0.name == "device" }
        }
        guard let first = try half(span.lowerBound..<middle), let second = try half(middle..<max(middle, span.upperBound &+ 1)) else { return nil }
        let bodies = BodyPriceFit.fit(ViewMatching(device: first.views.rows, lab: lab.views.rows).matched, profile: scaled)
        guard !bodies.isEmpty, !second.views.rows.isEmpty else { return nil }
        let half = ProfileWriter.write(base: source, profile: profile, name: "first-half", source: "\(profile.name) calibrated from the first half of \(exportName)",
                                       scales: scales, bodies: bodies, exportName: exportName + " (first half)")
        let labHalf = try labRecording(under: half, at: reportDirectory + "/first-half.yml", into: "lab-first-half")
        return CrossCheck(recording: "\(exportName), second half by time (body prices fitted on the first half)",
                          fittedOn: "the first half of \(exports[0]) (the family scales are the whole export's)", bodies: bodies, phone: second,
                          labAfter: labHalf.analysis)
    }

    /// Whether the strategy hosts rows in platform containers (List's cells, OptimizedVStack's hosting
    /// controllers), whose work the platform family prices.
    private var hostsRows: Bool {
        if case .only(let strategy) = request.strategy { return strategy == .list || strategy == .optimizedVStack }
        return false
    }

    /// The scales the export's tables set (row building from its layout updates, commit from its
    /// commits), measured against `lab`.
    private static func tableScales(phone: StrategyAnalysis, lab: LabRecording, exportName: String) throws -> [CalibratedScale] {
        [ScaleFit.rowBuilding(device: phone.measures.rows, lab: lab.analysis.measures.rows, exportName: exportName),
         ScaleFit.commit(device: commits(phone), lab: try lab.commits(), exportName: exportName),
         ScaleFit.render(device: phone.summary, lab: lab.analysis.frames, exportName: exportName)].compactMap { $0 }
    }

    /// Writes the profile `text` to `path`, after checking it loads as any profile does, and records the
    /// scenario under it into `name`.
    private func labRecording(under text: String, at path: String, into name: String) throws -> LabRecording {
        _ = try DeviceProfile.parse(text, file: path)
        do {
            try Data((text.hasSuffix("\n") ? text : text + "\n").utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw SessionError("cannot write \(path): \(error.localizedDescription). Choose a writable --profile or --out.", code: .unwritable)
        }
        var priced = request
        priced.device = path
        return try labRecording(priced, into: name)
    }

    /// The base profile and the text it was read from: a built-in's source, or the file's.
    static func baseProfile(_ reference: String) throws -> (DeviceProfile, String)? {
        guard let profile = try DeviceProfile.resolve(reference) else { return nil }
        return (profile, try DeviceProfile.builtInSource(named: reference) ?? String(contentsOfFile: reference, encoding: .utf8))
    }

    /// The export as one analysis: per-view updates, layout updates, commits. An export without view
    /// bodies, or of another display rate, is an error.
    private func phoneRecording(_ export: String, refresh: Double) throws -> StrategyAnalysis {
        try FileManager.default.createDirectory(atPath: reportDirectory, withIntermediateDirectories: true)
        let imported = try XCTraceImport.read(paths: [export], scenario: "device", toolVersion: ToolVersion.current)
        guard let device = imported.strategies.first(where: { $0.name == "device" }), !device.views.rows.isEmpty else {
            throw SessionError("\(export) has no SwiftUI updates table with view bodies (`swiftui-updates`); export it from the recording's SwiftUI instrument (xctrace export --input RUN.trace --xpath '//trace-toc/run/data/table[@schema=\"swiftui-updates\"]').", code: .invalidInput)
        }
        if let measured = imported.document.refreshHz, abs(measured - refresh) > refresh * 0.01 {
            throw SessionError("\(export): the phone's display runs at \(NumberText.trimmed(measured, decimals: 2)) Hz and the profile at \(NumberText.trimmed(refresh, decimals: 2)) Hz; start from a profile of the phone's rate (--device).", code: .invalidInput)
        }
        return device
    }

    /// The phone's commit durations: the frames an export with a commit table has, from each commit's
    /// start to its end.
    static func commits(_ phone: StrategyAnalysis) -> [UInt64] {
        guard phone.summary.frameDurationMs != nil else { return [] }
        return phone.frames.map { $0.frame.commitNs - $0.frame.startNs }
    }

    /// One recording of the lab: its analysis and the scenario's name, recorded into `name` under the
    /// report directory.
    struct LabRecording {
        var analysis: StrategyAnalysis
        var scenario: String

        /// Its commit intervals, from its trace.
        func commits() throws -> DurationStats {
            guard let path = analysis.tracePath else { return DurationStats() }
            return try LabCommits.durations(tracePath: path)
        }
    }

    private func labRecording(_ request: RecordingRequest, into name: String) throws -> LabRecording {
        let plan = try RecordingPlan(options: request)
        let report = try Recording(plan: plan, outputDirectory: reportDirectory + "/" + name).run()
        return LabRecording(analysis: report.strategies[0], scenario: plan.scenario.name)
    }

    /// What the fit could not explain, in sentences.
    static func notes(_ report: CalibrationReport) -> [String] {
        var notes: [String] = []
        let scaled = report.bodies.filter { $0.outputFactor != nil }
        if !scaled.isEmpty {
            let views = scaled.map { "\($0.deviceView) (\(CalibrationReport.number($0.deviceMedianUs)) µs against the lab's \(CalibrationReport.number($0.labBeforeUs)) µs: × \(CalibrationReport.number($0.outputFactor ?? 1)))" }
            notes.append("The device's median update of \(scaled.count == 1 ? "one view" : "\(scaled.count) views") is less than the lab's output work for it alone, so the phone makes and diffs that output more cheaply than the lab prices it: \(views.joined(separator: ", ")). Each one's own price and its output's work (`output_by_view`) are scaled together to the phone's median; one median cannot say how the phone's time splits between the two, so they keep the lab's proportion.")
        }
        for body in report.bodies {
            if let ratio = body.ratioAfter, abs(ratio - 1) > 0.1 {
                notes.append("\(body.deviceView): after calibration the lab's median is \(String(format: "%.2f", ratio)) of the device's; its body's output differs between the lab's scenario and the phone's screen.")
            }
        }
        if !report.deviceOnly.isEmpty {
            notes.append("\(report.deviceOnly.count) of the export's view types are not in the lab's scenario (\(report.deviceOnly.prefix(5).map(\.view).joined(separator: ", "))); their prices stay the base profile's.")
        }
        for scale in report.scales where scale.bounded {
            notes.append("The \(scale.family.rawValue) scale hit its bound (\(ScaleFit.bounds.lowerBound)–\(ScaleFit.bounds.upperBound)): the phone's \(scale.figure) is \(CalibrationReport.number(scale.deviceUs)) µs against the lab's \(CalibrationReport.number(scale.labBeforeUs)) µs, more than a phone's speed explains; the scenario may not be the exported screen.")
        }
        let fitted = Set(report.scales.map(\.family))
        for family in PriceFamily.allCases where !fitted.contains(family) {
            let why = switch family {
            case .rowBuilding: "the export has no `swiftui-layout-updates` with \(ScaleFit.minimumSamples) or more calls of a layout type the lab also measures"
            case .commit: "the export has no `coreanimation-commit-interval` with \(ScaleFit.minimumSamples) or more commits"
            case .platform: "it is fitted to the hitch time of a strategy that hosts rows (list, optimized-vstack), from an export with `hitches` and a table that measures its length"
            case .render: "the export has no `hitches-renders` with \(ScaleFit.minimumSamples) or more renders, or the lab's scenario hitches fewer times than that"
            }
            notes.append("The \(family.rawValue) prices keep the base profile's: \(why).")
        }
        if fitted.contains(.render) {
            notes.append("The render scale is fitted to the renders of hitch frames only, the only renders an export times one by one; the renders of frames on time are assumed to scale alike.")
        }
        return notes
    }
}
