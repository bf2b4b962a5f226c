import Foundation
import Testing

/// The gate's JUnit XML checked by a real consumer's schema: the Jenkins xUnit plugin's `junit-10.xsd`
/// in `../shared/fixtures/real/junit/`, with `xmllint` (Debian's libxml2-utils, which CI installs).
@Suite("gate JUnit XML against the Jenkins xUnit schema",
       .enabled(if: JUnitSchema.enabled, "needs ../shared/fixtures/real/junit and xmllint; FRAMEPROF_REQUIRE_SHARED=1 makes that a failure"))
struct JUnitSchemaTests {
    @Test("A gate with a failed, a skipped and a passed limit writes JUnit XML that the schema accepts")
    func validates() throws {
        let dir = NSTemporaryDirectory() + "frameprof-junit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FrameProfImportTests/Fixtures").path
        let imported = try CLIRunner.run(["import", "xctrace", fixtures + "/device.xml", "--out", dir + "/imported"])
        #expect(imported.status == 0, "\(imported.stderr)")
        // hitches fails (3 > 0), blank_frames is skipped (a device export cannot tell it), frames passes.
        try "version: 1\nbudgets:\n  - scenario: device\n    limits:\n      hitches: {max: 0}\n      blank_frames: {max: 0}\n      frames: {max: 100}\n"
            .write(toFile: dir + "/budgets.yml", atomically: true, encoding: .utf8)
        let gate = try CLIRunner.run(["gate", "--budgets", dir + "/budgets.yml", "--summary", dir + "/imported", "--junit", dir + "/junit.xml"])
        #expect(gate.status == 2, "\(gate.stdout)\(gate.stderr)")
        let junit = try String(contentsOfFile: dir + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<failure") && junit.contains("<skipped") && junit.contains("<system-out>"), "\(junit)")
        let lint = Process()
        lint.executableURL = URL(fileURLWithPath: try #require(JUnitSchema.xmllint, "xmllint is not installed (apt-get install -y libxml2-utils)"))
        lint.arguments = ["--noout", "--schema", JUnitSchema.schema, dir + "/junit.xml"]
        let err = Pipe()
        lint.standardError = err
        try lint.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        lint.waitUntilExit()
        #expect(lint.terminationStatus == 0, "xmllint rejected the gate's JUnit XML: \(message)")
    }
}

/// Where the schema and xmllint are.
enum JUnitSchema {
    static let environment = ProcessInfo.processInfo.environment
    static let schema: String = {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = environment["FRAMEPROF_SHARED"] ?? repo.deletingLastPathComponent().appendingPathComponent("shared").path
        return shared + "/fixtures/real/junit/junit-10.jenkins-xunit.xsd"
    }()
    static let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static var enabled: Bool {
        environment["FRAMEPROF_REQUIRE_SHARED"] == "1" || (FileManager.default.fileExists(atPath: schema) && xmllint != nil)
    }
}
