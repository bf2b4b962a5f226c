@_spi(Nodes) import StackLabCore

/// What a text lays out, resolved from its runs and its environment: its characters (in the environment's
/// case), the first run's font, each character's advance when the runs do not share one advance table
/// (several fonts, kerning or tracking, an inline image), and the height and ascent of its lines.
struct TextLayoutInput: Equatable {
    var scalars: [Unicode.Scalar]
    var font: ResolvedFont
    var advances: [Double]?
    var lineHeight: Double
    var ascent: Double

    /// Both borrowed: an initializer owns its arguments by default, so each text node's creation and
    /// restyle copied the text (its strings, fonts and styles) only to destroy the copy here.
    init(text: borrowing Text, environment: borrowing EnvironmentValues) {
        let outer = environment.textStyle
        let textCase = environment.textCase
        func resolve(_ run: TextRun) -> (font: ResolvedFont, extra: Double, offset: Double, string: String) {
            // The fields layout reads, each as the filled style has it (`TextRunStyle.filled`): filling
            // the whole style copied every field.
            let style = run.style
            let design: Font.Design? = style.filled(\.isMonospaced, from: outer) == true ? .monospaced : style.filled(\.design, from: outer)
            let weight = style.filled(\.weight, from: outer) ?? environment.fontWeight
            let font = (style.filled(\.font, from: outer) ?? environment.font ?? .body).resolved(typeSize: environment.dynamicTypeSize, weight: weight, design: design)
            // Foundation's attributed strings: when a run has both, tracking takes precedence over kerning.
            let extra = style.filled(\.tracking, from: outer) ?? style.filled(\.kerning, from: outer) ?? 0
            let string = textCase.map { $0.apply(to: run.string) } ?? run.string
            return (font, extra, style.filled(\.baselineOffset, from: outer) ?? 0, string)
        }

        let first = resolve(text.head)
        var raise = max(0, first.offset), lower = max(0, -first.offset)
        var height = first.font.lineHeight, ascent = first.font.ascent
        font = first.font
        // Read before the test: the right side of `||` is a closure, which cannot capture a borrow.
        let oneRun = text.tail.isEmpty, isImage = text.head.style.isImage
        guard !oneRun || first.extra != 0 || isImage else {
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
