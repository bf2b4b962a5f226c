import Foundation

/// A paragraph of text, as SwiftUI spells it: from a string, a localized key (string literals, with
/// interpolations), a date or a formatted value, joined with `+`, and styled with a font, weight,
/// italics and colour. It is measured by breaking its string into lines at the proposed width with the
/// font's advance widths at its point size (DejaVu Sans; bold for semibold and heavier), so long text
/// costs what it should; line limits, truncation and scaling down to fit follow the environment.
nonisolated public struct Text: View, PrimitiveView, Equatable {
    /// What is shown, resolved to a string when the text is made.
    let string: String
    /// The font this text sets for itself, over the environment's.
    var font: Font?
    /// The weight this text sets for itself (`fontWeight`, `bold()`).
    var weight: Font.Weight?
    /// Whether this text is italic.
    var isItalic = false
    /// Drawing-only styling: it changes pixels, not layout.
    var style = TextStyling()

    /// Styling that changes what text looks like, not where it goes.
    struct TextStyling: Equatable {
        var color: Color?
        var underline = false
        var strikethrough = false
        var kerning: Double = 0
        var baselineOffset: Double = 0
    }

    init(string: String) {
        self.string = string
    }

    /// Shows `content` as it is, without localization.
    public init(verbatim content: String) {
        self.init(string: content)
    }

    /// Shows a string as it is.
    public init<S: StringProtocol>(_ content: S) {
        self.init(string: String(content))
    }

    /// Shows a localized string; the lab has no string tables, so it shows the key with its
    /// interpolations, as an app without a translation does.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(string: key.text)
    }

    /// Shows a date in a style (`.time`, `.date`, `.relative`), formatted in US English in UTC so
    /// recordings repeat; relative styles count from `LabClock.now`.
    public init(_ date: Date, style: DateStyle) {
        self.init(string: style.format(date))
    }

    /// Shows a value formatted by a format style (`Text(count, format: .number)`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(string: format.format(input))
    }

    /// Shows an image inline, as one glyph-sized symbol.
    public init(_ image: Image) {
        self.init(string: "\u{FFFC}")
    }

    /// The two texts one after the other; the result takes the left one's font.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined = Text(string: lhs.string + rhs.string)
        joined.font = lhs.font ?? rhs.font
        joined.weight = lhs.weight ?? rhs.weight
        joined.isItalic = lhs.isItalic
        joined.style = lhs.style
        return joined
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { TextNode(graph: graph, text: self) }

    /// How text that does not fit is cut.
    public enum TruncationMode: Sendable, Hashable {
        /// Keeps the end: "…ing".
        case head
        /// Keeps the start: "Somethi…", the default.
        case tail
        /// Keeps both ends: "Som…ing".
        case middle
    }

    /// Letter case transforms (accepted; measured as written).
    public enum Case: Sendable, Hashable {
        /// Upper case.
        case uppercase
        /// Lower case.
        case lowercase
    }

    /// How a date shows.
    public struct DateStyle: Sendable, Hashable {
        let kind: Int

        /// The time: "9:41 AM".
        public static let time = DateStyle(kind: 0)
        /// The date: "June 3, 2026".
        public static let date = DateStyle(kind: 1)
        /// Time since or until now: "2 hr, 5 min".
        public static let relative = DateStyle(kind: 2)
        /// Signed offset from now: "+2 hours".
        public static let offset = DateStyle(kind: 3)
        /// A running timer: "2:05:00".
        public static let timer = DateStyle(kind: 4)

        func format(_ date: Date) -> String {
            let seconds = Int(abs(date.timeIntervalSince(LabClock.now)))
            switch kind {
            case 0, 1:
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
                if kind == 1 {
                    let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
                    return "\(months[(c.month ?? 1) - 1]) \(c.day ?? 1), \(c.year ?? 2026)"
                }
                let hour = c.hour ?? 0
                return "\(hour % 12 == 0 ? 12 : hour % 12):\(String(format: "%02d", c.minute ?? 0)) \(hour < 12 ? "AM" : "PM")"
            case 2:
                let (h, m) = (seconds / 3600, seconds / 60 % 60)
                return h > 0 ? "\(h) hr, \(m) min" : m > 0 ? "\(m) min" : "\(seconds) sec"
            case 3:
                return "\(date < LabClock.now ? "-" : "+")\(max(1, seconds / 3600)) hours"
            default:
                return "\(seconds / 3600):\(String(format: "%02d:%02d", seconds / 60 % 60, seconds % 60))"
            }
        }
    }
}

/// The lab's "now", for texts that show relative dates: fixed, so a recording repeats.
public enum LabClock {
    /// 2026-06-01 12:00 UTC.
    public static let now = Date(timeIntervalSince1970: 1_780_315_200)
}

/// A string literal as a localization key, with its interpolations, as SwiftUI's `Text("…")` takes it.
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The text with its interpolations filled in.
    let text: String

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A key from a string.
    public init(_ value: String) {
        text = value
    }

    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// What a literal with `\(…)` in it becomes.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Room for the literal.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        /// The literal parts.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A string.
        public mutating func appendInterpolation(_ string: String) { text += string }
        /// Any value, as `String(describing:)` prints it.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        /// A number with a printf-style specifier (`"%.1f"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) { text += String(format: specifier, value) }
        /// A formatted value.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }
        /// A date in a style.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { text += style.format(date) }
        /// Another text.
        public mutating func appendInterpolation(_ text: Text) { self.text += text.string }
        /// An image, as one symbol.
        public mutating func appendInterpolation(_ image: Image) { text += "\u{FFFC}" }
    }
}

extension Text {
    /// This text in `font` (nil: the environment's).
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// This text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// This text in italics.
    public func italic() -> Text {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.style.color = color
        return copy
    }

    /// This text in a style (accepted for colours; others draw as the foreground).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var copy = self
        copy.style.color = style as? Color
        return copy
    }

    /// Underlined (drawing only).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var copy = self
        copy.style.underline = isActive
        return copy
    }

    /// Struck through (drawing only).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var copy = self
        copy.style.strikethrough = isActive
        return copy
    }

    /// Extra space between characters (accepted; not measured).
    public func kerning(_ kerning: CGFloat) -> Text {
        var copy = self
        copy.style.kerning = Double(kerning)
        return copy
    }

    /// Extra space between characters (accepted; not measured).
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }

    /// Moves the text off its baseline (drawing only).
    public func baselineOffset(_ offset: CGFloat) -> Text {
        var copy = self
        copy.style.baselineOffset = Double(offset)
        return copy
    }

    /// A monospaced variant of the text's font.
    public func monospaced(_ isActive: Bool = true) -> Text {
        guard isActive else { return self }
        var copy = self
        copy.font = (font ?? .body).monospaced()
        return copy
    }

    /// Digits of equal width (accepted; measured as written).
    public func monospacedDigit() -> Text { self }
}
