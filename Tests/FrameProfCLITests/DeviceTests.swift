import Foundation
import Testing

/// Device profiles from the command line: `devices`, `record --device`, what the summary and the reports
/// say about modeled times, the feed cells in the per-view table, and the modeled memory.
@Suite("frameprof devices and record --device")
struct DeviceTests {
    private func temporaryDirectory() -> String {
        NSTemporaryDirectory() + "frameprof-device-\(UUID().uuidString)"
    }

    private func summary(_ directory: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/summary.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("devices lists each profile with its display and where its prices come from; --yaml prints one")
    func devices() throws {
        let list = try CLIRunner.run(["devices"])
        #expect(list.status == 0)
        #expect(list.stdout.hasPrefix("iphone-12      60 Hz, double buffering — iPhone 12 (A14 Bionic), 60 Hz display (default)\n"))
        #expect(list.stdout.contains("iphone-15-pro  120 Hz, double buffering — iPhone 15 Pro (A17 Pro), 120 Hz ProMotion display\n"))
        #expect(list.stdout.contains("prices: iPhone 12 layout log, scrub and GeometryReader figures"))
        let yaml = try CLIRunner.run(["devices", "--yaml", "iphone-15-pro"])
        #expect(yaml.stdout.contains("allocation: 19.35             # (48.29 − 9.59) µs over the cell's two objects"))
        let unknown = try CLIRunner.run(["devices", "--yaml", "pixel-9"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("There is no built-in device profile named 'pixel-9'; the built-in ones are iphone-12, iphone-15-pro."))
    }

    @Test("record prices with the device's profile and display; the summary, CSVs, Markdown and page say the times are modeled")
    func recordWithADevice() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["record", "--scenario", "feed-1000", "--strategy", "lazy-vstack", "--device", "iphone-15-pro",
                                        "--duration", "0.5", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("feed-1000 at 120 Hz, double buffering, current hitch bands; times modeled for iPhone 15 Pro (A17 Pro), 120 Hz ProMotion display (device profile iphone-15-pro)\n"))
        let document = try summary(out)
        #expect(document["clock"] as? String == "virtual")
        #expect(document["device"] as? String == "iphone-15-pro")
        #expect(document["refresh_hz"] as? Double == 120)
        let strategies = try CSVReading.rows(out + "/strategies.csv")
        #expect(strategies[0].suffix(2) == ["times", "device"])
        #expect(strategies[1].suffix(2) == ["modeled", "iphone-15-pro"])
        let markdown = try String(contentsOfFile: out + "/report.md", encoding: .utf8)
        #expect(markdown.contains("virtual clock: times modeled for iPhone 15 Pro (A17 Pro), 120 Hz ProMotion display by the iphone-15-pro device profile, not measured"))
        let html = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        #expect(html.contains("times modeled for iPhone 15 Pro (A17 Pro), 120 Hz ProMotion display by the iphone-15-pro device profile"))
        // The feed row's views each have a body: the per-view table says which part of a row the time goes to.
        let views = try CSVReading.rows(out + "/views.csv").map { $0[2] }
        for view in ["FeedCell", "FeedThumbnail", "FeedTitle", "FeedBadge", "FeedSubtitle", "FeedActions"] {
            #expect(views.contains(view), "\(view) missing from views.csv")
        }
        // --refresh still wins over the device's display.
        let sixty = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: sixty) }
        _ = try CLIRunner.run(["record", "--scenario", "geometry-reader-feedback", "--strategy", "vstack", "--device", "iphone-15-pro",
                               "--refresh", "60", "--out", sixty])
        #expect(try summary(sixty)["refresh_hz"] as? Double == 60)
    }

    @Test("peak_memory_bytes is modeled and grows with the views a strategy keeps alive; the wall clock cannot tell it")
    func modeledMemory() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["record", "--scenario", "jump-to-row", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let strategies = try #require(try summary(out)["strategies"] as? [String: [String: Any]])
        func value(_ strategy: String, _ key: String) -> Double { (strategies[strategy]?[key] as? NSNumber)?.doubleValue ?? -1 }
        // VStack keeps every row's views alive; OptimizedVStack only the working area's.
        #expect(value("vstack", "peak_live_views") > 10 * value("optimized-vstack", "peak_live_views"))
        let extraViews = value("vstack", "peak_live_views") - value("optimized-vstack", "peak_live_views")
        // iphone-12 models 1,000 bytes a live view node.
        #expect(value("vstack", "peak_memory_bytes") - value("optimized-vstack", "peak_memory_bytes") >= extraViews * 900)
        #expect(value("lazy-vstack", "peak_memory_bytes") > value("optimized-vstack", "peak_memory_bytes"))
        let wall = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: wall) }
        _ = try CLIRunner.run(["record", "--scenario", "geometry-reader-feedback", "--strategy", "vstack", "--clock", "wall", "--out", wall])
        let document = try summary(wall)
        #expect(document["device"] is NSNull)
        #expect((document["strategies"] as? [String: [String: Any]])?["vstack"]?["peak_memory_bytes"] is NSNull)
    }

    @Test("On the device's rows, the indicator scrub's LazyVStack's passes over many rows make hitches of several frames, invalid passes and blank frames")
    func theDevicesFeedMakesLongHitches() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["record", "--scenario", "indicator-scrub", "--strategy", "lazy-vstack", "--duration", "10", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let lazy = try #require((try summary(out)["strategies"] as? [String: [String: Any]])?["lazy-vstack"])
        // Tall posts then short ones: the estimates are wrong, a pass measures rows until the viewport is
        // covered, and that frame misses as many vsyncs as its work needs.
        #expect(try #require(lazy["max_hitch_ms"] as? Double) > 3 * 1000 / 60.0)
        #expect(try #require(lazy["invalid_layout_passes"] as? Int) > 0)
        #expect(try #require(lazy["blank_frames"] as? Int) > 0)
        #expect(try #require(lazy["final_content_height"] as? Double) == 324_831.93)
    }

    @Test("screen-open pushes the list: first_frame_ms per strategy runs from the push to the list's first complete frame and carries the push")
    func screenOpen() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["record", "--scenario", "screen-open", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let strategies = try #require(try summary(out)["strategies"] as? [String: [String: Any]])
        #expect(Set(strategies.keys) == ["lazy-vstack", "list", "optimized-vstack"])
        let plain = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: plain) }
        // The same rows already on screen: the same first frame without the push.
        let scenario = plain + ".yml"
        defer { try? FileManager.default.removeItem(atPath: scenario) }
        let listed = try CLIRunner.run(["scenarios", "--yaml", "screen-open"])
        #expect(listed.status == 0)
        let yaml = listed.stdout
        // Without the push line the file below would be the same scenario and the comparison empty.
        try #require(yaml.contains("open: push\n") && yaml.contains("name: screen-open"))
        try yaml.replacingOccurrences(of: "open: push\n", with: "").replacingOccurrences(of: "transition: {seconds: 0.5}\n", with: "")
            .replacingOccurrences(of: "name: screen-open", with: "name: shown")
            .write(toFile: scenario, atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["record", "--scenario", scenario, "--out", plain]).status == 0)
        let shown = try #require(try summary(plain)["strategies"] as? [String: [String: Any]])
        for strategy in strategies.keys {
            let pushed = try #require(strategies[strategy]?["first_frame_ms"] as? Double)
            let already = try #require(shown[strategy]?["first_frame_ms"] as? Double)
            if strategy == "list" {
                // List prefetches cells while its first frame has time left, so the push's 2 ms come out of
                // the prefetch: the frame still ends within its interval either way.
                #expect(pushed < 1000 / 60.0 && already < 1000 / 60.0, "list: \(pushed) vs \(already) ms")
                continue
            }
            // The push (2 ms on iphone-12) and the screen's hosting controller (20 µs), give or take the
            // frame's ±10 % variability.
            #expect(pushed - already > 1.5 && pushed - already < 3, "\(strategy): \(pushed) vs \(already) ms")
        }
    }

    @Test("screen-open lasts until the push's transition ends: a longer transition lengthens screen_open_ms, and a render too slow for two screens hitches inside it")
    func screenOpenTransition() throws {
        let directory = temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let yaml = try CLIRunner.run(["scenarios", "--yaml", "screen-open"]).stdout
        try #require(yaml.contains("transition: {seconds: 0.5}\n"))
        func record(_ scenario: String, device: String? = nil, _ name: String) throws -> [String: Any] {
            let file = directory + "/\(name).yml"
            try scenario.write(toFile: file, atomically: true, encoding: .utf8)
            let out = directory + "/" + name
            let result = try CLIRunner.run(["record", "--scenario", file, "--strategy", "lazy-vstack", "--out", out] + (device.map { ["--device", $0] } ?? []))
            try #require(result.status == 0, "\(result.stderr)")
            // The terminal's table has a column for a pushed screen's opening, and only then.
            #expect(result.stdout.contains("screen open (ms)") == scenario.contains("open: push"))
            let strategies = try #require(try summary(out)["strategies"] as? [String: [String: Any]])
            return try #require(strategies["lazy-vstack"])
        }
        let interval = 1000 / 60.0
        let standard = try record(yaml, "standard")
        let first = try #require(standard["first_frame_ms"] as? Double)
        let opened = try #require(standard["screen_open_ms"] as? Double)
        // The push's frame, the 0.5 s transition from its commit, and the last frame's way to the display.
        #expect(opened > first + 500 && opened <= first + 500 + 3 * interval, "\(first) → \(opened) ms")
        #expect(try #require(standard["hitches"] as? Int) == 0)
        // A transition a second longer opens the screen a second later.
        let longer = try record(yaml.replacingOccurrences(of: "transition: {seconds: 0.5}", with: "transition: {seconds: 1.5}"), "longer")
        let openedLonger = try #require(longer["screen_open_ms"] as? Double)
        #expect(abs(openedLonger - opened - 1000) <= interval, "\(opened) → \(openedLonger) ms")
        // A render server that draws the list's 17 layers in time but not two screens' 34 (3 ms a frame and
        // 600 µs a layer: 13.2 ms against 23.4 ms, at 16.7 ms a frame) hitches in the transition's frames only.
        let profile = try #require(try CLIRunner.run(["devices", "--yaml", "iphone-12"]).stdout
            .replacingOccurrences(of: #"render_per_layer: 20 "#, with: "render_per_layer: 600 ", options: .regularExpression))
        try #require(profile.contains("render_per_layer: 600 "))
        let dearFile = directory + "/dear-render.yml"
        try profile.write(toFile: dearFile, atomically: true, encoding: .utf8)
        let dear = try record(yaml, device: dearFile, "dear")
        let hitches = try #require(dear["render_hitches"] as? Int)
        #expect(hitches > 10, "\(hitches) render hitches")
        #expect(try #require(dear["screen_open_ms"] as? Double) > opened, "a late last frame opens the screen later")
        // Already on screen, the same list draws one screen and never hitches.
        let shown = try record(yaml.replacingOccurrences(of: "open: push\n", with: "").replacingOccurrences(of: "transition: {seconds: 0.5}\n", with: ""), device: dearFile, "shown")
        #expect(try #require(shown["render_hitches"] as? Int) == 0)
        #expect(shown["screen_open_ms"] == nil)
    }

    @Test("a profile file with a mistake names file, line and key (exit 1); an unknown name or --device with --clock wall is a usage error (64)")
    func mistakes() throws {
        let directory = temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let yaml = try CLIRunner.run(["devices", "--yaml", "iphone-12"]).stdout
        let broken = directory + "/phone.yml"
        try yaml.replacingOccurrences(of: "  glyph: 0.0295 ", with: "  glyph: lots ").write(toFile: broken, atomically: true, encoding: .utf8)
        let bad = try CLIRunner.run(["record", "--scenario", "feed-1000", "--device", broken, "--out", directory + "/out"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("frameprof record: \(broken):32:10: key 'prices.glyph': expected a price of 0 or more microseconds, found 'lots'"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/out/summary.json"))
        let unknown = try CLIRunner.run(["record", "--scenario", "feed-1000", "--device", "pixel-9", "--out", directory + "/out"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("There is no built-in device profile named 'pixel-9'; the built-in ones are iphone-12, iphone-15-pro (or give a FILE.yml)."))
        let wall = try CLIRunner.run(["record", "--scenario", "feed-1000", "--device", "iphone-12", "--clock", "wall", "--out", directory + "/out"])
        #expect(wall.status == 64)
        #expect(wall.stderr.contains("--device iphone-12 prices the virtual clock"))
        // A scenario file may name its device (a built-in, or a profile file beside it).
        let scenario = directory + "/s.yml"
        try "name: mine\nrows: {count: 20, heights: 100}\ngesture: [{wait: {duration: 0.1}}]\ndevice: phone.yml\n"
            .write(toFile: scenario, atomically: true, encoding: .utf8)
        let named = try CLIRunner.run(["record", "--scenario", scenario, "--out", directory + "/out"])
        #expect(named.status == 1)
        #expect(named.stderr.contains("\(broken):32:10: key 'prices.glyph'"))
    }
}

/// Just enough CSV reading for the tests (no quoted commas in the cells they read).
enum CSVReading {
    static func rows(_ path: String) throws -> [[String]] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }
}
