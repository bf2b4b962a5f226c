/// Greedy line breaking, as text engines do for left-aligned paragraphs: words go on the current line
/// while they fit; a word wider than the line is broken between characters; `\n` always breaks. A
/// line always takes at least one character, so no width makes it loop.
struct LineBreaker {
    let metrics: FontMetrics
    let fontSize: Double

    /// One laid-out line: its scalars (indices into the text's scalar array) and width in points.
    struct Line: Sendable, Equatable {
        var start: Int
        var end: Int
        var width: Double
    }

    /// Breaks `scalars` into lines no wider than `width` (nil: unlimited).
    func lines(of scalars: [Unicode.Scalar], width: Double?) -> [Line] {
        let scale = fontSize / metrics.unitsPerEm
        let limit = (width ?? .infinity) / scale
        var lines: [Line] = []
        lines.reserveCapacity(4)    // room for a label of a few lines without growing from empty
        var lineStart = 0
        var lineWidth = 0.0          // font units, up to the end of the last word placed
        var index = 0
        let count = scalars.count
        let space = Double(metrics.advance(of: " "))
        func finish(_ end: Int, _ w: Double) {
            lines.append(Line(start: lineStart, end: end, width: w * scale))
        }
        while index < count {
            let scalar = scalars[index]
            if scalar == "\n" {
                finish(index, lineWidth)
                index += 1
                lineStart = index
                lineWidth = 0
                continue
            }
            if scalar == " " {
                index += 1
                continue
            }
            // Measure the next word.
            var wordEnd = index
            var wordWidth = 0.0
            while wordEnd < count, scalars[wordEnd] != " ", scalars[wordEnd] != "\n" {
                wordWidth += Double(metrics.advance(of: scalars[wordEnd]))
                wordEnd += 1
            }
            let gap = lineStart < index ? space * Double(spaces(before: index, from: lineStart, in: scalars)) : 0
            if lineWidth + gap + wordWidth <= limit || (lineStart == index && wordWidth <= limit) {
                lineWidth += gap + wordWidth
                index = wordEnd
                continue
            }
            if lineWidth > 0 {
                // The word starts the next line.
                finish(trimmedEnd(index, in: scalars), lineWidth)
                lineStart = index
                lineWidth = 0
                continue
            }
            // The word alone is too wide: break it between characters.
            var w = 0.0
            var cut = index
            while cut < wordEnd {
                let a = Double(metrics.advance(of: scalars[cut]))
                if w + a > limit && cut > index { break }
                w += a
                cut += 1
            }
            finish(cut, w)
            index = cut
            lineStart = cut
            lineWidth = 0
        }
        if lineStart < count || lines.isEmpty || scalars.last == "\n" {
            finish(count, lineWidth)
        }
        return lines
    }

    private func spaces(before index: Int, from start: Int, in scalars: [Unicode.Scalar]) -> Int {
        var n = 0
        var i = index - 1
        while i >= start, scalars[i] == " " {
            n += 1
            i -= 1
        }
        return n
    }

    private func trimmedEnd(_ index: Int, in scalars: [Unicode.Scalar]) -> Int {
        var end = index
        while end > 0, scalars[end - 1] == " " { end -= 1 }
        return end
    }
}
