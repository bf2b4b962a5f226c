import Foundation
@_spi(Nodes) import StackLabCore

/// A string literal as a localization key, with its interpolations, as SwiftUI's `Text("…")` takes it. The
/// lab has no string tables, so a key shows as written, with the inline markdown of its literal parts
/// applied (interpolated strings are never read as markdown, as SwiftUI substitutes them after parsing the
/// key), and interpolated texts, attributed strings and images keeping their own styles.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key with its interpolations filled in.
    package let text: String
    /// Where each interpolation's text is in `text`, as UTF-8 offsets.
    let arguments: InterpolationRanges
    /// Interpolations with styles of their own (texts, attributed strings, images), by argument index.
    let styled: [Int: [TextRun]]
    /// Whether a literal part holds a character inline markdown gives a meaning to.
    let hasMarkdown: Bool

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key from a string (read as markdown, as SwiftUI reads a key made from a string).
    public init(_ value: String) {
        text = value
        arguments = InterpolationRanges()
        styled = [:]
        hasMarkdown = InlineMarkdown.mightContainSyntax(value)
    }

    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        arguments = stringInterpolation.arguments
        styled = stringInterpolation.styled
        hasMarkdown = stringInterpolation.hasMarkdown
    }

    /// The runs a text of this key shows.
    var runs: [TextRun] {
        guard hasMarkdown || !styled.isEmpty else { return [TextRun(string: text)] }
        // Each interpolation becomes one private-use placeholder, so that markdown sees only the literal
        // parts; the spans are then expanded back.
        let utf8 = Array(text.utf8)
        var format = ""
        var values: [String] = []
        var cursor = 0
        arguments.forEach { range in
            format += String(decoding: utf8[cursor..<range.lowerBound], as: UTF8.self)
            format.unicodeScalars.append(Unicode.Scalar(0xE000 + UInt32(values.count))!)
            values.append(String(decoding: utf8[range], as: UTF8.self))
            cursor = range.upperBound
        }
        format += String(decoding: utf8[cursor...], as: UTF8.self)
        let spans = hasMarkdown ? InlineMarkdown.parse(format) : [MarkdownSpan(text: format)]
        var runs: [TextRun] = []
        for span in spans {
            let style = TextRunStyle(markdown: span.style)
            var pending = ""
            for scalar in span.text.unicodeScalars {
                let index = Int(scalar.value) - 0xE000
                guard index >= 0, index < values.count else {
                    pending.unicodeScalars.append(scalar)
                    continue
                }
                if let inserted = styled[index] {
                    if !pending.isEmpty { runs.append(TextRun(string: pending, style: style)) }
                    pending = ""
                    runs += inserted.map { TextRun(string: $0.string, style: $0.style.filling(from: style)) }
                } else {
                    pending += values[index]
                }
            }
            if !pending.isEmpty { runs.append(TextRun(string: pending, style: style)) }
        }
        return runs.isEmpty ? [TextRun(string: "")] : runs
    }

    /// What a literal with `\(…)` in it becomes, as SwiftUI spells its interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var arguments = InterpolationRanges()
        var styled: [Int: [TextRun]] = [:]
        var hasMarkdown = false

        /// Room for the literal.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        /// The literal parts.
        public mutating func appendLiteral(_ literal: String) {
            if !hasMarkdown, InlineMarkdown.mightContainSyntax(literal) { hasMarkdown = true }
            text += literal
        }

        /// An argument's text, remembered as one.
        private mutating func argument(_ string: String, runs: [TextRun]? = nil) {
            let start = text.utf8.count
            text += string
            if let runs { styled[arguments.count] = runs }
            arguments.append(start..<text.utf8.count)
        }

        /// A string.
        public mutating func appendInterpolation(_ string: String) { argument(string) }

        /// Any value, as `String(describing:)` prints it. Numbers and strings, what cells interpolate most,
        /// are printed directly: called from a team's module the method is not specialized, and
        /// `String(describing:)` searched the value's conformances on every row (about 1,900 instructions).
        /// A floating-point number goes through its format specifier, as SwiftUI's `_FormatSpecifiable`
        /// numbers do (`%lf` for `Double` and `CGFloat`, `%f` for `Float`): `Text("\(3.5) km")` shows
        /// `3.500000 km` on a phone, and lays out that many glyphs here.
        public mutating func appendInterpolation<T>(_ value: T) {
            // The types compared first: a cast alone would unwrap an optional, which prints as `Optional(…)`.
            if T.self == Int.self, let int = value as? Int {
                argument(String(int))
            } else if T.self == String.self, let string = value as? String {
                argument(string)
            } else if T.self == Double.self, let double = value as? Double {
                argument(String(format: "%lf", double))
            } else if T.self == CGFloat.self, let cgFloat = value as? CGFloat {
                argument(String(format: "%lf", Double(cgFloat)))
            } else if T.self == Float.self, let float = value as? Float {
                argument(String(format: "%f", Double(float)))
            } else {
                argument(String(describing: value))
            }
        }

        /// A number with a printf-style specifier (`"%.1f"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            argument(String(format: specifier, value))
        }

        /// A localized string resource (its default value: the lab has no string tables).
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) { argument(resource.text) }

        /// A value formatted by `formatter` (or as it prints without one).
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            argument(formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// An object formatted by `formatter` (or as it prints without one).
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            argument(formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// A value formatted by a format style.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
            argument(format.format(input))
        }

        /// A value formatted by a format style that produces an attributed string.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
            appendInterpolation(format.format(input))
        }

        /// Another text, keeping its styles.
        public mutating func appendInterpolation(_ text: Text) { argument(text.string, runs: text.runs) }

        /// An attributed string, keeping its styles.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            let runs = TextRun.runs(of: attributedString)
            argument(runs.map(\.string).joined(), runs: runs)
        }

        /// An image, as one symbol-wide glyph.
        public mutating func appendInterpolation(_ image: Image) {
            argument("\u{FFFC}", runs: Text(image).runs)
        }

        /// A date in a style.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { argument(style.format(date)) }

        /// A range of dates.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { argument(Text(dates).string) }

        /// A date interval.
        public mutating func appendInterpolation(_ interval: DateInterval) { argument(Text(interval).string) }

        /// A timer, as it reads at `LabClock.now`.
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
            argument(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours).string)
        }

        /// A colour's accessibility name (iOS 18).
        public mutating func appendInterpolation(accessibilityName color: Color) { argument(color.description) }

        /// A time source's value at `LabClock.now`, formatted (iOS 18).
        public mutating func appendInterpolation<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F.FormatOutput == AttributedString {
            appendInterpolation(format.format(source.value(LabClock.now)))
        }

        /// A time source's value at `LabClock.now`, formatted (iOS 18).
        @_disfavoredOverload
        public mutating func appendInterpolation<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F.FormatOutput == String {
            argument(format.format(source.value(LabClock.now)))
        }
    }
}

/// Where a key's interpolations are: the first two inline, so that a key of a few interpolations
/// allocates nothing for them.
struct InterpolationRanges: Equatable, Sendable {
    private var first: Range<Int>?
    private var second: Range<Int>?
    private var rest: [Range<Int>] = []

    var count: Int { first == nil ? 0 : second == nil ? 1 : 2 + rest.count }

    mutating func append(_ range: Range<Int>) {
        if first == nil { first = range } else if second == nil { second = range } else { rest.append(range) }
    }

    func forEach(_ body: (Range<Int>) -> Void) {
        if let first { body(first) }
        if let second { body(second) }
        rest.forEach(body)
    }
}

extension TextRunStyle {
    /// The run style markdown gives: strong is bold, emphasis italic, code monospaced, links in the tint.
    init(markdown: MarkdownStyle) {
        self.init()
        if markdown.strong { weight = .bold }
        if markdown.emphasized { isItalic = true }
        if markdown.code { isMonospaced = true }
        if markdown.strikethrough { strikethrough = true }
        if markdown.link != nil { foreground = AnyShapeStyle(TintShapeStyle()) }
    }
}
