/// The direction a text selection's cursor belongs to at a line break (SwiftUI, iOS 18). Accepted: the
/// lab has no text cursor.
public enum TextSelectionAffinity: Equatable, Hashable {
    /// The system chooses.
    case automatic
    /// The cursor belongs with the text before it.
    case upstream
    /// The cursor belongs with the text after it.
    case downstream
}
