import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore
@testable import StackLabScenarios

/// Scenario files: every built-in parses; every mistake is reported with line, column and key.
@Suite struct ScenarioFileTests {
    private func error(_ yaml: String) -> String? {
        do {
            _ = try ScenarioFile.parse(yaml, file: "s.yml")
            return nil
        } catch {
            return "\(error)"
        }
    }

    private let valid = """
    name: mine
    rows: {count: 10, heights: 44}
    gesture:
      - drag: {velocity: 100, duration: 1}
    """

    @Test func everyBuiltInParsesUnderItsName() throws {
        #expect(Scenario.builtIns.count == 11)
        for (name, yaml) in BuiltInScenarios.sources {
            let scenario = try ScenarioFile.parse(yaml, file: name)
            #expect(scenario.name == name)
            #expect(!scenario.summary.isEmpty)
        }
        let scrub = try #require(Scenario.builtIn(named: "indicator-scrub"))
        #expect(scrub.duration == 30)
        #expect(try #require(Scenario.builtIn(named: "feed-uniform")).rows.rows(0..<4, seed: 0).map(\.height) == [200, 100, 100, 200])
    }

    @Test func aValidFileGivesTheScenario() throws {
        let scenario = try ScenarioFile.parse(valid + "\nrefresh: 60\nspacing: 4\npadding: {top: 2}\nstrategies: [list]", file: "s.yml")
        #expect(scenario.refresh.hertz == 60)
        #expect(scenario.spacing == 4)
        #expect(scenario.padding.top == 2)
        #expect(scenario.strategies == [.list])
        #expect(scenario.gesture == [.drag(velocity: 100, duration: 1)])
    }

    @Test func mistakesNameLineColumnAndKey() {
        #expect(error(valid + "\ncolour: red") == "s.yml:5:1: key 'colour': unknown key; expected one of name, summary, screen, refresh, spacing, padding, content, rows, strategies, gesture, duration, pagination, tick_hz, costs, device, open, transition")
        #expect(error("name: x\nrows: {count: ten, heights: 44}\ngesture: [{wait: {duration: 1}}]") == "s.yml:2:15: key 'rows.count': expected a row count from 1 to 10000000, found 'ten'")
        #expect(error("name: x\nrows: {count: 3, heights: {pattern: [10, -5]}}\ngesture: [{wait: {duration: 1}}]") == "s.yml:2:42: key 'rows.heights.pattern[1]': expected a positive height in points, found -5")
        #expect(error("name: x\nrows: {count: 3, heights: [10, 20]}\ngesture: [{wait: {duration: 1}}]") == "s.yml:2:27: key 'rows.heights': expected one height per row (3), found 2; use {pattern: [...]} to repeat")
        #expect(error(valid + "\nstrategies: [list, grid]") == "s.yml:5:20: key 'strategies[1]': expected one of vstack, lazy-vstack, list, optimized-vstack, found 'grid'")
        #expect(error("name: x\nrows: {count: 3, heights: 10}\ngesture:\n  - swipe: {velocity: 3}") == "s.yml:4:5: key 'gesture[0]': unknown step 'swipe'; expected one of drag, fling, scrub, jump, wait")
        #expect(error("name: x\nrows: {count: 3, heights: 10}\ngesture:\n  - fling: {velocity: 3, deceleration: slow}") == "s.yml:4:40: key 'gesture[0].fling.deceleration': expected one of normal, fast, found 'slow'")
        #expect(error("name: x\nrows: {count: 3, heights: 10}") == "s.yml:1:1: key 'gesture': missing: a rows scenario needs at least one gesture step")
        #expect(error("rows: {count: 3, heights: 10}") == "s.yml:1:1: missing key 'name'")
        #expect(error("name: [x\nrows: 1")?.hasPrefix("s.yml:2:") == true)
        #expect(error(valid + "\nname: again")?.contains("given twice") == true)
        #expect(error(valid + "\ntransition: {seconds: 1}") == "s.yml:5:13: key 'transition': a transition needs `open: push`: only a pushed screen slides in")
        #expect(error(valid + "\nopen: push\ntransition: {seconds: -1}") == "s.yml:6:23: key 'transition.seconds': expected a transition of 0 to 10 seconds, found -1")
    }

    @Test func aPushedScreenSlidesInForHalfASecondUnlessTheFileSaysOtherwise() throws {
        #expect(try ScenarioFile.parse(valid + "\nopen: push", file: "s.yml").pushTransitionSeconds == 0.5)
        #expect(try ScenarioFile.parse(valid + "\nopen: push\ntransition: {seconds: 0.8}", file: "s.yml").pushTransitionSeconds == 0.8)
    }

    @Test func seededDistributionsRepeatWithTheSeedAndDifferWithout() {
        let recipe = RowSet(count: 100, heights: .uniform(min: 40, max: 400))
        #expect(recipe.rows(0..<100, seed: 3) == recipe.rows(0..<100, seed: 3))
        #expect(recipe.rows(0..<100, seed: 3) != recipe.rows(0..<100, seed: 4))
        #expect(recipe.rows(0..<100, seed: 3).allSatisfy { (40...400).contains($0.height) && $0.height == $0.height.rounded() })
        // A page appended later continues the same sequence.
        #expect(Array(recipe.rows(0..<100, seed: 3)[60...]) == recipe.rows(60..<100, seed: 3))
    }

    @Test("A log-normal feed scaled to a device's logged extents reaches them exactly, paged or not")
    func totalsScaleTheDrawnHeights() throws {
        let scenario = try #require(Scenario.builtIn(named: "indicator-scrub"))
        let rows = scenario.rows.rows(0..<1000, seed: 7, spacing: scenario.spacing)
        // Row 646's top and the content's end, as the device's layout log printed them.
        let top646 = rows[..<646].reduce(0) { $0 + $1.height + scenario.spacing }
        let end = rows.reduce(0) { $0 + $1.height } + scenario.spacing * 999
        #expect(abs(top646 - 296_983.93) < 1e-6)
        #expect(abs(end - 324_831.93) < 1e-6)
        // Tall posts first, short ones after, and a spread an average cannot stand for.
        let tall = rows[..<646].map(\.height), short = rows[646...].map(\.height)
        #expect(tall.reduce(0, +) / 646 > 400 && short.reduce(0, +) / 354 < 80)
        #expect(tall.max()! > 3 * tall.min()!)
        // Another seed draws other heights to the same extents; a later page continues the same rows.
        let other = scenario.rows.rows(0..<1000, seed: 8, spacing: scenario.spacing)
        #expect(other.map(\.height) != rows.map(\.height))
        #expect(abs(other.reduce(0) { $0 + $1.height } + scenario.spacing * 999 - 324_831.93) < 1e-6)
        #expect(scenario.rows.rows(900..<1000, seed: 7, spacing: scenario.spacing) == Array(rows[900...]))
    }

    @Test func totalsMistakesNameTheKey() {
        let base = "name: x\ngesture: [{wait: {duration: 1}}]\nrows: {count: 10, heights: {lognormal: {mean: 50, cv: 0.5}}, totals: "
        #expect(error(base + "[{rows: 11, points: 100}]}") == "s.yml:3:78: key 'rows.totals[0].rows': expected a row count from 1 to the scenario's 10 rows, found 11")
        #expect(error(base + "[{rows: 5, points: 100}, {rows: 4, points: 200}]}") == "s.yml:3:95: key 'rows.totals[1]': expected more rows and points than the total before it (5 rows, 100.0 pt)")
        #expect(error("name: x\ngesture: [{wait: {duration: 1}}]\nrows: {count: 10, heights: {lognormal: {mean: 50}}}")
            == "s.yml:3:40: key 'rows.heights.lognormal': expected {mean: H, cv: C, min: H, max: H}")
    }

    @Test func durationStretchesTimedStepsOnly() {
        var scenario = Scenario(name: "d", summary: "", rows: RowSet(count: 10, heights: .constant(44)))
        scenario.gesture = [.drag(velocity: 100, duration: 2), .fling(velocity: 1000, deceleration: .fast), .wait(duration: 1)]
        let fling = ScrollPhysics.flingDuration(1000, .fast)
        let stretched = scenario.lasting(3 + fling + 3)
        #expect(stretched.gesture == [.drag(velocity: 100, duration: 4), .fling(velocity: 1000, deceleration: .fast), .wait(duration: 2)])
    }
}
