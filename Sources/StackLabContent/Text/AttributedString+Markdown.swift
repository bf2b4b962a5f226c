#if !canImport(Darwin)
import Foundation
@_spi(Nodes) import StackLabCore

// Foundation on Linux has no markdown: `AttributedString(markdown:)`, its options and the inline
// presentation intents are Foundation's API on Apple platforms, provided here so that cells that parse
// markdown for their text compile and lay out with their emphasis. The lab parses the inline syntax
// (`InlineMarkdown`); block syntax (headings, lists) is kept as text, as `.inlineOnlyPreservingWhitespace`
// keeps it.

/// The inline styles markdown gives a run (Foundation's, on Apple platforms).
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Intents from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `*emphasis*`.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// `**strong emphasis**`.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// `` `code` ``.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// `~~strikethrough~~`.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Inline HTML.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// Block HTML.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.SwiftUIAttributes {
    /// The markdown intent attribute.
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        /// Intents.
        public typealias Value = InlinePresentationIntent
        /// The attribute's name (Foundation's).
        public static let name = "NSInlinePresentationIntent"
    }
}

extension AttributedString {
    /// How markdown is read (Foundation's options).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Whether `^[text](attribute: value)` extended attributes are read (kept as text here).
        public var allowsExtendedAttributes: Bool
        /// Which syntax is read.
        public var interpretedSyntax: InterpretedSyntax
        /// What a malformed document gives.
        public var failurePolicy: FailurePolicy
        /// The document's language.
        public var languageCode: String?

        /// Options for reading markdown.
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }

        /// Which markdown syntax is read.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Blocks and inlines (the lab reads the inlines and keeps block markers as text).
            case full
            /// Inlines only, whitespace collapsed.
            case inlineOnly
            /// Inlines only, whitespace kept.
            case inlineOnlyPreservingWhitespace
        }

        /// What a malformed document gives.
        public enum FailurePolicy: Hashable, Sendable {
            /// An error.
            case throwError
            /// What could be read.
            case returnPartiallyParsedIfPossible
        }
    }

    /// The attributed string of `markdown`'s inline syntax: emphasis, strong emphasis, code,
    /// strikethrough and links, as Foundation's markdown reader marks them.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        var text = markdown
        if options.interpretedSyntax == .inlineOnly {
            text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        var result = AttributedString()
        for span in InlineMarkdown.parse(text) {
            var piece = AttributedString(span.text)
            var intent = InlinePresentationIntent()
            if span.style.strong { intent.insert(.stronglyEmphasized) }
            if span.style.emphasized { intent.insert(.emphasized) }
            if span.style.code { intent.insert(.code) }
            if span.style.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { piece.inlinePresentationIntent = intent }
            if let link = span.style.link { piece.link = URL(string: link, relativeTo: baseURL) }
            result += piece
        }
        self = result
    }

    /// The attributed string of markdown read from UTF-8 `markdown` data.
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
    }

    /// The attributed string of `markdown`, its attributes read in `scope` (the inline syntax's).
    public init<S: AttributeScope>(markdown: String, including scope: KeyPath<AttributeScopes, S.Type>, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(markdown: markdown, options: options, baseURL: baseURL)
    }
}
#endif
