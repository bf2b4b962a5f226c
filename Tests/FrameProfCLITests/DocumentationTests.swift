import Foundation
import Testing

/// The README and the contract say what the tool does; these tests run what they say. Every shell
/// block the README marks `sh runnable` runs, in order, in one temporary directory; the table it shows
/// is what the main job prints; and the files `docs/CONTRACT.md` lists for `record` are the files a
/// default recording writes.
@Suite("documentation", .serialized)
struct DocumentationTests {
    /// The checkout this test file lives in.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fenced block of a Markdown file: its info string and lines.
    struct Block {
        var info: String
        var lines: [String]
        var heading: String
    }

    static func blocks(of file: String) throws -> [Block] {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        var blocks: [Block] = []
        var current: Block?
        var heading = ""
        for line in text.components(separatedBy: "\n") {
            if current == nil, line.hasPrefix("#") { heading = line }
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = Block(info: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), lines: [], heading: heading)
                }
                continue
            }
            current?.lines.append(line)
        }
        return blocks
    }

    /// Commands a README block may show without running them here: the test suite itself (CI runs
    /// it), what only a Mac has (Instruments' export, the unified log), and the example lab package's
    /// commands, which need that package built (CI's `Scripts/example-lab` records and gates it; the
    /// lab command-line tests run the same commands through `TestLab`), and a team's PostgreSQL server
    /// (the PostgreSQL history tests run the same commands against servers of their own).
    static let notRunHere = ["Scripts/test", "xcrun ", "log show ", "  --xpath", "for table", "done", "swift run -c release FeedLab ", "swift package ",
                             "FRAMEPROF_HISTORY='postgres://"]

    @Test("the README is a guide: under 300 lines, and every shell command in it runs")
    func readmeCommandsRun() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.components(separatedBy: "\n").count < 300)
        let blocks = try Self.blocks(of: "README.md")
        let runnable = blocks.filter { $0.info == "sh runnable" }
        #expect(runnable.count >= 6)
        // A shell block that is not run must hold only what cannot run here.
        for block in blocks where block.info == "sh" {
            for line in block.lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                #expect(Self.notRunHere.contains { line.hasPrefix($0) }, "README block under '\(block.heading)' shows a command no test runs: \(line)")
            }
        }
        let work = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("frameprof-readme-\(UUID().uuidString)")
        let bin = work.appendingPathComponent(".bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("frameprof"), withDestinationURL: CLIRunner.executable)
        // What the examples assume the reader has: an export from Instruments and a lazy stack's log.
        let fixtures = Self.root.appendingPathComponent("Tests/FrameProfImportTests/Fixtures")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("device.xml"), to: work.appendingPathComponent("hitches.xml"))
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("lazy-default.log"), to: work.appendingPathComponent("lazy.log"))
        for block in runnable {
            let script = block.lines.map { $0.replacingOccurrences(of: "Scripts/frameprof ", with: "frameprof ") }.joined(separator: "\n")
            let result = try Self.bash(script, in: work, path: bin.path)
            #expect(result.status == 0, "README block under '\(block.heading)' exited \(result.status):\n\(script)\n\(result.stderr.suffix(2000))")
        }
        // What the blocks say they make.
        for file in ["out/indicator-scrub/report.html", "out/jump/lazy-vstack/trace.fpt", "out/jump-again/report.md", "gate.md", "junit.xml",
                     "out/diff/compare.html", "out/device/summary.json", "out/device-log/report.html", "phone.yml", "out/my-phone/summary.json"] {
            #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent(file).path), "\(file)")
        }
    }

    @Test("the table the README shows is what the main job prints")
    func readmeTableIsTheMainJobs() throws {
        let shown = try #require(try Self.blocks(of: "README.md").first { $0.info.isEmpty && $0.lines.first?.hasPrefix("indicator-scrub at") == true })
        let out = NSTemporaryDirectory() + "frameprof-readme-table-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["record", "--scenario", "indicator-scrub", "--format", "json", "--out", out])
        #expect(result.status == 0)
        let printed = result.stdout.components(separatedBy: "\n").filter { !$0.hasPrefix("summary:") && !$0.hasPrefix("report:") && !$0.isEmpty }
        let trim = { (line: String) in line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        #expect(printed.map(trim) == shown.lines.map(trim).filter { !$0.isEmpty },
                "README.md's table differs from what `frameprof record --scenario indicator-scrub` prints now:\n\(printed.joined(separator: "\n"))")
    }

    @Test("docs/CONTRACT.md lists exactly the files a default recording writes")
    func contractListsWhatRecordWrites() throws {
        let blocks = try Self.blocks(of: "docs/CONTRACT.md").filter { $0.heading.hasPrefix("## What `record` writes") }
        #expect(blocks.count == 2)
        func paths(_ block: Block) -> Set<String> {
            Set(block.lines.compactMap { $0.split(separator: " ").first.map(String.init) }.filter { $0.hasPrefix("DIR/") }.map { String($0.dropFirst(4)) })
        }
        let always = paths(blocks[0]), sometimes = paths(blocks[1])
        let out = NSTemporaryDirectory() + "frameprof-contract-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["record", "--scenario", "jump-to-row", "--duration", "1", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let strategies = ["vstack", "lazy-vstack", "list", "optimized-vstack"]
        var written = Set<String>()
        for case let file as String in FileManager.default.enumerator(atPath: out) ?? FileManager.default.enumerator(atPath: "/")! {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: out + "/" + file, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let parts = file.split(separator: "/", maxSplits: 1).map(String.init)
            written.insert(parts.count == 2 && strategies.contains(parts[0]) ? "<strategy>/" + parts[1] : file)
        }
        // Every file listed as always written is written (per strategy, for every strategy)...
        for path in always {
            if path.hasPrefix("<strategy>/") {
                for strategy in strategies {
                    let file = out + "/" + path.replacingOccurrences(of: "<strategy>", with: strategy)
                    #expect(FileManager.default.fileExists(atPath: file), "CONTRACT.md says record writes \(path), but \(file) is missing")
                }
            } else {
                #expect(written.contains(path), "CONTRACT.md says record writes \(path) by default; it did not")
            }
        }
        // ...and every file written is listed.
        for path in written {
            #expect(always.contains(path) || sometimes.contains(path), "record wrote \(path), which CONTRACT.md does not list")
        }
    }

    static func bash(_ script: String, in directory: URL, path: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-euo", "pipefail", "-c", script]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
    }
}

extension DocumentationTests {
    @Test("docs/PERFORMANCE.md shows the figures of docs/bench.json, the benchmark's own output")
    func performanceFiguresAreTheBenchmarks() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("docs/bench.json"))
        let bench = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/PERFORMANCE.md"), encoding: .utf8)
        var checked = 0
        for line in text.components(separatedBy: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { continue }
            let key = String(cells[1].dropFirst().dropLast())
            let shown = String(cells[2].split(separator: " ").first ?? "")
            let value = try #require(bench[key] as? NSNumber, "PERFORMANCE.md shows `\(key)`, which bench.json does not have")
            #expect(Double(shown) == value.doubleValue, "PERFORMANCE.md shows \(key) = \(shown); bench.json says \(value)")
            checked += 1
        }
        #expect(checked >= 30)
    }
}
