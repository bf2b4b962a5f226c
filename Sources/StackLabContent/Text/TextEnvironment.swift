import Foundation
@_spi(Nodes) import StackLabCore

/// The environment values text reads that the View modifiers of this family write: case, line limits with
/// a minimum, and the font attributes a view sets for the text inside it
/// (`.italic()`, `.kerning(2)` on a stack).
enum TextCaseKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Text.Case? = nil
    static let name = "textCase"
}

/// The fewest lines text takes (`lineLimit(2...4)`, `lineLimit(3, reservesSpace: true)`).
enum LineLimitMinimumKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue: Int? = nil
    static let name = "lineLimit"
}

/// The run style views set for the text inside them.
enum TextStyleKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = TextRunStyle()
    static let name = "font"
}

extension EnvironmentValues {
    /// The case text is shown and laid out in.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The fewest lines text takes: it reserves their height when it has fewer.
    var lineLimitMinimum: Int? {
        get { self[LineLimitMinimumKey.self] }
        set { self[LineLimitMinimumKey.self] = newValue }
    }

    /// The font attributes views set for the text inside them.
    var textStyle: TextRunStyle {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }
}
