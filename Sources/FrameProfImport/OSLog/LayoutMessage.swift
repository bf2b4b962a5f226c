/// One lazy-stack log message in the formats of docs/DESIGN.md §2: SwiftUI's `LazyVStackLayout` lines
/// (subsystem `com.apple.SwiftUI`, category `LazyStack`) and OptimizedVStack's lines. StackLab writes
/// the same text, so one parser reads a device's log and ours.
public enum LayoutMessage: Sendable, Equatable {
    /// `LazyVStackLayout: sizeThatFits(<width>) -> <height>` (width `nil` for an ideal proposal).
    case lazySize(width: Double?, height: Double)
    /// `LazyVStackLayout: Measured estimates -> <average length + spacing>`.
    case lazyEstimates(Double)
    /// `(StackPlacement in _<hash>)<LazyVStackLayout>: placing from #<i>, <y> in <min>...<max>`.
    case lazyPlacing(anchor: Int, position: Double, visibleMin: Double, visibleMax: Double)
    /// `LazyVStackLayout: invalid #<attempt>; <implied end> vs <cached size>`.
    case lazyInvalid(attempt: Int, impliedEnd: Double, cachedSize: Double)
    /// `LazyVStackLayout: translate by <delta>`.
    case lazyTranslate(Double)
    /// `LazyVStackLayout: placed(<min>...<max>) -> <first>..<<end>, <placedMin>...<placedMax>, invalid: <bool>`.
    case lazyPlaced(visibleMin: Double, visibleMax: Double, first: Int, end: Int, placedMin: Double, placedMax: Double, invalid: Bool)
    /// `Current cell's range: a...b` (an empty range prints `b = a - 1`).
    case optimizedCurrent(lower: Int, upper: Int)
    /// `Target cell's range: a...b`.
    case optimizedTarget(lower: Int, upper: Int)
    /// `Placing from #i downward|upward. Start position: y in min...max`.
    case optimizedPlacing(anchor: Int, upward: Bool, start: Double, visibleMin: Double, visibleMax: Double)
    /// `OptimizedVStackLayout: placed(visibleArea: min...max) -> range: a...b`.
    case optimizedPlaced(visibleMin: Double, visibleMax: Double, lower: Int, upper: Int)
    /// `OptimizedVStackLayout: height -> exact(total)` or `estimated(total, calculated: c, approximated: a)`.
    case optimizedHeight(total: Double, exact: Bool)

    /// Which layout wrote it.
    public var layout: Layout {
        switch self {
        case .lazySize, .lazyEstimates, .lazyPlacing, .lazyInvalid, .lazyTranslate, .lazyPlaced: .lazyVStack
        default: .optimizedVStack
        }
    }

    /// The two layouts whose logs are read, named as `summary.json` names strategies.
    public enum Layout: String, Sendable, CaseIterable {
        /// SwiftUI's `LazyVStack`.
        case lazyVStack = "lazy-vstack"
        /// The predictive OptimizedVStack.
        case optimizedVStack = "optimized-vstack"
    }

    /// What a message text is: a layout message, some other message, or a layout message whose
    /// arguments do not have the documented shape.
    public enum Parsed: Sendable, Equatable {
        /// A layout message.
        case message(LayoutMessage)
        /// Not a lazy-stack message (another subsystem's line in the same log).
        case other
        /// Starts like a layout message but does not continue as documented; the phrase says what was expected.
        case malformed(String)
    }

    /// Parses one message text.
    public static func parse(_ text: String) -> Parsed {
        var copy = text
        return copy.withUTF8 { parse(bytes: $0) }
    }

    /// Parses one message's bytes.
    static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Parsed {
        var s = TextFieldReader(bytes)
        s.skipSpaces()
        if s.take("LazyVStackLayout: ") { return lazy(&s) }
        if s.take("(StackPlacement in ") {
            // The stack's hash is opaque: skip to the layout name.
            while let c = s.peek, c != 41 { s.position += 1 }
            guard s.take(")<LazyVStackLayout>: placing from #"), let anchor = s.int(), s.take(", "), let y = s.double(),
                  s.take(" in "), let low = s.double(), s.take("..."), let high = s.double() else {
                return .malformed("expected `(StackPlacement in _<hash>)<LazyVStackLayout>: placing from #<row>, <y> in <min>...<max>`")
            }
            return .message(.lazyPlacing(anchor: anchor, position: y, visibleMin: low, visibleMax: high))
        }
        if s.take("OptimizedVStackLayout: ") { return optimized(&s) }
        if s.take("Current cell's range: ") {
            guard let (a, b) = closedRange(&s) else { return .malformed("expected `Current cell's range: <a>...<b>`") }
            return .message(.optimizedCurrent(lower: a, upper: b))
        }
        if s.take("Target cell's range: ") {
            guard let (a, b) = closedRange(&s) else { return .malformed("expected `Target cell's range: <a>...<b>`") }
            return .message(.optimizedTarget(lower: a, upper: b))
        }
        if s.take("Placing from #") {
            guard let anchor = s.int(), s.take(" ") else { return .malformed("expected `Placing from #<row> downward|upward. …`") }
            let upward: Bool
            if s.take("upward") { upward = true } else if s.take("downward") { upward = false } else {
                return .malformed("expected `downward` or `upward` after `Placing from #\(anchor)`")
            }
            guard s.take(". Start position: "), let y = s.double(), s.take(" in "), let low = s.double(), s.take("..."),
                  let high = s.double() else {
                return .malformed("expected `Placing from #<row> \(upward ? "upward" : "downward"). Start position: <y> in <min>...<max>`")
            }
            return .message(.optimizedPlacing(anchor: anchor, upward: upward, start: y, visibleMin: low, visibleMax: high))
        }
        return .other
    }

    private static func lazy(_ s: inout TextFieldReader) -> Parsed {
        if s.take("sizeThatFits(") {
            var width: Double?
            if !s.take("nil") {
                guard let w = s.double() else { return .malformed("expected `sizeThatFits(<width>|nil) -> <height>`") }
                width = w
            }
            guard s.take(") -> "), let height = s.double() else { return .malformed("expected `sizeThatFits(<width>) -> <height>`") }
            return .message(.lazySize(width: width, height: height))
        }
        if s.take("Measured estimates -> ") {
            guard let value = s.double() else { return .malformed("expected `Measured estimates -> <length>`") }
            return .message(.lazyEstimates(value))
        }
        if s.take("invalid #") {
            guard let attempt = s.int(), s.take("; "), let implied = s.double(), s.take(" vs "), let cached = s.double() else {
                return .malformed("expected `invalid #<attempt>; <implied end> vs <cached size>`")
            }
            return .message(.lazyInvalid(attempt: attempt, impliedEnd: implied, cachedSize: cached))
        }
        if s.take("translate by ") {
            guard let delta = s.double() else { return .malformed("expected `translate by <delta>`") }
            return .message(.lazyTranslate(delta))
        }
        if s.take("placed(") {
            guard let low = s.double(), s.take("..."), let high = s.double(), s.take(") -> "), let first = s.int(), s.take("..<"),
                  let end = s.int(), s.take(", "), let placedLow = s.double(), s.take("..."), let placedHigh = s.double(),
                  s.take(", invalid: ") else {
                return .malformed("expected `placed(<min>...<max>) -> <first>..<<end>, <placedMin>...<placedMax>, invalid: <true|false>`")
            }
            let invalid: Bool
            if s.take("true") { invalid = true } else if s.take("false") { invalid = false } else {
                return .malformed("expected `invalid: true` or `invalid: false` at the end of a placed line")
            }
            return .message(.lazyPlaced(visibleMin: low, visibleMax: high, first: first, end: end, placedMin: placedLow,
                                        placedMax: placedHigh, invalid: invalid))
        }
        // SwiftUI logs more LazyVStackLayout lines than the six the analysis reads.
        return .other
    }

    private static func optimized(_ s: inout TextFieldReader) -> Parsed {
        if s.take("placed(visibleArea: ") {
            guard let low = s.double(), s.take("..."), let high = s.double(), s.take(") -> range: "), let (a, b) = closedRange(&s) else {
                return .malformed("expected `OptimizedVStackLayout: placed(visibleArea: <min>...<max>) -> range: <a>...<b>`")
            }
            return .message(.optimizedPlaced(visibleMin: low, visibleMax: high, lower: a, upper: b))
        }
        if s.take("height -> ") {
            if s.take("exact("), let total = s.double() { return .message(.optimizedHeight(total: total, exact: true)) }
            if s.take("estimated("), let total = s.double() { return .message(.optimizedHeight(total: total, exact: false)) }
            return .malformed("expected `height -> exact(<total>)` or `height -> estimated(<total>, calculated: …, approximated: …)`")
        }
        return .other
    }

    private static func closedRange(_ s: inout TextFieldReader) -> (Int, Int)? {
        guard let a = s.int(), s.take("..."), let b = s.int() else { return nil }
        return (a, b)
    }
}
