import Foundation
import Testing

/// The run history from the command line: `record --history`, `history list` and `history changes`.
@Suite("frameprof history")
struct HistoryTests {
    private let directory = NSTemporaryDirectory() + "frameprof-history-cli-\(UUID().uuidString)"

    /// A short LazyVStack drag, and the same with a feed row's title 2 ms dearer: a change a commit brings.
    private func scenarios() throws -> (plain: String, dearer: String) {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let base = "name: mine\nsummary: a short drag\nrows: {count: 200, heights: {pattern: [200, 100, 100]}, cells: [feed]}\ngesture:\n  - drag: {velocity: 3000, duration: 2}\n"
        try base.write(toFile: directory + "/plain.yml", atomically: true, encoding: .utf8)
        try (base + "costs:\n  FeedTitle: {body_us: 2000}\n").write(toFile: directory + "/dearer.yml", atomically: true, encoding: .utf8)
        return (directory + "/plain.yml", directory + "/dearer.yml")
    }

    private func record(_ scenario: String, commit: String, store: String? = nil, device: String? = nil,
                        environment: [String: String] = [:]) throws -> CLIRunner.Result {
        try CLIRunner.run(["record", "--scenario", scenario, "--strategy", "lazy-vstack", "--format", "json", "--out", directory + "/out-\(commit)",
                           "--commit", commit, "--branch", "main"] + (store.map { ["--history-store", $0] } ?? ["--history"])
                          + (device.map { ["--device", $0] } ?? []), environment: environment)
    }

    @Test("A profile re-calibrated under the same name is one series in the history; trend and changes show the step at the run it was re-priced, with its name")
    func profileStep() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (plain, _) = try scenarios()
        let yaml = try CLIRunner.run(["devices", "--yaml", "iphone-12"])
        #expect(yaml.status == 0)
        let ours = yaml.stdout.replacingOccurrences(of: "name: iphone-12", with: "name: our-phone")
        let first = directory + "/our-phone.yml", second = directory + "/our-phone-recalibrated.yml"
        try ours.write(toFile: first, atomically: true, encoding: .utf8)
        let recalibrated = ours.replacingOccurrences(of: "\n  body: 6.75 ", with: "\n  body: 20 ")
        #expect(recalibrated != ours)
        try recalibrated.write(toFile: second, atomically: true, encoding: .utf8)
        let store = directory + "/runs.sqlite"
        for (commit, device) in [("c1", first), ("c2", first), ("c3", second), ("c4", second)] {
            let result = try record(plain, commit: commit, store: store, device: device)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let summary = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/out-c3/summary.json"))) as? [String: Any])
        let digest = try #require(summary["device_prices"] as? String)
        #expect(summary["device"] as? String == "our-phone" && digest.count == 16)
        let changes = try CLIRunner.run(["history", "changes", "--history-store", store, "--metric", "frame_duration_ms.p95"])
        #expect(changes.status == 0)
        #expect(changes.stdout.contains("(virtual clock, our-phone, 60 Hz, double buffering, CPU ×1) · lazy-vstack · frame_duration_ms.p95: at c3 (main, run 3,"), "\(changes.stdout)")
        #expect(changes.stdout.contains("exact; the device profile our-phone was re-priced at this run (prices ") && changes.stdout.contains("→ \(digest))"),
                "\(changes.stdout)")
        let out = directory + "/trend"
        let trend = try CLIRunner.run(["history", "trend", "--history-store", store, "--metric", "frame_duration_ms.p95", "--out", out])
        #expect(trend.status == 0 && trend.stdout.hasPrefix("trend of frame_duration_ms.p95: 1 series, 4 points, 1 change point"), "\(trend.stdout)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/trend.json"))) as? [String: Any])
        let series = try #require((json["series"] as? [[String: Any]])?.first)
        let steps = try #require(series["profile_steps"] as? [[String: Any]])
        #expect(steps.count == 1 && steps[0]["commit"] as? String == "c3" && steps[0]["device"] as? String == "our-phone" && steps[0]["after"] as? String == digest)
        let html = try String(contentsOfFile: out + "/trend.html", encoding: .utf8)
        #expect(html.contains("class=\"profile-step\"") && html.contains("profile our-phone re-priced</text>") && html.contains("(profile re-priced)"))
        let list = try CLIRunner.run(["history", "list", "--history-store", store])
        #expect(list.stdout.contains("our-phone (\(digest.prefix(8)))"), "\(list.stdout)")
    }

    @Test("Runs stored by record are listed with their commits, and changes names the commit where hitch time rose")
    func storeListChanges() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (plain, dearer) = try scenarios()
        let store = directory + "/runs.sqlite"
        for commit in ["c1", "c2", "c3"] {
            let result = try record(plain, commit: commit, store: store)
            #expect(result.status == 0 && result.stdout.hasSuffix("history: 1 run stored in \(store)\n"), "\(result.stderr)")
        }
        for commit in ["c4", "c5"] { #expect(try record(dearer, commit: commit, store: store).status == 0) }
        let list = try CLIRunner.run(["history", "list", "--history-store", store])
        #expect(list.status == 0)
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.count == 6 && lines[0].hasPrefix("run  stored (UTC)"))
        #expect(lines.dropFirst().map { $0.split(separator: " ", omittingEmptySubsequences: true)[3] } == ["c1", "c2", "c3", "c4", "c5"])
        let changes = try CLIRunner.run(["history", "changes", "--history-store", store, "--metric", "hitch_time_ms"])
        #expect(changes.status == 0)
        #expect(changes.stdout.contains("mine (virtual clock, iphone-12, 60 Hz, double buffering, CPU ×1) · lazy-vstack · hitch_time_ms: at c4 (main, run 4,"),
                "\(changes.stdout)")
        #expect(changes.stdout.contains(": 0 → 16.667, exact"))
        // The last two runs are both after the change: nothing changed within them.
        let none = try CLIRunner.run(["history", "changes", "--history-store", store, "--last", "2"])
        #expect(none.stdout == "no change point in 2 runs\n", "\(none.stdout)")
        let filtered = try CLIRunner.run(["history", "list", "--history-store", store, "--branch", "other"])
        #expect(filtered.stdout == "no stored run matches\n")
    }

    @Test("--history stores where FRAMEPROF_HISTORY says; a missing or damaged store is an error after every output is written")
    func environmentAndErrors() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (plain, _) = try scenarios()
        let store = directory + "/env.sqlite"
        let stored = try record(plain, commit: "e1", environment: ["FRAMEPROF_HISTORY": store])
        #expect(stored.status == 0 && FileManager.default.fileExists(atPath: store), "\(stored.stderr)")
        let damaged = directory + "/damaged.sqlite"
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: damaged))
        let failed = try record(plain, commit: "e2", store: damaged)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("history store \(damaged): is not an SQLite database, or is damaged"), "\(failed.stderr)")
        #expect(failed.stderr.contains("The outputs in \(directory)/out-e2 are written; 1 run of mine was not stored."))
        #expect(FileManager.default.fileExists(atPath: directory + "/out-e2/summary.json"))
        let missing = try CLIRunner.run(["history", "list", "--history-store", directory + "/none.sqlite"])
        #expect(missing.status == 1 && missing.stderr.contains("does not exist; store runs first with `frameprof record --history`"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/none.sqlite"))
        let bad = try CLIRunner.run(["history", "list", "--history-store", store, "--since", "yesterday"])
        #expect(bad.status == 64 && bad.stderr.contains("--since takes a day as YYYY-MM-DD, not 'yesterday'."))
    }

    @Test("gate --baseline history:BRANCH judges against the branch's last stored runs: 0 within, 2 regressed, 5 with none stored")
    func gateAgainstHistory() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (plain, dearer) = try scenarios()
        let store = directory + "/runs.sqlite"
        for commit in ["c1", "c2", "c3"] { #expect(try record(plain, commit: commit, store: store).status == 0) }
        _ = try record(dearer, commit: "c4-topic", store: directory + "/elsewhere.sqlite")
        let budgets = directory + "/budgets.yml"
        try """
            version: 1
            budgets:
              - scenario: plain.yml
                strategy: lazy-vstack
                limits:
                  hitches: {max_increase: 0}
                  hitch_time_ms: {max_increase: 0}
            """.write(toFile: budgets, atomically: true, encoding: .utf8)
        func gate(_ summary: String, _ baseline: String) throws -> CLIRunner.Result {
            try CLIRunner.run(["gate", "--budgets", budgets, "--summary", summary, "--baseline", baseline, "--history-store", store,
                               "--baseline-runs", "2", "--markdown", directory + "/gate.md", "--junit", directory + "/junit.xml"])
        }
        let same = try gate(directory + "/out-c3", "history:main")
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        // The baseline is the last two recordings of main: it says which.
        #expect(same.stdout.contains("baseline: history \(store), branch main: mine: 2 runs (c2 … c3)"), "\(same.stdout)")
        let worse = try gate(directory + "/out-c4-topic", "history:main")
        #expect(worse.status == 2)
        #expect(worse.stdout.contains("FAIL: regressed +1"), "\(worse.stdout)")
        #expect(try String(contentsOfFile: directory + "/gate.md", encoding: .utf8).contains("baseline `history \(store), branch main: mine: 2 runs (c2 … c3)`"))
        #expect(try String(contentsOfFile: directory + "/junit.xml", encoding: .utf8)
            .contains("<property name=\"baseline\" value=\"history \(store), branch main: mine: 2 runs (c2 … c3)\"/>"))
        // Against a branch whose runs hitched more, the plain recording improved beyond its tolerance: exit 4.
        for commit in ["d1", "d2"] {
            #expect(try CLIRunner.run(["record", "--scenario", dearer, "--strategy", "lazy-vstack", "--format", "json", "--out", directory + "/out-\(commit)",
                                       "--commit", commit, "--branch", "dearer", "--history-store", store]).status == 0)
        }
        let better = try gate(directory + "/out-c3", "history:dearer")
        #expect(better.status == 4, "\(better.stdout)\(better.stderr)")
        #expect(better.stdout.contains("baseline: history \(store), branch dearer: mine: 2 runs (d1 … d2)"), "\(better.stdout)")
        let none = try gate(directory + "/out-c3", "history:release")
        #expect(none.status == 5)
        #expect(none.stderr.contains("the history \(store) has no run of branch release recorded as mine (virtual clock, iphone-12, 60 Hz, double buffering, CPU ×1) to compare with"), "\(none.stderr)")
    }

    @Test("history trend charts a metric per strategy: the step at its commit, the stored gate's budget line, points linked to commits, CSV and JSON")
    func trend() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (plain, dearer) = try scenarios()
        let store = directory + "/runs.sqlite"
        for commit in ["c1", "c2", "c3"] { #expect(try record(plain, commit: commit, store: store).status == 0) }
        for commit in ["c4", "c5"] { #expect(try record(dearer, commit: commit, store: store).status == 0) }
        let budgets = directory + "/budgets.yml"
        try "version: 1\nbudgets:\n  - scenario: plain.yml\n    limits:\n      hitch_time_ms: {max: 10}\n".write(toFile: budgets, atomically: true, encoding: .utf8)
        // The gate judges c5's recording and, with --history, stores it with its verdicts as commit c6.
        let gate = try CLIRunner.run(["gate", "--budgets", budgets, "--summary", directory + "/out-c5", "--history", "--history-store", store,
                                      "--commit", "c6", "--branch", "main"])
        #expect(gate.status == 2 && gate.stdout.contains("history: 1 run stored in \(store)"), "\(gate.stdout)\(gate.stderr)")
        let out = directory + "/trend"
        let result = try CLIRunner.run(["history", "trend", "--history-store", store, "--metric", "hitch_time_ms", "--out", out,
                                        "--commit-url", "https://example.test/app/commit/{commit}"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "trend of hitch_time_ms: 1 series, 6 points, 1 change point; wrote \(out)/trend.html, trend.csv, trend.json\n")
        let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/trend.json"))) as? [String: Any])
        let series = try #require((json["series"] as? [[String: Any]])?.first)
        #expect(series["strategy"] as? String == "lazy-vstack" && series["exact"] as? Bool == true)
        #expect((series["changes"] as? [[String: Any]])?.map { $0["commit"] as? String } == ["c4"])
        #expect((series["points"] as? [[String: Any]])?.compactMap { $0["verdict"] as? String } == ["fail"])
        #expect((series["budgets"] as? [[String: Any]])?.first?["value"] as? Double == 10)
        let csv = try String(contentsOfFile: out + "/trend.csv", encoding: .utf8).split(separator: "\r\n")
        #expect(csv.count == 7 && csv[0].hasPrefix("scenario,clock,device,device_prices,refresh_hz"))
        // c4's row: the value, no gate, and the exact change of +16.666667 found there (no p-value).
        #expect(csv[4].contains(",c4,main,") && csv[4].hasSuffix(",hitch_time_ms,16.666667,,,16.666667,"), "\(csv[4])")
        #expect(csv[6].contains(",c6,main,") && csv[6].hasSuffix(",hitch_time_ms,16.666667,fail,10,,"), "\(csv[6])")
        let html = try String(contentsOfFile: out + "/trend.html", encoding: .utf8)
        #expect(html.components(separatedBy: "<circle").count - 1 == 6)
        #expect(html.contains("href=\"https://example.test/app/commit/c4\"") && html.contains("budget ≤ 10") && html.contains("at c4</text>"))
        // Without a commit address a point links to its row in the page.
        let local = try CLIRunner.run(["history", "trend", "--history-store", store, "--out", out + "-local"])
        #expect(local.status == 0)
        let page = try String(contentsOfFile: out + "-local/trend.html", encoding: .utf8)
        #expect(page.contains("href=\"#run-1\"") && page.contains("<tr id=\"run-1\">"))
        let badURL = try CLIRunner.run(["history", "trend", "--history-store", store, "--out", out, "--commit-url", "https://example.test"])
        #expect(badURL.status == 64 && badURL.stderr.contains("--commit-url needs {commit}"))
        let typo = try CLIRunner.run(["history", "trend", "--history-store", store, "--out", out, "--metric", "hitch_tme_ms"])
        #expect(typo.status == 64 && typo.stderr.contains("'hitch_tme_ms' is none (did you mean hitch_time_ms"), "\(typo.stderr)")
    }

    @Test("A server URL's password is never printed")
    func passwordNeverPrinted() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (plain, _) = try scenarios()
        let result = try record(plain, commit: "p1", store: "postgres://ci:s3cr3t@127.0.0.1:1/perf")
        #expect(result.status == 1)
        #expect(result.stderr.contains("postgres://ci:***@127.0.0.1:1/perf"), "\(result.stderr)")
        #expect(!result.stderr.contains("s3cr3t") && !result.stdout.contains("s3cr3t"))
    }
}
