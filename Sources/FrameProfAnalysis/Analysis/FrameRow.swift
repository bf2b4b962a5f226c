import FrameProfTrace

/// One frame of a strategy's timeline: the frame clock's record and what the transaction observed.
public struct FrameRow: Sendable, Equatable {
    /// Position in commit order, from 0.
    public var index: Int
    /// The frame as recorded.
    public var frame: FrameRecord
    /// Fraction of the viewport left blank (0 when none was recorded).
    public var blankFraction: Double
    /// The scroll offset laid out, points, when recorded.
    public var scrollOffset: Double?
    /// Bodies evaluated in the transaction ("views updated").
    public var viewsUpdated: Int
    /// Content heights reported to the client during the transaction.
    public var heightReports: Int

    /// Creates a row.
    public init(index: Int, frame: FrameRecord, blankFraction: Double, scrollOffset: Double?, viewsUpdated: Int, heightReports: Int) {
        self.index = index
        self.frame = frame
        self.blankFraction = blankFraction
        self.scrollOffset = scrollOffset
        self.viewsUpdated = viewsUpdated
        self.heightReports = heightReports
    }
}
