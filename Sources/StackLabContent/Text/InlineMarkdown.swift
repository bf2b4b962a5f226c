@_spi(Nodes) import StackLabCore

/// A span of text with the inline markdown styles that apply to it.
struct MarkdownSpan: Equatable {
    var text: String
    var style = MarkdownStyle()
}

/// The inline styles markdown gives a span.
struct MarkdownStyle: Equatable {
    /// `**strong**` or `__strong__`: bold.
    var strong = false
    /// `*emphasis*` or `_emphasis_`: italic.
    var emphasized = false
    /// `` `code` ``: monospaced.
    var code = false
    /// `~~struck~~`: a line through.
    var strikethrough = false
    /// `[label](url)`: a link.
    var link: String?
}

/// CommonMark's inline syntax, the part SwiftUI interprets in a text's localized key and Foundation in
/// `AttributedString(markdown:)` with the inline options: emphasis and strong emphasis by CommonMark's
/// delimiter-run rules (left- and right-flanking runs, `_` not inside words, the rule of three),
/// strikethrough (GitHub's `~~`), code spans, links and backslash escapes. Whitespace is kept as written.
enum InlineMarkdown {
    /// Whether `string` holds a character inline markdown gives a meaning to; a string without one is
    /// its own text, and parsing it is skipped.
    static func mightContainSyntax<S: StringProtocol>(_ string: S) -> Bool {
        string.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x60 || $0 == 0x7E || $0 == 0x5B || $0 == 0x5C }
    }

    /// The spans of `string`, adjacent spans of one style merged.
    static func parse(_ string: String) -> [MarkdownSpan] {
        var nodes = tokenize(Array(string.unicodeScalars), style: MarkdownStyle())
        resolveEmphasis(&nodes)
        var spans: [MarkdownSpan] = []
        for node in nodes {
            let text = node.literal
            guard !text.isEmpty else { continue }
            if let last = spans.last, last.style == node.style {
                spans[spans.count - 1].text += text
            } else {
                spans.append(MarkdownSpan(text: text, style: node.style))
            }
        }
        return spans
    }

    /// Text, or a run of emphasis delimiters still to be matched.
    private struct Node {
        var text: String
        var style: MarkdownStyle
        var delimiter: Unicode.Scalar?
        var count = 0
        var originalCount = 0
        var canOpen = false
        var canClose = false

        /// What the node shows: its text, or the delimiters no closer matched.
        var literal: String {
            guard let delimiter else { return text }
            return String(repeating: String(Character(delimiter)), count: count)
        }
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        if scalar.isASCII { return "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".unicodeScalars.contains(scalar) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return true
        default: return false
        }
    }

    /// Whitespace, or the start or end of the text.
    private static func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return true }
        return scalar.properties.isWhitespace
    }

    /// Nodes of `s`: code spans, escapes and links resolved here, emphasis delimiters left as nodes.
    private static func tokenize(_ s: [Unicode.Scalar], style: MarkdownStyle) -> [Node] {
        var nodes: [Node] = []
        var text = ""
        func flush() {
            if !text.isEmpty { nodes.append(Node(text: text, style: style)) }
            text = ""
        }
        var i = 0
        while i < s.count {
            let c = s[i]
            switch c {
            case "\\" where i + 1 < s.count && isPunctuation(s[i + 1]) && s[i + 1].isASCII:
                text.unicodeScalars.append(s[i + 1])
                i += 2
            case "`":
                var run = 0
                while i + run < s.count, s[i + run] == "`" { run += 1 }
                if let (content, end) = codeSpan(s, from: i + run, ticks: run) {
                    flush()
                    var code = style
                    code.code = true
                    nodes.append(Node(text: content, style: code))
                    i = end
                } else {
                    text += String(repeating: "`", count: run)
                    i += run
                }
            case "[":
                if let (label, url, end) = link(s, from: i) {
                    flush()
                    var linked = style
                    linked.link = url
                    var inner = tokenize(label, style: linked)
                    resolveEmphasis(&inner)
                    for node in inner { nodes.append(Node(text: node.literal, style: node.style)) }
                    i = end
                } else {
                    text.unicodeScalars.append(c)
                    i += 1
                }
            case "*", "_", "~":
                var run = 0
                while i + run < s.count, s[i + run] == c { run += 1 }
                let before = i > 0 ? s[i - 1] : nil
                let after = i + run < s.count ? s[i + run] : nil
                let leftFlanking = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before))
                let rightFlanking = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after))
                var node = Node(text: "", style: style, delimiter: c, count: run, originalCount: run)
                if c == "_" {
                    node.canOpen = leftFlanking && (!rightFlanking || isPunctuation(before))
                    node.canClose = rightFlanking && (!leftFlanking || isPunctuation(after))
                } else {
                    node.canOpen = leftFlanking
                    node.canClose = rightFlanking
                }
                flush()
                nodes.append(node)
                i += run
            default:
                text.unicodeScalars.append(c)
                i += 1
            }
        }
        flush()
        return nodes
    }

    /// The content of a code span opened by `ticks` backticks before `start`, and where it ends; nil when
    /// no run of exactly as many backticks closes it.
    private static func codeSpan(_ s: [Unicode.Scalar], from start: Int, ticks: Int) -> (String, Int)? {
        var j = start
        while j < s.count {
            guard s[j] == "`" else {
                j += 1
                continue
            }
            var run = 0
            while j + run < s.count, s[j + run] == "`" { run += 1 }
            if run == ticks {
                var content = s[start..<j].map { $0 == "\n" ? " " : $0 }
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                    content = Array(content.dropFirst().dropLast())
                }
                var text = ""
                text.unicodeScalars.append(contentsOf: content)
                return (text, j + run)
            }
            j += run
        }
        return nil
    }

    /// `[label](destination)` starting at `start`: the label's scalars, the destination and where the
    /// link ends; nil when the brackets do not make a link.
    private static func link(_ s: [Unicode.Scalar], from start: Int) -> ([Unicode.Scalar], String, Int)? {
        var depth = 0
        var j = start
        var close: Int?
        while j < s.count {
            switch s[j] {
            case "\\": j += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { close = j }
            default: break
            }
            if close != nil { break }
            j += 1
        }
        guard let close, close + 1 < s.count, s[close + 1] == "(" else { return nil }
        var k = close + 2
        var parens = 0
        while k < s.count {
            if s[k] == "(" { parens += 1 }
            if s[k] == ")" {
                if parens == 0 { break }
                parens -= 1
            }
            if s[k] == " " || s[k] == "\n" { return nil }
            k += 1
        }
        guard k < s.count else { return nil }
        var destination = ""
        destination.unicodeScalars.append(contentsOf: s[(close + 2)..<k])
        if destination.hasPrefix("<"), destination.hasSuffix(">") { destination = String(destination.dropFirst().dropLast()) }
        return (Array(s[(start + 1)..<close]), destination, k + 1)
    }

    /// CommonMark's "process emphasis": each closer, left to right, takes the nearest opener of its
    /// character; two delimiters each side make strong emphasis, one emphasis (`~` strikes through).
    private static func resolveEmphasis(_ nodes: inout [Node]) {
        var closer = 0
        while closer < nodes.count {
            guard let c = nodes[closer].delimiter, nodes[closer].canClose, nodes[closer].count > 0 else {
                closer += 1
                continue
            }
            var matched = false
            var opener = closer - 1
            while opener >= 0 {
                let o = nodes[opener]
                if o.delimiter == c, o.canOpen, o.count > 0 {
                    let both = o.canClose || nodes[closer].canOpen
                    let ruleOfThree = both && (o.originalCount + nodes[closer].originalCount) % 3 == 0
                        && !(o.originalCount % 3 == 0 && nodes[closer].originalCount % 3 == 0)
                    if !ruleOfThree || c == "~" { break }
                }
                opener -= 1
            }
            if opener >= 0 {
                let use = (nodes[opener].count >= 2 && nodes[closer].count >= 2) ? 2 : 1
                for index in (opener + 1)..<closer {
                    if c == "~" { nodes[index].style.strikethrough = true }
                    else if use == 2 { nodes[index].style.strong = true }
                    else { nodes[index].style.emphasized = true }
                    // Delimiters inside a matched pair stay as the text they are.
                    nodes[index].canOpen = false
                    nodes[index].canClose = false
                }
                nodes[opener].count -= use
                nodes[closer].count -= use
                matched = true
            }
            if !matched || nodes[closer].count == 0 { closer += 1 }
        }
    }
}
