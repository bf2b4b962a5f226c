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
        #expect(charges.entry(for: cell)?[.measure] == nil)
        charges.store(.init(body: 30, measure: 20, place: 10, operationFactor: 1), for: cell)
        #expect(charges.entry(for: cell)?[.body] == 30)
        #expect(charges.entry(for: cell)?[.measure] == 20)
        #expect(charges.entry(for: cell)?[.place] == 10)
        #expect(charges.entry(for: row)?[.measure] == nil, "another type has none")
        charges.forgetAll()
        #expect(charges.entry(for: cell)?[.measure] == nil)
        charges.store(.init(body: 3, measure: 2, place: 1, operationFactor: 1), for: cell)
        #expect(charges.entry(for: cell)?[.measure] == 2)
        charges.store(.init(body: 3, measure: 2, place: 1, operationFactor: 0.25), for: row)
        #expect(charges.entry(for: row)?.operationFactor == 0.25, "a view's output factor is kept with its charges")
    }

    /// Ids beyond the first slots grow the table and keep what was stored below them.
    @Test func aLargeIdGrowsTheTable() {
        var charges = TypeCharges()
        defer { charges.deallocate() }
        let early = SignpostName("TypeChargesTests.Early")
        charges.store(.init(body: 1, measure: 2, place: 3, operationFactor: 1), for: early)
        let late = SignpostName(id: early.id + 5_000)
        charges.store(.init(body: 4, measure: 5, place: 6, operationFactor: 1), for: late)
        #expect(charges.entry(for: early)?[.place] == 3 && charges.entry(for: late)?[.place] == 6)
    }
}
