@testable import FrameProf
import StackLabPricing
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// The remembered per-type charges answer only within the generation they were computed in: a new
/// price factor or profile must never be charged at the old one's prices.
@Suite struct TypeChargesTests {
    @Test func chargesAreAnsweredUntilForgotten() {
        var charges = TypeCharges()
        defer { charges.deallocate() }
        let cell = SignpostName("TypeChargesTests.Cell"), row = SignpostName("TypeChargesTests.Row")
        #expect(charges.nanoseconds(.measure, cell) == nil)
        charges.store(.init(body: 30, measure: 20, place: 10), for: cell)
        #expect(charges.nanoseconds(.body, cell) == 30)
        #expect(charges.nanoseconds(.measure, cell) == 20)
        #expect(charges.nanoseconds(.place, cell) == 10)
        #expect(charges.nanoseconds(.measure, row) == nil, "another type has none")
        charges.forgetAll()
        #expect(charges.nanoseconds(.measure, cell) == nil)
        charges.store(.init(body: 3, measure: 2, place: 1), for: cell)
        #expect(charges.nanoseconds(.measure, cell) == 2)
    }

    /// Ids beyond the first slots grow the table and keep what was stored below them.
    @Test func aLargeIdGrowsTheTable() {
        var charges = TypeCharges()
        defer { charges.deallocate() }
        let early = SignpostName("TypeChargesTests.Early")
        charges.store(.init(body: 1, measure: 2, place: 3), for: early)
        let late = SignpostName(id: early.id + 5_000)
        charges.store(.init(body: 4, measure: 5, place: 6), for: late)
        #expect(charges.nanoseconds(.place, early) == 3 && charges.nanoseconds(.place, late) == 6)
    }
}
