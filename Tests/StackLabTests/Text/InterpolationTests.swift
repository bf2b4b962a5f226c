import Testing
@testable import StackLab

/// A `Text`'s interpolated values print as `String(describing:)` prints them, whichever path prints them.
@Suite struct InterpolationTests {
    @Test func valuesPrintAsStringDescribingPrintsThem() {
        let count = 42
        let name = "Ada"
        let missing: Int? = nil
        let present: Int? = 5
        let ratio = 0.25
        let key: LocalizedStringKey = "\(count) by \(name), \(missing) \(present) \(ratio) \(name[...])"
        #expect(key.text == "42 by Ada, nil Optional(5) 0.25 Ada")
    }
}
