import FrameProf
import StackLabPricing

/// Each type's body, measure and place charges in nanoseconds, as the work boundary computed them at
/// the running transaction's price factor, by signpost name id. A charge read here skips the price
/// lookup, the three multiplications and the checked rounding to nanoseconds that every measure and
/// place otherwise repeat; the values are the ones that computation gives, so nothing recorded changes.
/// Forgotten whenever the factor or the profile changes (a generation, so forgetting is one increment).
struct TypeCharges {
    /// One type's three charges, and what an operation inside its body is multiplied by.
    struct Entry {
        var body: UInt64
        var measure: UInt64
        var place: UInt64
        /// The price factor times the type's output factor (`output_by_view`): the operations its body's
        /// output performs are charged at this.
        var operationFactor: Double

        /// The charge of `operation`, one of the per-type keys (as `TypePrices`' subscript reads it).
        @inline(__always)
        subscript(operation: PriceKey) -> UInt64 {
            switch operation {
            case .body: body
            case .measure: measure
            default: place
            }
        }
    }

    /// An entry and the generation it was computed in.
    private struct Slot {
        var generation: UInt64
        var entry: Entry
    }

    /// Slots by name id, in raw memory: read on every measure and place, without a uniqueness check.
    private var slots: UnsafeMutablePointer<Slot>
    private var capacity: Int
    /// The generation whose entries are current; slots start at 0, so none is current until stored.
    private var generation: UInt64 = 1

    /// A table with room for the first 256 names, none current.
    init() {
        capacity = 256
        slots = Self.emptySlots(capacity)
    }

    private static func emptySlots(_ count: Int) -> UnsafeMutablePointer<Slot> {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: count)
        slots.initialize(repeating: Slot(generation: 0, entry: Entry(body: 0, measure: 0, place: 0, operationFactor: 1)), count: count)
        return slots
    }

    /// `name`'s charges in the current generation, if they were computed.
    @inline(__always)
    func entry(for name: SignpostName) -> Entry? {
        let index = Int(name.id)
        guard index < capacity, slots[index].generation == generation else { return nil }
        return slots[index].entry
    }

    /// Remembers `name`'s charges for the current generation.
    mutating func store(_ entry: Entry, for name: SignpostName) {
        let index = Int(name.id)
        if index >= capacity {
            let grown = max(index + 1, capacity * 2)
            let larger = Self.emptySlots(grown)
            larger.update(from: slots, count: capacity)
            slots.deallocate()
            (slots, capacity) = (larger, grown)
        }
        slots[index] = Slot(generation: generation, entry: entry)
    }

    /// Frees the slots; the owner calls it once, as it goes.
    func deallocate() {
        slots.deallocate()
    }

    /// Every entry is stale from now on: the price factor or the profile changed.
    mutating func forgetAll() {
        generation &+= 1
    }
}
