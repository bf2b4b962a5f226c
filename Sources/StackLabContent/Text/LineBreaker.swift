@_spi(Nodes) import StackLabCore

/// Greedy line breaking, as text engines do for left-aligned paragraphs: words go on the current line
/// while they fit; a word wider than the line is broken between characters; `\n` always breaks. A
/// line always takes at least one character, so no width makes it loop. A text of one font measures each
/// character by the font's advance table; a text of several fonts, with kerning or tracking, or with an
/// inline image passes `advances`, each character's advance in the first font's units.
struct LineBreaker {
    let metrics: FontMetrics
    let fontSize: Double
    /// Each scalar's advance in `metrics`' font units, when the text does not take them from one table.
    var advances: [Double]? = nil

    /// The advance of the scalar at `index`, in font units.
    @inline(__always)
    private func advance(_ scalars: [Unicode.Scalar], _ index: Int) -> Double {
        if let advances { return advances[index] }
        return Double(metrics.advance(of: scalars[index]))
    }

    /// The width of the spaces from `start` up to `end`, summed in order (one table: the space's advance
    /// times their count, as the word walk sums it).
    @inline(__always)
    private func gapWidth(_ scalars: [Unicode.Scalar], from start: Int, to end: Int) -> Double {
        guard advances != nil else { return Double(metrics.advance(of: " ")) * Double(end - start) }
        var width = 0.0
        for index in start..<end { width += advance(scalars, index) }
        return width
    }

    /// One laid-out line: its scalars (indices into the text's scalar array) and width in points.
    struct Line: Sendable, Equatable {
        var start: Int
        var end: Int
        var width: Double
    }

    /// How many lines a layout has and how wide the widest is: what measuring asks.
    struct Extent: Equatable {
        var count: Int
        var widest: Double
    }

    /// Breaks `scalars` into lines no wider than `width` (nil: unlimited).
    func lines(of scalars: [Unicode.Scalar], width: Double?) -> [Line] {
        var lines: [Line] = []
        lines.reserveCapacity(4)    // room for a label of a few lines without growing from empty
        breakLines(scalars, width: width) { lines.append($0) }
        return lines
    }

    /// A word of a text without newlines, measured once: breaking at another width walks words, not
    /// characters. `width` is in font units, summed in the order `lines(of:width:)` sums it, so both
    /// paths agree to the bit.
    struct Word: Equatable {
        var start: Int
        var end: Int
        var width: Double
        /// The width of the spaces between the previous word (or the text's start) and this one.
        var gapBefore: Double
        /// Its narrowest and widest character, font units: narrower than the first, a line holds one
        /// character (a stack measures text at width 0 on every layout).
        var narrowest: Double
        var widest: Double
    }

    /// The words of `scalars`, or nil when they hold a newline (`extent` then walks characters).
    func words(of scalars: [Unicode.Scalar]) -> [Word]? {
        var words: [Word] = []
        // Room for words of about five characters and their spaces: grown from empty, a subtitle's
        // list was allocated and copied four or five times.
        words.reserveCapacity(scalars.count / 5 + 2)
        var index = 0
        var spacesStart = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" { return nil }
            if scalar == " " {
                index += 1
                continue
            }
            var word = measureWord(scalars, from: index)
            word.gapBefore = gapWidth(scalars, from: spacesStart, to: index)
            words.append(word)
            index = word.end
            spacesStart = index
        }
        return words
    }

    /// The word starting at `start`: up to the next space, newline or the end, its advances summed in
    /// order (both breaking paths measure words here, so they sum alike).
    @inline(__always)
    private func measureWord(_ scalars: [Unicode.Scalar], from start: Int) -> Word {
        var word = Word(start: start, end: start, width: 0, gapBefore: 0, narrowest: .infinity, widest: -.infinity)
        while word.end < scalars.count, scalars[word.end] != " ", scalars[word.end] != "\n" {
            let advance = advance(scalars, word.end)
            word.width += advance
            word.narrowest = min(word.narrowest, advance)
            word.widest = max(word.widest, advance)
            word.end += 1
        }
        return word
    }

    /// A line cut between characters of a word too wide for it, from `begin` to at most `end`: the
    /// characters that fit, and always the first, so no width makes breaking loop. Returns where the
    /// line ends and its width in font units.
    @inline(__always)
    private func cut(_ scalars: [Unicode.Scalar], from begin: Int, to end: Int, limit: Double) -> (end: Int, width: Double) {
        var width = 0.0
        var cut = begin
        while cut < end {
            let advance = advance(scalars, cut)
            if width + advance > limit && cut > begin { break }
            width += advance
            cut += 1
        }
        return (cut, width)
    }

    /// The extent of `lines(of:width:)`, without building the lines: a stack measures text at width 0
    /// (a line per character) and at its ideal width for every layout it does, and only the placed
    /// layout is drawn. With `words` (from `words(of:)`) it takes a word per step.
    func extent(of scalars: [Unicode.Scalar], words: [Word]? = nil, width: Double?) -> Extent {
        var extent = Extent(count: 0, widest: 0)
        let scale = fontSize / metrics.unitsPerEm
        guard let words else {
            breakLines(scalars, width: width) { line in
                extent.count += 1
                extent.widest = max(extent.widest, line.width)
            }
            return extent
        }
        func finish(_ w: Double) {
            extent.count += 1
            extent.widest = max(extent.widest, w * scale)
        }
        let limit = (width ?? .infinity) / scale
        var lineStart = 0
        var lineWidth = 0.0
        for word in words {
            let gap = lineStart < word.start ? word.gapBefore : 0
            if lineWidth + gap + word.width <= limit || (lineStart == word.start && word.width <= limit) {
                lineWidth += gap + word.width
                continue
            }
            if lineWidth > 0 {
                // The word starts the next line.
                finish(lineWidth)
                lineStart = word.start
                lineWidth = 0
                if word.width <= limit {
                    lineWidth = word.width
                    continue
                }
            }
            // Too wide alone: cut between characters, as `lines` does. A rest that fits stays on its
            // line for the next word; `lines` finds that by measuring the rest, which is the sum this
            // cut reaches at the word's end.
            if limit < word.narrowest {
                // No two characters fit: a line each.
                extent.count += word.end - word.start
                extent.widest = max(extent.widest, word.widest * scale)
                lineStart = word.end
                continue
            }
            var begin = word.start
            while true {
                let line = cut(scalars, from: begin, to: word.end, limit: limit)
                if line.end == word.end && begin > word.start && line.width <= limit {
                    lineStart = begin
                    lineWidth = line.width
                    break
                }
                finish(line.width)
                lineStart = line.end
                lineWidth = 0
                if line.end == word.end { break }
                begin = line.end
            }
        }
        if lineStart < scalars.count || extent.count == 0 { finish(lineWidth) }
        return extent
    }

    @inline(__always)
    private func breakLines(_ scalars: [Unicode.Scalar], width: Double?, _ emit: (Line) -> Void) {
        let scale = fontSize / metrics.unitsPerEm
        let limit = (width ?? .infinity) / scale
        var emitted = false
        var lineStart = 0
        var lineWidth = 0.0          // font units, up to the end of the last word placed
        var index = 0
        let count = scalars.count
        func finish(_ end: Int, _ w: Double) {
            emitted = true
            emit(Line(start: lineStart, end: end, width: w * scale))
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
            let word = measureWord(scalars, from: index)
            let wordEnd = word.end, wordWidth = word.width
            let gap = lineStart < index ? gapWidth(scalars, from: index - spaces(before: index, from: lineStart, in: scalars), to: index) : 0
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
            let line = cut(scalars, from: index, to: wordEnd, limit: limit)
            finish(line.end, line.width)
            index = line.end
            lineStart = line.end
            lineWidth = 0
        }
        if lineStart < count || !emitted || scalars.last == "\n" {
            finish(count, lineWidth)
        }
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
