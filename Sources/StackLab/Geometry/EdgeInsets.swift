/// Insets on each edge, in points.
public struct EdgeInsets: Sendable, Hashable {
    /// Top inset.
    public var top: Double
    /// Leading inset.
    public var leading: Double
    /// Bottom inset.
    public var bottom: Double
    /// Trailing inset.
    public var trailing: Double

    /// Creates insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// Leading plus trailing.
    public var horizontal: Double { leading + trailing }
    /// Top plus bottom.
    public var vertical: Double { top + bottom }
}
