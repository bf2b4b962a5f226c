@_spi(Simulation) import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore
@testable import StackLabPricing
@testable import StackLabScenarios

/// List's cost per row that comes on screen: a fixed part per dequeue, and parts that grow with what the
/// row hosts (its views, kept by the cell's hosting view and measured again by self-sizing, and the
/// layers it draws).
@Suite struct ListHostingTests {
    /// The first frame's price ledger of a List of 100 rows of `cells`, on iphone-12 without variability.
    private func firstFrame(_ cells: CellKind) -> PriceLedger {
        RecordingContext().run {
            var profile = DeviceProfile.builtIn(named: "iphone-12")!
            profile.variability = 0
            VirtualClock.set(1_000_000_000)
            var scenario = Scenario(name: "list-hosting", summary: "", rows: RowSet(count: 100, heights: .constant(120), cells: [cells]))
            scenario.gesture = [.wait(duration: 0.001)]
            var runner = ScenarioRunner.priced(scenario, .list, by: profile)
            runner.keepsLedger = true
            return runner.run().ledger!
        }
    }

    @Test func aRowThatHostsMoreCostsMoreAndTheFixedPartIsTheSame() throws {
        let profile = try #require(DeviceProfile.builtIn(named: "iphone-12"))
        let text = firstFrame(.text), feed = firstFrame(.feed)
        /// Rows hosted, from the fixed part every dequeue pays once.
        func rows(_ ledger: PriceLedger) -> Double { (ledger.microseconds["hosting_configuration"] ?? 0) / profile.prices[.hostingConfiguration] }
        /// What hosting a row cost beyond the fixed part, µs a row.
        func growing(_ ledger: PriceLedger) -> Double {
            ["hosted_view", "hosted_layer", "self_sizing_per_view"].reduce(0.0) { $0 + (ledger.microseconds[$1] ?? 0) } / rows(ledger)
        }
        try #require(rows(text) >= 5 && rows(feed) >= 5, "the first frame hosts the rows on screen")
        // Every hosted row pays for at least its own view and one layer.
        #expect(growing(text) >= profile.prices[.hostedView] + profile.prices[.hostedLayer])
        // A feed row (thumbnail, title, badge, wrapping subtitle, actions) hosts several times the views
        // and layers of a one-text row.
        #expect(growing(feed) > 3 * growing(text), "feed \(growing(feed)) µs a row, text \(growing(text)) µs a row")
        // Views are counted whole, and a feed row hosts more than ten.
        let views = (feed.microseconds["hosted_view"] ?? 0) / profile.prices[.hostedView]
        #expect(abs(views - views.rounded()) < 1e-6 && views >= 10 * rows(feed), "\(views) views in \(rows(feed)) feed rows")
    }
}
