import Foundation
import Testing
@testable import FrameProfLabSetup

/// init on real SwiftUI files from open-source apps (../shared/fixtures/swiftui-corpus, read there, never
/// copied): every file gets scenarios, or says why not. Scripts/corpus-check compiles and records them.
@Suite("Real SwiftUI files")
struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/fixtures/swiftui-corpus").standardized
    static let enabled = FileManager.default.fileExists(atPath: folder.path) || ProcessInfo.processInfo.environment["FRAMEPROF_REQUIRE_SHARED"] == "1"

    private func plan(_ name: String) throws -> LabPlan {
        let file = Self.folder.appendingPathComponent(name).path
        let declarations = try SourceReader.read(files: [file], configuration: .lab(packageModules: ["Corpus"]))
        var planner = CellPlanner(index: ModuleIndex(main: .init(name: "Corpus", declarations: declarations), dependencies: []))
        return planner.plan()
    }

    @Test("every file: scenarios, or every view left out with its reason", .enabled(if: enabled, "../shared/fixtures/swiftui-corpus is absent; FRAMEPROF_REQUIRE_SHARED=1 makes that a failure"))
    func everyFile() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count >= 17)
        var scenarios = 0
        for file in files {
            let plan = try plan(file)
            scenarios += plan.scenarios.count
            #expect(!plan.scenarios.isEmpty || !plan.skipped.isEmpty, "\(file): neither a scenario nor a reason")
            for skip in plan.skipped { #expect(!skip.reason.isEmpty, "\(file): \(skip.name) left out without a reason") }
        }
        #expect(scenarios >= 30)
    }

    @Test("shapes the corpus covers are made as they are declared", .enabled(if: enabled, "../shared/fixtures/swiftui-corpus is absent; FRAMEPROF_REQUIRE_SHARED=1 makes that a failure"))
    func shapes() throws {
        // A row with a closure property, an enumeration with associated values.
        let xcodes = try plan("Xcodes-InstallationStepRowView.swift")
        let step = try #require(xcodes.scenarios.first { $0.name == "installation-step-row-view-scrub" })
        #expect(step.call.arguments.map(\.label) == ["installationStep", "highlighted", "cancel"])
        #expect(step.call.arguments[2].value == .closure(arity: 0))
        // An @Observable @MainActor final class made by its initializer, a struct without id decoded.
        let applite = try plan("Applite-IconsAndWarnings.swift")
        #expect(applite.conformances.map(\.type).contains("CaskViewModel"))
        #expect(applite.conformances.map(\.type).contains("CaskRecord.WarningType"))
        // Private views are left out and say so; the internal ones get scenarios.
        let ghostty = try plan("Ghostty-CommandPalette.swift")
        #expect(ghostty.scenarios.map(\.name) == ["command-palette-view-scrub"])
        #expect(ghostty.skipped.filter { $0.reason.hasPrefix("it is private") }.count == 4)
        // A package-access class model gets a package witness.
        let pulse = try plan("Pulse-TimingView.swift")
        #expect(pulse.conformances.contains { $0.access == .package })
    }
}
