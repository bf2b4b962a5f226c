import Foundation
import Testing
@testable import FrameProfLabSetup

/// init as the plugin runs it, on a package in a temporary folder: the files it writes, what it says,
/// and what it keeps when run again.
@Suite("init")
struct LabSetupTests {
    /// A package `Shelf` with a UI module and a models module, in a new folder.
    private func package() throws -> (root: URL, request: LabSetupRequest) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("frameprof-init-\(UUID().uuidString)")
        let ui = root.appendingPathComponent("Sources/ShelfUI")
        let models = root.appendingPathComponent("Sources/ShelfModels")
        try FileManager.default.createDirectory(at: ui, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try ManifestEditorTests.manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try CellPlannerTests.shelf.write(to: ui.appendingPathComponent("Shelf.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\nimport SwiftUI\nstruct Extra {}\n".write(to: ui.appendingPathComponent("Extra.swift"), atomically: true, encoding: .utf8)
        try "public struct Unused {}\n".write(to: models.appendingPathComponent("Unused.swift"), atomically: true, encoding: .utf8)
        let request = LabSetupRequest(
            packageDirectory: root.path, packageName: "Shelf", frameprofIdentity: "frameprof", cellsModule: nil, labName: nil, force: false,
            modules: [
                .init(name: "ShelfModels", directory: models.path, files: [models.appendingPathComponent("Unused.swift").path], dependencies: [], isLocal: true),
                .init(name: "ShelfUI", directory: ui.path, files: [ui.appendingPathComponent("Shelf.swift").path, ui.appendingPathComponent("Extra.swift").path],
                      dependencies: ["ShelfModels"], isLocal: true),
            ],
            command: "swift package frameprof")
        return (root, request)
    }

    @Test("writes the scenarios, main.swift and budgets, wires Package.swift, and says what it left out")
    func firstRun() throws {
        let (root, request) = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        var said: [String] = []
        try LabSetup(request: request).run { said.append($0) }
        let scenarios = try String(contentsOf: root.appendingPathComponent("Sources/ShelfUI/FrameProfLabScenarios.swift"), encoding: .utf8)
        #expect(scenarios.contains("public var shelfUILabScenarios"))
        let main = try String(contentsOf: root.appendingPathComponent("Sources/ShelfLab/main.swift"), encoding: .utf8)
        #expect(main.contains("FrameProfLab.main(shelfUILabScenarios)"))
        let budgets = try String(contentsOf: root.appendingPathComponent("budgets.yml"), encoding: .utf8)
        #expect(budgets.contains("body_evaluations_by_view.ShelfUI.ShelfRow: {max_increase_percent: 10}"))
        #expect(budgets.contains("body_time_ms_by_view.ShelfUI.ShelfRow"))
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".executableTarget(name: \"ShelfLab\""))
        let report = said.joined(separator: "\n")
        #expect(report.contains("shelf-row-scrub"))
        #expect(report.contains("ShelfScreen (Sources/ShelfUI/Shelf.swift:"))
        #expect(report.contains("warning: Sources/ShelfUI/Extra.swift imports UIKit"))
        #expect(report.contains("On macOS and iOS ShelfUI build as before"))
        #expect(report.contains(".build/release/ShelfLab gate"))
    }

    @Test("run again: unedited files are written anew, an edited one is kept, and budgets gain new scenarios")
    func secondRun() throws {
        let (root, request) = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        try LabSetup(request: request).run { _ in }
        let budgets = root.appendingPathComponent("budgets.yml")
        try ("# ours\n" + String(contentsOf: budgets, encoding: .utf8).replacingOccurrences(of: "shelf-tile-scrub", with: "old-tile-scrub"))
            .write(to: budgets, atomically: true, encoding: .utf8)
        var said: [String] = []
        try LabSetup(request: request).run { said.append($0) }
        let report = said.joined(separator: "\n")
        #expect(report.contains("Sources/ShelfUI/FrameProfLabScenarios.swift is already as init would write it"))
        #expect(report.contains("kept budgets.yml: init did not write it") || report.contains("kept budgets.yml: it was edited"))
        #expect(report.contains("added budgets for shelf-tile-scrub to budgets.yml"))
        #expect(report.contains("Package.swift already wires the lab"))
        #expect(try String(contentsOf: budgets, encoding: .utf8).contains("- scenario: shelf-tile-scrub"))
    }

    @Test("a module with no view it can make is an error listing every reason")
    func nothingToMake() throws {
        var (root, request) = try package()
        defer { try? FileManager.default.removeItem(at: root) }
        let pins = root.appendingPathComponent("Sources/ShelfUI/Shelf.swift")
        try "struct Pin: View {\n let location: CLLocationCoordinate2D\n var body: some View { EmptyView() }\n}\n".write(to: pins, atomically: true, encoding: .utf8)
        request.modules[1].files = [pins.path]
        #expect {
            try LabSetup(request: request).run { _ in }
        } throws: { error in
            "\(error)".contains("found no view in ShelfUI") && "\(error)".contains("Pin: `Pin.location` is a `CLLocationCoordinate2D`")
        }
    }
}
