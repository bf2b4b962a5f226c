/// What a device profile charged one transaction of a virtual-clock recording: the nanoseconds one
/// operation took in all (`self_sizing`: 4.1 ms), or the nanoseconds booked to one view or layout type
/// (`StackLab.FeedCell`: 3.2 ms). A transaction's operations sum to its modeled time, main thread and
/// render server together, and so do its types; reports use them to say where a late frame's time went
/// in the phone's terms rather than in the recording machine's samples.
public struct TraceModeledCost: Sendable, Equatable {
    /// Whether `key` names an operation or a type.
    public enum Category: UInt8, Sendable {
        /// A device profile price key (`node`, `self_sizing`, `commit_per_layer`, `render`).
        case operation = 0
        /// A view or layout type (`Module.Type`), or `(frame)` for the transaction's own work.
        case type = 1
    }

    /// The transaction (frame record id).
    public var transactionID: UInt64
    /// Operation or type.
    public var category: Category
    /// The price key or the qualified type name.
    public var key: String
    /// What reports print for it (`self-sizing`, `node creation`); the key itself for a type.
    public var label: String
    /// Modeled nanoseconds.
    public var nanoseconds: UInt64
    /// A small number the producer uses for this key in this category, and for no other (a price
    /// slot, a signpost name id), or 0: the writer then finds the key's trace id by index instead of
    /// hashing the key, for every entry of every frame. Not stored in the trace.
    public var keyHint: UInt32

    /// Creates an entry.
    public init(transactionID: UInt64, category: Category, key: String, label: String, nanoseconds: UInt64, keyHint: UInt32 = 0) {
        self.transactionID = transactionID
        self.category = category
        self.key = key
        self.label = label
        self.nanoseconds = nanoseconds
        self.keyHint = keyHint
    }

    public static func == (a: TraceModeledCost, b: TraceModeledCost) -> Bool {
        (a.transactionID, a.category, a.key, a.label, a.nanoseconds) == (b.transactionID, b.category, b.key, b.label, b.nanoseconds)
    }

    /// The key a type's work that belongs to no view (run loop, preferences, commit, render) is booked to.
    public static let frameKey = "(frame)"
}

extension TraceModeledCost {
    /// Entry tags inside a modeled-costs payload.
    enum Tag: UInt8 {
        /// `tag · id (varint) · category (1) · key (string) · label (string)`: defines an id once per trace.
        case define = 1
        /// `tag · id (varint) · transaction (varint) · nanoseconds (varint)`.
        case cost = 2
    }

    /// The writer's side: ids for the keys it has defined so far in one trace.
    public struct Names: Sendable {
        /// Ids by key, one table per category (a key may name an operation and a type).
        private var ids: [[String: UInt32]] = [[:], [:]]
        /// Ids by the producer's hint, one table per category; 0 where none is known yet.
        private var hinted: [[UInt32]] = [[], []]
        private var count: UInt32 = 0

        /// No names yet.
        public init() {}

        private mutating func remember(_ hint: Int, _ id: UInt32, _ category: Int) {
            guard hint > 0, hint < 1 << 20 else { return }
            if hint >= hinted[category].count { hinted[category].append(contentsOf: repeatElement(0, count: hint + 1 - hinted[category].count)) }
            hinted[category][hint] = id
        }

        /// Appends `entries` to `payload`, defining each key the first time the trace uses it.
        public mutating func encode(_ entries: [TraceModeledCost], into payload: inout ByteWriter) {
            for entry in entries {
                let category = Int(entry.category.rawValue)
                let hint = Int(entry.keyHint)
                let id: UInt32
                if hint > 0, hint < hinted[category].count, hinted[category][hint] != 0 {
                    id = hinted[category][hint]
                } else if let known = ids[category][entry.key] {
                    id = known
                    remember(hint, id, category)
                } else {
                    count += 1
                    id = count
                    ids[category][entry.key] = id
                    payload.write(Tag.define.rawValue)
                    payload.writeVarint(UInt64(id))
                    payload.write(entry.category.rawValue)
                    payload.writeString(entry.key)
                    payload.writeString(entry.label)
                    remember(hint, id, category)
                }
                payload.write(Tag.cost.rawValue)
                payload.writeVarint(UInt64(id))
                payload.writeVarint(entry.transactionID)
                payload.writeVarint(entry.nanoseconds)
            }
        }
    }

    /// The reader's side: the definitions seen so far, and the next entry of a payload.
    struct Definitions {
        private var byID: [UInt64: (category: Category, key: String, label: String)] = [:]

        /// The payload's next cost after the definitions before it; nil at the end of the payload, or
        /// with `error` set when an entry does not parse.
        mutating func next(from reader: inout ByteReader, error: inout String?) -> TraceModeledCost? {
            while !reader.isAtEnd {
                let start = reader.offset
                switch reader.readByte().flatMap(Tag.init(rawValue:)) {
                case .define:
                    guard let id = reader.readVarint(), let raw = reader.readByte(), let category = Category(rawValue: raw),
                          let key = reader.readString(), let label = reader.readString() else {
                        error = "modeled-cost name at payload byte \(start) does not parse"
                        return nil
                    }
                    byID[id] = (category, key, label)
                case .cost:
                    guard let id = reader.readVarint(), let transaction = reader.readVarint(), let ns = reader.readVarint() else {
                        error = "modeled cost at payload byte \(start) does not parse"
                        return nil
                    }
                    guard let name = byID[id] else {
                        error = "modeled cost at payload byte \(start) uses name \(id), which no earlier entry defines"
                        return nil
                    }
                    return TraceModeledCost(transactionID: transaction, category: name.category, key: name.key,
                                            label: name.label, nanoseconds: ns)
                case nil:
                    error = "modeled-cost entry at payload byte \(start) has an unknown tag"
                    return nil
                }
            }
            return nil
        }
    }
}
