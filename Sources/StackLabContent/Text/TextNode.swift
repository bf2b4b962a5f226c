@_spi(Nodes) import StackLabCore

/// The node of a `Text`: keeps its characters and fonts resolved from the text and its environment, and
/// the last line layout.
final class TextNode: ViewNode {
    @exclusivity(unchecked) private(set) var text: Text
    @exclusivity(unchecked) private var input: TextLayoutInput
    @exclusivity(unchecked) private var words: [LineBreaker.Word]?
    /// The line limits, spacing and scaling the text lays out with, from its environment.
    @exclusivity(unchecked) private var lineLimit: Int?
    @exclusivity(unchecked) private var minimumLines: Int?
    @exclusivity(unchecked) private var lineSpacing: Double
    @exclusivity(unchecked) private var minimumScale: Double
    @exclusivity(unchecked) private var layoutWidth: Double?? = .none
    /// The last layout's extent; its lines are built only when drawn.
    @exclusivity(unchecked) private var extent = LineBreaker.Extent(count: 0, widest: 0)
    @exclusivity(unchecked) private var builtLines: [LineBreaker.Line]?
    /// The line breaker for `input`, made when the input changes rather than at every layout.
    @exclusivity(unchecked) private var breaker: LineBreaker
    /// Extents of earlier widths for the same characters and fonts. A stack asks a text for its minimum,
    /// its maximum and its share in turn, so one remembered width was broken again and again; the phone
    /// still pays for every layout (the charges follow `layoutWidth` alone), this machine only once.
    @exclusivity(unchecked) private var extents = ExtentCache()

    /// The text is borrowed and copied once, into the node: owned, as an initializer's arguments are by
    /// default, it was copied by the caller and again for the layout input.
    init(graph: ViewGraph, text: borrowing Text) {
        self.text = copy text
        // The environment the node is made in (`ViewNode.init` takes the same one).
        let environment = graph.buildEnvironment
        input = TextLayoutInput(text: text, environment: environment)
        breaker = input.breaker
        lineLimit = environment.lineLimit
        minimumLines = environment.lineLimitMinimum
        lineSpacing = Double(environment.lineSpacing)
        minimumScale = Double(environment.minimumScaleFactor)
        super.init(graph: graph, viewType: Text.self)
        words = breaker.words(of: input.scalars)
        layoutName = graph.names.signpostName(for: Text.self)
        signpostsLayout = false
    }

    /// The first run's font.
    var font: ResolvedFont { input.font }

    /// Resolves the characters, fonts, line limits, spacing and scaling from the text and its environment;
    /// true when any changed.
    @discardableResult
    private func resolveStyle() -> Bool {
        let environment = self.environment
        let input = TextLayoutInput(text: text, environment: environment)
        let limit = environment.lineLimit
        let minimum = environment.lineLimitMinimum
        let spacing = Double(environment.lineSpacing)
        let scale = Double(environment.minimumScaleFactor)
        defer { (self.input, lineLimit, minimumLines, lineSpacing, minimumScale) = (input, limit, minimum, spacing, scale) }
        return input != self.input || limit != lineLimit || minimum != minimumLines || spacing != lineSpacing || scale != minimumScale
    }

    override func update(_ view: any View) {
        // Compared in place: most updates bring the same text, and copying it out first cost a copy and
        // a destroy of its runs (their strings, fonts and styles) per update.
        guard withViewValue(view, as: Text.self, { $0 != self.text }) == true else { return }
        text = withView(view, as: Text.self) { $0 }
        guard resolveStyle() else {
            // A new colour or underline draws differently without moving anything.
            graph.outputChanges.pointee &+= 1
            return
        }
        relayout()
    }

    override func environmentChanged(from old: EnvironmentValues) {
        guard resolveStyle() else { return }
        relayout()
    }

    private func relayout() {
        breaker = input.breaker
        extents = ExtentCache()
        words = breaker.words(of: input.scalars)
        layoutWidth = .none
        builtLines = nil
        setNeedsLayout()
    }

    var lineHeight: Double { input.lineHeight }

    /// Lays the text out at `width`, reusing the previous layout for the same width; the device is
    /// charged for every layout done, whether or not its lines are ever built here.
    func layoutLines(width: Double?) -> LineBreaker.Extent {
        if case let .some(previous) = layoutWidth {
            if previous == width { return extent }
            // Greedy breaking gives the same lines at any width between the widest line and the
            // width they were broken at, so placing at the measured width costs nothing.
            if let width, width >= extent.widest, width <= (previous ?? .infinity) { return extent }
        }
        if let known = withUnsafePointer(to: &extents, { ExtentCache.extent(for: width, in: $0) }) {
            extent = known
        } else {
            extent = breaker.extent(of: input.scalars, words: words, width: width)
            extents.store(extent, for: width)
        }
        // Cleared only when set: assigning nil released the old value, a call even when it was nil.
        if builtLines != nil { builtLines = nil }
        perform(.glyph, count: input.scalars.count)
        perform(.line, count: extent.count)
        layoutWidth = .some(width)
        return extent
    }

    /// The lines of the last layout, built when first drawn; at most the line limit.
    var lines: [LineBreaker.Line] {
        if let builtLines { return builtLines }
        guard case let .some(width) = layoutWidth else { return [] }
        var lines = breaker.lines(of: input.scalars, width: width)
        if let lineLimit, lines.count > max(1, lineLimit) { lines.removeLast(lines.count - max(1, lineLimit)) }
        builtLines = lines
        return lines
    }

    /// The size text takes for `proposal`: its lines at the proposed width, no more than the line limit
    /// allows (the last one truncated) and no fewer than a reserved minimum, with the line spacing between
    /// them, scaled down as far as `minimumScaleFactor` lets a line that is too wide fit.
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
        if let minimumLines { count = max(count, minimumLines) }
        let height = Double(count) * lineHeight + Double(max(0, count - 1)) * lineSpacing
        return Size(width: (widest * scale).rounded(.up), height: (height * scale).rounded(.up))
    }

    override func placeContent(in rect: Rect) {
        _ = layoutLines(width: rect.width)
    }

    override func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize) -> Double? {
        let lines = Double(max(1, min(layoutLines(width: proposal.width).count, lineLimit.map { max(1, $0) } ?? .max)))
        return which == .first ? input.ascent : (lines - 1) * (lineHeight + lineSpacing) + input.ascent
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        let height = lineHeight
        let alignment = environment.multilineTextAlignment
        for (index, line) in lines.enumerated() {
            let top = frame.minY + Double(index) * (height + lineSpacing)
            guard top < clip.maxY, top + height > clip.minY else { continue }
            let x = frame.minX + (frame.width - line.width) * alignment.fraction
            list.append(.glyphs(Rect(x: x, y: top + dy, width: line.width, height: height), count: line.end - line.start))
        }
    }
}

/// The last few widths a text was broken at and the extents they gave (nil: its ideal width), inline.
private struct ExtentCache {
    private typealias Entry = (width: Double?, extent: LineBreaker.Extent)
    private var entries: (Entry?, Entry?, Entry?) = (nil, nil, nil)
    /// The entry the next width overwrites.
    private var next = 0

    /// The extent remembered for `width`, if any, read through a pointer to the node's cache: called on
    /// the value, the cache (128 bytes) was copied to the stack on every layout before the first
    /// comparison, as the size cache's was.
    @inline(__always)
    static func extent(for width: Double?, in cache: UnsafePointer<ExtentCache>) -> LineBreaker.Extent? {
        if let entry = cache.pointee.entries.0, entry.width == width { return entry.extent }
        if let entry = cache.pointee.entries.1, entry.width == width { return entry.extent }
        if let entry = cache.pointee.entries.2, entry.width == width { return entry.extent }
        return nil
    }

    /// Remembers `extent` for `width`, forgetting the oldest beyond three.
    mutating func store(_ extent: LineBreaker.Extent, for width: Double?) {
        switch next {
        case 0: entries.0 = (width, extent)
        case 1: entries.1 = (width, extent)
        default: entries.2 = (width, extent)
        }
        next = (next + 1) % 3
    }
}

