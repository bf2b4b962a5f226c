import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

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
        var inserted: [ObjectIdentifier: String] = [:]
        for (index, type) in all.enumerated() where index % 2 == 0 {
            inserted[ObjectIdentifier(type)] = String(reflecting: type)
            table.insert(String(reflecting: type), for: type)
        }
        // Forwards, backwards and forwards again, so each shared slot changes hands.
        for type in all + all.reversed() + all {
            #expect(table.value(for: type) == inserted[ObjectIdentifier(type)])
        }
    }
}
