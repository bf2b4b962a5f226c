import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A plan must answer what a `Mirror` answers, field for field: the causes name fields by these bits,
/// and a wrong "equal" would skip a body that SwiftUI runs.
@Suite struct InputPlanTests {
    final class Model {}
    struct Plain: Equatable { var title: String; var count: Int; var ratio: Double; var note: String? }
    struct IgnoresNote: Equatable {
        var title: String
        var note: String
        static func == (a: Self, b: Self) -> Bool { a.title == b.title }
    }
    struct Mixed {
        var title: String
        @State var expanded = false
        var action: () -> Void
        var pair: (Int, Int)
        var size: Size?
        var tags: [String]
    }
    struct WithReference { var model: Model; var count: Int }
    struct WithWeak { weak var model: Model?; var count: Int }
    struct WithExistential { var value: Any; var count: Int }
    struct WithOptionalExistential { var value: (any Equatable)?; var count: Int }

    /// The difference through a fresh plan and through a `Mirror`, which must agree.
    private func both(_ old: Any, _ new: Any) -> (plan: UInt64, mirror: UInt64) {
        (InputComparison.difference(old, new, plans: InputPlans()), InputComparison.difference(old, new))
    }

    @Test func equatableValuesCompareWithTheirOwnEqualsAndNameTheFieldsThatDiffer() {
        let a = Plain(title: "a", count: 1, ratio: 0.5, note: nil)
        var b = a
        #expect(both(a, b) == (0, 0))
        b.count = 2
        b.note = "x"
        #expect(both(a, b) == (0b1010, 0b1010))
        // A custom == that ignores a field: equal is equal; different but no field to blame is all ones.
        #expect(both(IgnoresNote(title: "a", note: "x"), IgnoresNote(title: "a", note: "y")) == (0, 0))
        #expect(both(IgnoresNote(title: "a", note: "x"), IgnoresNote(title: "b", note: "x")) == (0b1, 0b1))
        #expect(InputComparison.equal(a, a, plans: InputPlans()) && !InputComparison.equal(a, b, plans: InputPlans()))
    }

    @Test func stateIsNoInputAndClosuresAndTuplesAlwaysDiffer() {
        let a = Mixed(title: "a", action: {}, pair: (1, 2), size: Size(width: 1, height: 2), tags: ["x"])
        var b = a
        // The closure (bit 2) and the tuple (bit 3) are not Equatable: they differ even when unchanged.
        #expect(both(a, b) == (0b1100, 0b1100))
        b.title = "b"
        b.size = nil
        b.tags = []
        #expect(both(a, b) == (0b111101, 0b111101))
        #expect(InputPlan(Mixed.self).fields?.count == 6)
    }

    @Test func fieldsAMirrorSeesThroughAreLeftToTheMirror() {
        let model = Model()
        #expect(InputPlan(WithReference.self).fields == nil)
        #expect(InputPlan(WithWeak.self).fields == nil)
        #expect(InputPlan(WithExistential.self).fields == nil)
        #expect(InputPlan(WithOptionalExistential.self).fields == nil)
        #expect(both(WithReference(model: model, count: 1), WithReference(model: model, count: 2)) == (0b11, 0b11))
        #expect(both(WithExistential(value: 1, count: 1), WithExistential(value: 1, count: 1)) == (0, 0))
        #expect(both(WithExistential(value: 1, count: 1), WithExistential(value: 2, count: 1)) == (0b1, 0b1))
        // Values of two types are never read through one plan.
        #expect(both(Plain(title: "a", count: 1, ratio: 0, note: nil), WithReference(model: model, count: 1)).plan == .max)
    }
}
