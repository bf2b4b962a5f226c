/// A named value observed while recording: what a layout runtime knows that timestamps alone cannot
/// say (the content height a client saw, how much of the viewport was blank, how many views are alive),
/// or anything an app counts (`FrameProf.counter("image_cache_bytes", bytes)`). Names are defined inside
/// the trace, as signpost names are, so a new counter needs no new format; reports show every counter,
/// and the well-known ones (`Kind`) feed the summary's metrics.
public struct TraceCounter: Sendable, Equatable {
    /// The counters frameprof's analysis understands. The raw values are what the version 1 counters
    /// chunks stored (still read); traces now store the names.
    public enum Kind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
        /// A content height reported to the client (GeometryReader preference or height callback), in points.
        case contentHeight = 0
        /// The fraction (0…1) of the viewport left blank although content exists there, per rendered frame.
        case blankFraction = 1
        /// Views alive after the transaction.
        case liveViews = 2
        /// Row sizes a strategy keeps cached after the transaction.
        case cachedSizes = 3
        /// One layout pass whose implied content end disagreed with the cached size (value: attempt number).
        case invalidLayoutPass = 4
        /// Rows cut off above the first placed row (value: points translated).
        case truncation = 5
        /// The scroll offset the transaction laid out, in points (for timelines of the gesture).
        case scrollOffset = 6
        /// Rows cut off above the first placed row (value: how many), beside `truncation`'s points.
        /// Version 1 traces stored it (and `modeledMemory`) in the later-counters chunk.
        case truncatedRows = 7
        /// The strategy's memory after the transaction as the device profile models it, in bytes.
        case modeledMemory = 8
        /// A frame inside a navigation push's transition (value: how far the transition has run, 0…1 by
        /// time): the render server draws both screens in it, and the last one ends the screen's opening.
        case screenTransition = 9
        /// Images and assets priced at the profile's default size because the lab has no size registered
        /// for them, counted so far (distinct URLs and asset names).
        case unregisteredImages = 10
        /// One part of `modeledMemory` (`MemoryBreakdown.Part`, in its order), in bytes, written when it
        /// changes: a counter holds its value until its next sample, as Perfetto's counter tracks do.
        case memoryViews = 11, memoryCachedSizes, memoryCells, memoryLayers, memoryBackingStores, memoryImages

        /// The snake-case name used in reports.
        public var description: String {
            switch self {
            case .contentHeight: "content_height"
            case .blankFraction: "blank_fraction"
            case .liveViews: "live_views"
            case .cachedSizes: "cached_sizes"
            case .invalidLayoutPass: "invalid_layout_pass"
            case .truncation: "truncation"
            case .scrollOffset: "scroll_offset"
            case .truncatedRows: "truncated_rows"
            case .modeledMemory: "modeled_memory"
            case .screenTransition: "screen_transition"
            case .unregisteredImages: "unregistered_images"
            case .memoryViews, .memoryCachedSizes, .memoryCells, .memoryLayers, .memoryBackingStores, .memoryImages:
                "modeled_memory_" + (memoryPart?.description ?? "")
            }
        }
    }

    /// What is counted: a well-known kind's snake-case name, or an app's own.
    public var name: String { didSet { kind = Kind(name: name) } }
    /// The transaction (frame record id) the observation belongs to; 0 when none was open.
    public var transactionID: UInt64
    /// The value.
    public var value: Double
    /// When it was observed (trace nanoseconds; recorder-clock nanoseconds when handed to a recorder),
    /// or nil for a per-transaction observation, which belongs to its transaction's commit.
    public var timeNs: UInt64?

    /// The well-known kind this counter is, if it is one. Stored, not looked up by name on each read:
    /// the lookup hashes the name, and the analyzer reads it once per counter.
    public private(set) var kind: Kind?

    /// A well-known kind's observation for a transaction.
    public init(kind: Kind, transactionID: UInt64, value: Double) {
        self.init(name: kind.description, transactionID: transactionID, value: value)
    }

    /// An observation of the counter called `name`.
    public init(name: String, transactionID: UInt64, value: Double, timeNs: UInt64? = nil) {
        self.init(name: name, kind: Kind(name: name), transactionID: transactionID, value: value, timeNs: timeNs)
    }

    /// An observation whose name's kind is already known (a reader looks it up once per defined name).
    init(name: String, kind: Kind?, transactionID: UInt64, value: Double, timeNs: UInt64?) {
        self.name = name
        self.kind = kind
        self.transactionID = transactionID
        self.value = value
        self.timeNs = timeNs
    }
}

extension TraceCounter.Kind {
    /// The kind called `name` in traces and reports, if one is.
    public init?(name: String) {
        guard let kind = Self.byName[name] else { return nil }
        self = kind
    }

    private static let byName: [String: Self] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.description, $0) })
}
