@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// One line of text as TextNode measures it, for tests whose expected sizes are worked out by hand from
/// the lab's text metrics.
protocol TextLineMetrics {}

extension TextLineMetrics {
    /// One line of DejaVu Sans at `points` (the bold face for `bold`): its width for `text` and its
    /// height, as TextNode reports them.
    func line(_ text: String, points: Double = 17, bold: Bool = false) -> Size {
        let metrics = bold ? FontMetrics.dejaVuSansBold : .dejaVuSans
        let width = text.unicodeScalars.reduce(0.0) { $0 + Double(metrics.advance(of: $1)) } / metrics.unitsPerEm * points
        return Size(width: width.rounded(.up), height: metrics.lineHeight(size: points).rounded(.up))
    }
}
