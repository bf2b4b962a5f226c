/// A paragraph of text, measured by breaking its string into lines at the proposed width with the
/// advance widths of a real font (DejaVu Sans), so long text costs what it should.
public struct Text: View, PrimitiveView, Equatable {
    /// The string shown.
    public var string: String
    /// Point size.
    public var fontSize: Double

    /// Creates text at the body size of 17 points.
    public init(_ string: String, size: Double = 17) {
        self.string = string
        fontSize = size
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { TextNode(graph: graph, text: self) }
}

/// The node of a `Text`: keeps the scalars and the last line layout.
final class TextNode: ViewNode {
    private(set) var text: Text
    private var scalars: [Unicode.Scalar]
    private var words: [LineBreaker.Word]?
    @exclusivity(unchecked) private var layoutWidth: Double?? = .none
    /// The last layout's extent; its lines are built only when drawn.
    @exclusivity(unchecked) private var extent = LineBreaker.Extent(count: 0, widest: 0)
    @exclusivity(unchecked) private var builtLines: [LineBreaker.Line]?
    static let metrics = FontMetrics.dejaVuSans

    init(graph: ViewGraph, text: Text) {
        self.text = text
        scalars = Array(text.string.unicodeScalars)
        words = LineBreaker(metrics: Self.metrics, fontSize: text.fontSize).words(of: scalars)
        super.init(graph: graph, viewType: Text.self)
        layoutName = graph.names.signpostName(for: Text.self)
        signpostsLayout = false
    }

    override func update(_ view: any View) {
        guard let text = view as? Text, text != self.text else { return }
        self.text = text
        scalars = Array(text.string.unicodeScalars)
        words = breaker.words(of: scalars)
        layoutWidth = .none
        builtLines = nil
        setNeedsLayout()
    }

    var lineHeight: Double { Self.metrics.lineHeight(size: text.fontSize) }

    private var breaker: LineBreaker { LineBreaker(metrics: Self.metrics, fontSize: text.fontSize) }

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

    /// The lines of the last layout, built when first drawn.
    var lines: [LineBreaker.Line] {
        if let builtLines { return builtLines }
        guard case let .some(width) = layoutWidth else { return [] }
        let lines = breaker.lines(of: scalars, width: width)
        builtLines = lines
        return lines
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let extent = layoutLines(width: proposal.width)
        return Size(width: extent.widest.rounded(.up), height: (Double(extent.count) * lineHeight).rounded(.up))
    }

    override func placeContent(in rect: Rect) {
        _ = layoutLines(width: rect.width)
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        let height = lineHeight
        for (index, line) in lines.enumerated() {
            let top = frame.minY + Double(index) * height
            guard top < clip.maxY, top + height > clip.minY else { continue }
            list.append(.glyphs(Rect(x: frame.minX, y: top + dy, width: line.width, height: height), count: line.end - line.start))
        }
    }
}
