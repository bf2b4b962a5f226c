/// The node of a `Text`: keeps the scalars, the font resolved from the text and its environment, and
/// the last line layout.
final class TextNode: ViewNode {
    private(set) var text: Text
    private var scalars: [Unicode.Scalar]
    private var words: [LineBreaker.Word]?
    /// The font, line limit and scaling the text lays out with, from the text and its environment.
    private(set) var font: ResolvedFont
    private var lineLimit: Int?
    private var minimumScale: Double
    @exclusivity(unchecked) private var layoutWidth: Double?? = .none
    /// The last layout's extent; its lines are built only when drawn.
    @exclusivity(unchecked) private var extent = LineBreaker.Extent(count: 0, widest: 0)
    @exclusivity(unchecked) private var builtLines: [LineBreaker.Line]?

    init(graph: ViewGraph, text: Text) {
        self.text = text
        scalars = Array(text.string.unicodeScalars)
        font = ResolvedFont(pointSize: 17, metrics: .dejaVuSans)
        lineLimit = nil
        minimumScale = 1
        super.init(graph: graph, viewType: Text.self)
        resolveStyle()
        words = breaker.words(of: scalars)
        layoutName = graph.names.signpostName(for: Text.self)
        signpostsLayout = false
    }

    /// Resolves the font, line limit and scaling from the text and its environment; true when any changed.
    @discardableResult
    private func resolveStyle() -> Bool {
        let environment = self.environment
        let weight = text.weight ?? environment.fontWeight
        let resolved = (text.font ?? environment.font ?? .body).resolved(typeSize: environment.dynamicTypeSize, weight: weight)
        let limit = environment.lineLimit
        let scale = Double(environment.minimumScaleFactor)
        defer { (font, lineLimit, minimumScale) = (resolved, limit, scale) }
        return resolved != font || limit != lineLimit || scale != minimumScale
    }

    override func update(_ view: any View) {
        guard let text = viewValue(view, as: Text.self), text != self.text else { return }
        let stringChanged = text.string != self.text.string
        self.text = text
        if stringChanged { scalars = Array(text.string.unicodeScalars) }
        let styleChanged = resolveStyle()
        guard stringChanged || styleChanged else {
            // A new colour or underline draws differently without moving anything.
            graph.outputChanges.pointee &+= 1
            return
        }
        words = breaker.words(of: scalars)
        layoutWidth = .none
        builtLines = nil
        setNeedsLayout()
    }

    override func environmentChanged(from old: EnvironmentValues) {
        guard resolveStyle() else { return }
        words = breaker.words(of: scalars)
        layoutWidth = .none
        builtLines = nil
        setNeedsLayout()
    }

    var lineHeight: Double { font.lineHeight }

    private var breaker: LineBreaker { LineBreaker(metrics: font.metrics, fontSize: font.pointSize) }

    /// Lays the text out at `width`, reusing the previous layout for the same width; the device is
    /// charged for every layout done, whether or not its lines are ever built here.
    func layoutLines(width: Double?) -> LineBreaker.Extent {
        if case let .some(previous) = layoutWidth {
            if previous == width { return extent }
            // Greedy breaking gives the same lines at any width between the widest line and the
            // width they were broken at, so placing at the measured width costs nothing.
            if let width, width >= extent.widest, width <= (previous ?? .infinity) { return extent }
        }
        extent = breaker.extent(of: scalars, words: words, width: width)
        builtLines = nil
        charge(.glyph, count: scalars.count)
        charge(.line, count: extent.count)
        layoutWidth = .some(width)
        return extent
    }

    /// The lines of the last layout, built when first drawn; at most the line limit.
    var lines: [LineBreaker.Line] {
        if let builtLines { return builtLines }
        guard case let .some(width) = layoutWidth else { return [] }
        var lines = breaker.lines(of: scalars, width: width)
        if let lineLimit, lines.count > max(1, lineLimit) { lines.removeLast(lines.count - max(1, lineLimit)) }
        builtLines = lines
        return lines
    }

    /// The size text takes for `proposal`: its lines at the proposed width, no more than the line limit
    /// allows (the last one truncated), scaled down as far as `minimumScaleFactor` lets a line that is
    /// too wide fit.
    override func computeSize(_ proposal: ProposedSize) -> Size {
        var extent = layoutLines(width: proposal.width)
        var scale = 1.0
        if minimumScale < 1, let width = proposal.width, let limit = lineLimit, extent.count > limit || extent.widest > width {
            // Scaled text breaks as unscaled text at a proportionally wider width.
            let ideal = layoutLines(width: nil)
            scale = max(minimumScale, min(1, width / max(ideal.widest, 1)))
            extent = layoutLines(width: width / scale)
        }
        var count = extent.count
        var widest = extent.widest
        if let limit = lineLimit, count > max(1, limit) {
            count = max(1, limit)
            // The truncated last line runs to the edge it was cut at.
            widest = proposal.width.map { min($0 / scale, widest) } ?? widest
        }
        return Size(width: (widest * scale).rounded(.up), height: (Double(count) * lineHeight * scale).rounded(.up))
    }

    override func placeContent(in rect: Rect) {
        _ = layoutLines(width: rect.width)
    }

    override func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize) -> Double? {
        let lines = Double(max(1, min(layoutLines(width: proposal.width).count, lineLimit.map { max(1, $0) } ?? .max)))
        return which == .first ? font.ascent : (lines - 1) * lineHeight + font.ascent
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        let height = lineHeight
        let alignment = environment.multilineTextAlignment
        for (index, line) in lines.enumerated() {
            let top = frame.minY + Double(index) * height
            guard top < clip.maxY, top + height > clip.minY else { continue }
            let x = frame.minX + (frame.width - line.width) * alignment.fraction
            list.append(.glyphs(Rect(x: x, y: top + dy, width: line.width, height: height), count: line.end - line.start))
        }
    }
}

/// How the lines of multiline text line up.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    /// Along the leading edge.
    case leading
    /// Centered.
    case center
    /// Along the trailing edge.
    case trailing

    /// The fraction of a line's free space before it.
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}
