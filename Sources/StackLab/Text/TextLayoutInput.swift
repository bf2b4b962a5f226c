/// What a text lays out, resolved from its runs and its environment: its characters (in the environment's
/// case), the first run's font, each character's advance when the runs do not share one advance table
/// (several fonts, kerning or tracking, an inline image), and the height and ascent of its lines.
struct TextLayoutInput: Equatable {
    var scalars: [Unicode.Scalar]
    var font: ResolvedFont
    var advances: [Double]?
    var lineHeight: Double
    var ascent: Double

    init(text: Text, environment: EnvironmentValues) {
        let outer = environment.textStyle
        let textCase = environment.textCase
        func resolve(_ run: TextRun) -> (font: ResolvedFont, extra: Double, offset: Double, string: String) {
            let style = run.style.filling(from: outer)
            let design: Font.Design? = style.isMonospaced == true ? .monospaced : style.design
            let weight = style.weight ?? environment.fontWeight
            let font = (style.font ?? environment.font ?? .body).resolved(typeSize: environment.dynamicTypeSize, weight: weight, design: design)
            // Foundation's attributed strings: when a run has both, tracking takes precedence over kerning.
            let extra = style.tracking ?? style.kerning ?? 0
            let string = textCase.map { $0.apply(to: run.string) } ?? run.string
            return (font, extra, style.baselineOffset ?? 0, string)
        }

        let first = resolve(text.head)
        var raise = max(0, first.offset), lower = max(0, -first.offset)
        var height = first.font.lineHeight, ascent = first.font.ascent
        font = first.font
        guard !text.tail.isEmpty || first.extra != 0 || text.head.style.isImage else {
            scalars = Self.scalars(of: first.string)
            advances = nil
            lineHeight = height + raise + lower
            self.ascent = ascent + raise
            return
        }
        let runs = [(text.head, first)] + text.tail.map { ($0, resolve($0)) }
        var scalars: [Unicode.Scalar] = []
        var advances: [Double] = []
        let baseScale = first.font.scale
        for (run, resolved) in runs {
            raise = max(raise, resolved.offset)
            lower = max(lower, -resolved.offset)
            height = max(height, resolved.font.lineHeight)
            ascent = max(ascent, resolved.font.ascent)
            for scalar in resolved.string.unicodeScalars {
                // An inline image is a symbol: about 1.15 × the point size wide, as `ImageNode` sizes one.
                let points = run.style.isImage ? 1.15 * resolved.font.pointSize
                    : Double(resolved.font.metrics.advance(of: scalar)) * resolved.font.scale
                scalars.append(scalar)
                advances.append((points + resolved.extra) / baseScale)
            }
        }
        self.scalars = scalars
        self.advances = advances
        lineHeight = height + raise + lower
        self.ascent = ascent + raise
    }

    /// The string's scalars in one pass: `Array(string.unicodeScalars)` walked the string twice, once
    /// to count the scalars (not random access) and once to copy them. The UTF-8 count, known without a
    /// walk, is room enough: a scalar is at least one byte.
    private static func scalars(of string: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars { scalars.append(scalar) }
        return scalars
    }

    /// The line breaker for this text.
    var breaker: LineBreaker { LineBreaker(metrics: font.metrics, fontSize: font.pointSize, advances: advances) }
}
