/// What a signposted interval measures. The raw value is stored in four bits of the trace's tag byte,
/// so there is room for sixteen kinds; existing values never change meaning.
public enum EventKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
    /// A view's `body` evaluation.
    case body = 0
    /// A layout's `sizeThatFits` (measure) call.
    case measure = 1
    /// A layout's `placeSubviews` (place) call.
    case place = 2
    /// Encoding the view tree into render commands at the end of a transaction.
    case commit = 3
    /// Preparing rows ahead of the visible range.
    case prefetch = 4
    /// Anything the host program wants to time.
    case custom = 5
    /// One whole transaction, from its start to its commit.
    case transaction = 6

    /// The lower-case name used in reports and exports.
    public var description: String {
        switch self {
        case .body: "body"
        case .measure: "measure"
        case .place: "place"
        case .commit: "commit"
        case .prefetch: "prefetch"
        case .custom: "custom"
        case .transaction: "transaction"
        }
    }
}

/// Whether an event opens an interval, closes one, or stands alone.
public enum EventPhase: UInt8, Sendable {
    /// Opens an interval on its thread.
    case begin = 0
    /// Closes the innermost open interval of the same kind on its thread.
    case end = 1
    /// A point in time with a name and no duration.
    case instant = 2
}
