/// A numbered observation attached to a transaction: what a layout runtime knows that timestamps alone
/// cannot say (the content height a client saw, how much of the viewport was blank, how many views are
/// alive). Counters live in their own chunk type, so readers that predate one skip it.
public struct TraceCounter: Sendable, Equatable {
    /// What is counted. The raw value is stored in the trace; existing values never change meaning.
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
        /// Written in the later-counters chunk, which readers that predate it skip.
        case truncatedRows = 7
        /// The strategy's memory after the transaction as the device profile models it, in bytes.
        case modeledMemory = 8

        /// Kinds that go in the later-counters chunk: a version 1 reader of the counters chunk treats a
        /// kind it does not know as damage.
        public var isLaterKind: Bool { rawValue > Self.scrollOffset.rawValue }

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
            }
        }
    }

    /// What is counted.
    public var kind: Kind
    /// The transaction (frame record id) the observation belongs to.
    public var transactionID: UInt64
    /// The value.
    public var value: Double

    /// Creates a counter observation.
    public init(kind: Kind, transactionID: UInt64, value: Double) {
        self.kind = kind
        self.transactionID = transactionID
        self.value = value
    }
}
