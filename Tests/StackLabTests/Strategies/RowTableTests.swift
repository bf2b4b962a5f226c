import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// The lazy stacks' and lists' table of live rows answers as a dictionary would, through growth and
/// removals that shift probed entries back.
@Suite struct RowTableTests {
    @Test func aTableAnswersAsADictionaryThroughInsertsRemovalsAndGrowth() {
        var table = RowTable<Int>()
        var reference: [Int: Int] = [:]
        var random = SeededGenerator(seed: 7)
        // Rows near one another, as a scrolled window's are, and some far away, as after a jump.
        for step in 0..<20_000 {
            let key = random.next() % 4 == 0 ? Int(random.next() % 100_000) : Int(random.next() % 300)
            if random.next() % 3 == 0 {
                #expect(table.removeValue(forKey: key) == reference.removeValue(forKey: key))
            } else {
                table[key] = step
                reference[key] = step
            }
            if step % 997 == 0 {
                #expect(table.count == reference.count)
                #expect(table.keys.sorted() == reference.keys.sorted())
                for (key, value) in reference { #expect(table[key] == value) }
            }
        }
        #expect(Dictionary(uniqueKeysWithValues: table.map { ($0.key, $0.value) }) == reference)
        for key in reference.keys { table[key] = nil }
        #expect(table.isEmpty && table.values.isEmpty && table[0] == nil)
    }
}
