/// The kind of text VoiceOver reads, as SwiftUI spells it. VoiceOver is off while the lab records.
public struct AccessibilityTextContentType: Sendable, Hashable {
    let name: String

    /// Plain text.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// A console's output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// File system paths.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// Prose.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// A spreadsheet's cells.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}
