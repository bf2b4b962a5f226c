/// How prominent a section header is.
public enum Prominence: Sendable {
    /// The usual.
    case standard
    /// More prominent.
    case increased
}

extension Prominence: Equatable {}

extension Prominence: Hashable {}
