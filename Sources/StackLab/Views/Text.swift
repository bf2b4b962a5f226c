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
    @exclusivity(unchecked) private var layoutWidth: Double?? = .none
    @exclusivity(unchecked) private(set) var lines: [LineBreaker.Line] = []
    static let metrics = FontMetrics.dejaVuSans

    init(graph: ViewGraph, text: Text) {
        self.text = text
        scalars = Array(text.string.unicodeScalars)
        super.init(graph: graph, viewType: Text.self)
        layoutName = graph.names.signpostName(for: Text.self)
        signpostsLayout = false
    }

    override func update(_ view: any View) {
        guard let text = view as? Text, text != self.text else { return }
        self.text = text
        scalars = Array(text.string.unicodeScalars)
        layoutWidth = .none
        setNeedsLayout()
    }

    var lineHeight: Double { Self.metrics.lineHeight(size: text.fontSize) }

    /// Lays the text out at `width`, reusing the previous layout for the same width.
    func layoutLines(width: Double?) -> [LineBreaker.Line] {
        if case let .some(previous) = layoutWidth {
            if previous == width { return lines }
            // Greedy breaking gives the same lines at any width between the widest line and the
            // width they were broken at, so placing at the measured width costs nothing.
            let widest = lines.reduce(0.0) { max($0, $1.width) }
            if let width, width >= widest, width <= (previous ?? .infinity) { return lines }
        }
        lines = LineBreaker(metrics: Self.metrics, fontSize: text.fontSize).lines(of: scalars, width: width)
        graph.charge(.glyph, count: scalars.count)
        graph.charge(.line, count: lines.count)
        layoutWidth = .some(width)
        return lines
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let lines = layoutLines(width: proposal.width)
        let width = lines.reduce(0.0) { max($0, $1.width) }
        return Size(width: width.rounded(.up), height: (Double(lines.count) * lineHeight).rounded(.up))
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
