import Foundation
import Testing

/// Replays `Fuzz/hostile/<reader>/` (written by Fuzz/make-hostile-corpus.py: numbers past 2^64, dates past
/// 2262, cut files, invalid UTF-8, deep nesting, alias bombs) through the CLI as a user would run it.
/// Every input ends with exit 0, 1 or 64 and, when it fails, a message; never a signal or a hang.
@Suite("hostile inputs through the CLI")
struct HostileInputTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let corpus = repository + "/Fuzz/hostile"

    static func inputs(_ reader: String) -> [String] {
        let dir = corpus + "/" + reader
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted().map { dir + "/" + $0 }
    }

    static let readers = ["oslog", "xctrace", "budgets", "scenario", "device", "summary", "trace"]

    /// The command that makes `reader` read `input`, writing into `out`.
    static func command(_ reader: String, _ input: String, out: String, budgets: String, summary: String) -> [String] {
        switch reader {
        case "oslog", "xctrace": ["import", reader, input, "--out", out]
        case "budgets": ["gate", "--budgets", input, "--summary", summary]
        case "summary": ["gate", "--budgets", budgets, "--summary", input]
        case "scenario": ["record", "--scenario", input, "--strategy", "vstack", "--duration", "0.2", "--out", out]
        case "device": ["record", "--scenario", "feed-1000", "--device", input, "--strategy", "vstack", "--duration", "0.2", "--out", out]
        default: ["report", input, "--out", out]
        }
    }

    @Test("Every hostile input exits 0, 1 or 64 with a message, never with a signal or a hang", arguments: readers)
    func replay(reader: String) throws {
        let inputs = Self.inputs(reader)
        #expect(inputs.count >= 3, "the corpus for \(reader) is missing; run Fuzz/make-hostile-corpus.py")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fp-hostile-\(reader)-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A plain budget and a real summary, so each command fails only on the input under test.
        let budgets = dir + "/budgets.yml"
        try "version: 1\nbudgets:\n  - scenario: device\n    limits:\n      hitches: {max: 1000000}\n".write(toFile: budgets, atomically: true, encoding: .utf8)
        let summary = dir + "/imported"
        let imported = try CLIRunner.run(["import", "xctrace", Self.repository + "/Tests/FrameProfImportTests/Fixtures/device.xml", "--out", summary])
        #expect(imported.status == 0, "\(imported.stderr)")
        let plain = try CLIRunner.run(["gate", "--budgets", budgets, "--summary", summary + "/summary.json"])
        #expect(plain.status == 0, "the plain budget and summary must pass, so a failure below is the input's: \(plain.stdout)\(plain.stderr)")
        for (index, input) in inputs.enumerated() {
            let name = (input as NSString).lastPathComponent
            let result = try CLIRunner.run(Self.command(reader, input, out: "\(dir)/out-\(index)", budgets: budgets, summary: summary + "/summary.json"),
                                           timeout: 60)
            #expect(!result.signaled, "\(reader)/\(name) killed frameprof with signal \(result.status): \(result.stderr.suffix(400))")
            #expect(!result.timedOut, "\(reader)/\(name) ran for over 60 s")
            #expect([0, 1, 64].contains(result.status), "\(reader)/\(name) exited \(result.status): \(result.stderr.suffix(400))")
            if result.status != 0 {
                #expect(result.stderr.contains("frameprof") || result.stderr.contains("Error:"), "\(reader)/\(name) failed without a message")
                #expect(!result.stderr.contains("Fatal error"), "\(reader)/\(name): \(result.stderr.suffix(400))")
            }
        }
    }
}
