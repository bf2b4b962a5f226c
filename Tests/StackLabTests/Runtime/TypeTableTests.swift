import Testing
@testable import StackLab

/// The per-type table in front of a graph's dictionaries: more types than its 256 slots, so slots are
/// shared, and every type must still get its own value, made once.
@Suite struct TypeTableTests {
    /// 511 distinct types: `T`, then `[T]` and `T?` of each, eight levels deep.
    private func types<T>(_ type: T.Type, depth: Int, into list: inout [Any.Type]) {
        list.append(type)
        guard depth > 0 else { return }
        types([T].self, depth: depth - 1, into: &list)
        types(T?.self, depth: depth - 1, into: &list)
    }

    @Test func everyTypeKeepsItsOwnValueAndIsMadeOnce() {
        var all: [Any.Type] = []
        types(Int.self, depth: 8, into: &all)
        #expect(all.count == 511)
        let table = TypeTable<String>()
        var made = 0
        for _ in 0..<3 {
            for type in all + all.reversed() {
                let value = table.value(for: type) { made += 1; return String(reflecting: type) }
                #expect(value == String(reflecting: type))
            }
        }
        #expect(made == 511, "each type's value is made once, whichever slot it shares")
    }

    /// The lookup without a maker (node classes): nil until a value is inserted, then that value from
    /// the front or from behind it, whichever type last took the shared slot.
    @Test func aLookupWithoutAMakerFindsOnlyWhatWasInserted() {
        var all: [Any.Type] = []
        types(Int.self, depth: 8, into: &all)
        let table = TypeTable<String>()
        for type in all { #expect(table.value(for: type) == nil) }
        for type in all where all.firstIndex(where: { $0 == type })! % 2 == 0 { table.insert(String(reflecting: type), for: type) }
        for _ in 0..<2 {
            for (index, type) in (all + all.reversed()).enumerated() {
                let expected = (index < all.count ? index : 2 * all.count - 1 - index) % 2 == 0 ? String(reflecting: type) : nil
                #expect(table.value(for: type) == expected)
            }
        }
    }
}
