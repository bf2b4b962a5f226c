import Foundation
import Testing

/// A lab of a team's own (Tests/TestLab, built like a team's executable target) runs the whole
/// command line with its scenarios beside the built-ins: the same commands, outputs and exit codes as
/// `frameprof`, tables that name the team's types, budgets that limit them, and data-file mistakes
/// named by file, line and column.
@Suite("a lab of a team's own")
struct LabTests {
    private let directory = NSTemporaryDirectory() + "frameprof-lab-\(UUID().uuidString)"

    private func path(_ name: String) -> String {
        (directory as NSString).appendingPathComponent(name)
    }

    private func write(_ text: String, _ name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }

    private func lab(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, program: "TestLab", environment: environment, timeout: 300)
    }

    @Test func itListsItsScenariosAfterTheBuiltInsAndSharesEverythingElse() throws {
        let listed = try lab(["scenarios"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let names = listed.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names.suffix(7) == ["cards", "cards-from-file", "shared-models", "framed-cards", "trap-on-row-500", "photo-cards", "made-up-books"])
        #expect(names.contains("indicator-scrub"))
        let builtIn = try CLIRunner.run(["scenarios"])
        #expect(listed.stdout.hasPrefix(builtIn.stdout))
        // The rest of the command line is frameprof's own.
        let devices = try lab(["devices"]), frameprofDevices = try CLIRunner.run(["devices"])
        #expect(devices.stdout == frameprofDevices.stdout)
        let help = try lab(["gate", "--help"])
        let frameprofHelp = try CLIRunner.run(["gate", "--help"])
        // The same help, naming the program that runs.
        #expect(help.status == 0 && help.stdout == frameprofHelp.stdout.replacingOccurrences(of: "USAGE: frameprof", with: "USAGE: TestLab"))
        // A lab scenario is Swift, not YAML: asking for its YAML says so.
        let yaml = try lab(["scenarios", "--yaml", "cards"])
        #expect(yaml.status == 64)
    }

    @Test func madeUpRowsRecordEveryStrategyAndAValueNoLabCanMakeIsAnErrorBeforeAnythingRuns() throws {
        let out = path("books")
        let recorded = try lab(["record", "--scenario", "made-up-books", "--format", "json", "--out", out])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/summary.json"))) as? [String: Any]
        let strategies = summary?["strategies"] as? [String: [String: Any]] ?? [:]
        #expect(strategies.count == 4)
        for (name, entry) in strategies {
            let views = entry["body_evaluations_by_view"] as? [String: Int] ?? [:]
            #expect((views["TestLab.BookRow"] ?? 0) > 0, "\(name): \(views)")
            #expect(((entry["body_time_ms_by_view"] as? [String: Double])?["TestLab.BookRow"] ?? 0) > 0, "\(name)")
        }
        // Run through the plugin, its messages name the command the user typed.
        let broken = try lab(["record", "--scenario", "unmakeable", "--out", path("broken")],
                             environment: ["FRAMEPROF_TEST_LAB_UNMAKEABLE": "1", "FRAMEPROF_COMMAND": "swift package frameprof"])
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("swift package frameprof record: "), "\(broken.stderr)")
        #expect(broken.stderr.contains("making row 0 of 'unmakeable'") && broken.stderr.contains("cannot make a `Handle`"), "\(broken.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path("broken") + "/summary.json"))
    }

    @Test func itCompilesTheDeviceCommandsOnlyWithTheCalibrateTrait() throws {
        let help = try lab(["--help"])
        #expect(help.status == 0)
        // `bench` times the profiler, not a team's cells: no lab compiles it.
        let frameprofHelp = try CLIRunner.run(["--help"])
        #expect(!help.stdout.contains("bench") && frameprofHelp.stdout.contains("bench"))
        #expect(help.stdout.contains("calibrate") && help.stdout.contains("import"))
        let calibrate = try lab(["calibrate", "--scenario", "cards", "--export", "x.xml", "--profile", "p.yml", "--out", path("c")])
        #if Calibrate
        #expect(calibrate.status == 1 && calibrate.stderr.contains("x.xml"), "\(calibrate.stderr)")
        #else
        // Without the trait the lab says what to add, as a usage error, instead of "unknown subcommand".
        #expect(calibrate.status == 64)
        #expect(calibrate.stderr.hasPrefix("Error: TestLab was built without calibrate: a lab compiles the Instruments importers and the profile fit only with frameprof's Calibrate trait. Add `traits: [\"Calibrate\"]` to frameprof's `.package(…)` line in Package.swift"), "\(calibrate.stderr)")
        let imported = try lab(["import", "xctrace", "x.xml", "--out", path("i")])
        #expect(imported.status == 64 && imported.stderr.contains("TestLab was built without import"), "\(imported.stderr)")
        #endif
    }

    @Test func itRecordsEveryStrategyAndItsTablesNameTheTeamsTypes() throws {
        let out = path("cards")
        let result = try lab(["record", "--scenario", "cards", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        for strategy in ["vstack", "lazy-vstack", "list", "optimized-vstack"] {
            #expect(result.stdout.contains("\n\(strategy) "), "the terminal table has no \(strategy) row")
        }
        let views = try String(contentsOfFile: out + "/views.csv", encoding: .utf8)
        for strategy in ["vstack", "lazy-vstack", "list", "optimized-vstack"] {
            #expect(views.contains("\(strategy),TestLab,CardRow,"), "views.csv has no CardRow row for \(strategy)")
        }
        let page = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        #expect(page.contains("CardRow"))
        // The rows' heights came from laying the cell out: VStack's final content height is no multiple
        // of one height (rows of one to nine lines of detail, with and without a symbol).
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/summary.json"))) as! [String: Any]
        let strategies = summary["strategies"] as! [String: [String: Any]]
        let height = strategies["vstack"]!["final_content_height"] as! Double
        #expect(height > 300 * 44)
        #expect(strategies["list"]!["final_content_height"] as? Double != nil)
    }

    @Test func budgetsNameTheTeamsTypes() throws {
        func budgets(max: Int) throws -> String {
            try write("""
                version: 1
                budgets:
                  - scenario: cards
                    strategy: lazy-vstack
                    record: {clock: virtual, device: iphone-12}
                    limits:
                      body_evaluations_by_view.TestLab.CardRow: {max: \(max)}
                """, "budgets-\(max).yml")
        }
        let over = try lab(["gate", "--budgets", try budgets(max: 1), "--out", path("gate-over")])
        #expect(over.status == 2, "\(over.stderr)")
        #expect(over.stdout.contains("body_evaluations_by_view.TestLab.CardRow"))
        #expect(over.stdout.contains("FAIL"))
        let within = try lab(["gate", "--budgets", try budgets(max: 1_000_000), "--out", path("gate-within")])
        #expect(within.status == 0, "\(within.stdout)\(within.stderr)")
        // A first baseline for the lab's budgets, recorded as gate records.
        let baseline = try lab(["baseline", "update", "--budgets", try budgets(max: 1), "--recordings", path("baseline-recordings"),
                                "--out", path("baseline.json")])
        #expect(baseline.status == 0, "\(baseline.stderr)")
        #expect(baseline.stdout.contains("added cards (virtual clock, iphone-12"))
    }

    @Test func picturesNobodyRegisteredArePricedAtTheProfilesSizesAndReportedEverywhere() throws {
        let out = path("photos")
        let result = try lab(["record", "--scenario", "photo-cards", "--strategy", "lazy-vstack", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        // The terminal says so under its table: how many, the sizes the profile priced them at, the fix.
        let said = "images had no registered size; priced as photos of 1080×1080 px, icons of 25×25 pt. "
            + "Register each with LabImages.register(_:width:height:) or LabAssets.register(_:size:)."
        let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("lazy-vstack: ") }, "\(result.stdout)")
        #expect(line.hasSuffix(said), "\(line)")
        // summary.json counts them: the badge, and a photo for each card that came on screen.
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/summary.json"))
        let summary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strategies = try #require(summary["strategies"] as? [String: [String: Any]])
        let count = try #require(strategies["lazy-vstack"]?["unregistered_images"] as? Int)
        #expect(count > 5 && count <= 61, "\(count)")
        #expect(line.hasPrefix("lazy-vstack: \(count) images"), "\(line)")
        // The findings and the page name them too.
        let findings = try String(contentsOfFile: out + "/findings.csv", encoding: .utf8)
        #expect(findings.contains("unregistered-image"))
        let page = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        #expect(page.contains("\(count) images had no registered size; priced as photos of 1080×1080 px"))
    }

    @Test func rowsFromADataFileRecord() throws {
        let result = try lab(["record", "--scenario", "cards-from-file", "--strategy", "list", "--out", path("file")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: path("file/views.csv"), encoding: .utf8).contains("list,TestLab,CardRow,"))
    }

    @Test func aBrokenDataFileIsNamedWithLineAndColumnAndExitsOne() throws {
        let broken = try write("""
            [
              {"id": 0, "title": "A", "detail": "one", "symbol": null},
              {"id": 1, "title": 7, "detail": "two", "symbol": "bell"}
            ]
            """, "broken.json")
        let typed = try lab(["record", "--scenario", "cards-from-file", "--out", path("broken")], environment: ["FRAMEPROF_TEST_LAB_DATA": broken])
        #expect(typed.status == 1)
        #expect(typed.stderr == "TestLab record: \(broken):3:22: key '[1].title': expected a string, found a number\n")
        #expect(!FileManager.default.fileExists(atPath: path("broken/summary.json")))

        let cut = try write("[\n  {\"id\": 0, \"title\": \"A\",", "cut.json")
        let syntax = try lab(["record", "--scenario", "cards-from-file", "--out", path("cut")], environment: ["FRAMEPROF_TEST_LAB_DATA": cut])
        #expect(syntax.status == 1)
        #expect(syntax.stderr == "TestLab record: \(cut):2:26: expected a member name in quotes, but the file ends there (a cut-off file)\n")

        let missing = try lab(["record", "--scenario", "cards-from-file", "--out", path("missing")],
                              environment: ["FRAMEPROF_TEST_LAB_DATA": path("nowhere.json")])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("\(path("nowhere.json")): no such file"))
    }

    @Test func mistakesInDeclaringScenariosExitOne() throws {
        let duplicate = try lab(["scenarios"], environment: ["FRAMEPROF_TEST_LAB_DUPLICATE": "1"])
        #expect(duplicate.status == 1)
        #expect(duplicate.stderr == "TestLab: two scenarios are named 'indicator-scrub'; give each lab scenario a name of its own\n")
        let device = try lab(["scenarios"], environment: ["FRAMEPROF_TEST_LAB_DEVICE": "pixel-99"])
        #expect(device.status == 1)
        #expect(device.stderr.contains("names the device 'pixel-99', which is neither a built-in profile"))
    }
}

/// A team's long generic type names (a lab root around its screen, an `AsyncImage<…>`) fold to their
/// base name wherever people read them; the CSV keeps every name whole.
@Suite("type names people can read")
struct ReadableNameTests {
    private let directory = NSTemporaryDirectory() + "frameprof-names-\(UUID().uuidString)"

    @Test func theTablesThePageAndCompareFoldLongNamesAndTheCSVKeepsThem() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let a = directory + "/a", b = directory + "/b"
        for (out, seed) in [(a, "0"), (b, "1")] {
            let result = try CLIRunner.run(["record", "--scenario", "framed-cards", "--seed", seed, "--out", out], program: "TestLab", timeout: 300)
            try #require(result.status == 0, "\(result.stderr)")
        }
        // The CSV names the frame in full: its content's type is in the name.
        let csv = try String(contentsOfFile: a + "/views.csv", encoding: .utf8)
        let full = try #require(csv.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "\"Framed<") else { return nil }
            return "Framed<" + line[start.upperBound...].prefix { $0 != "\"" }
        }.first)
        #expect(full.count > 60, "\(full)")
        // The page shows it folded, with the full name in the tooltip; no table cell shows more than 60.
        let page = try String(contentsOfFile: a + "/report.html", encoding: .utf8)
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        #expect(page.contains("<span title=\"\(escaped(full))\">Framed&lt;…&gt;</span>"))
        #expect(!page.replacingOccurrences(of: "title=\"\(escaped(full))\"", with: "").contains("<td class=\"name\">\(escaped(full))"))
        // compare's metric column folds the type of a long per-view metric.
        let compare = try CLIRunner.run(["compare", a, b], program: "TestLab")
        #expect(compare.status == 0, "\(compare.stderr)")
        let metrics = compare.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("  metric") && !$0.hasPrefix("  (") }
        #expect(!metrics.isEmpty)
        for line in metrics {
            let metric = line.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) ?? ""
            #expect(metric.count <= 60 || !metric.contains("<") || metric.contains("<…>"), "\(metric)")
        }
        #expect(!compare.stdout.contains("Framed<TestLab"), "no long type name reaches compare's text whole")
    }
}
