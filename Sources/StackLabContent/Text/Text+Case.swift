@_spi(Nodes) import StackLabCore

extension Text {
    /// A letter case the environment shows text in (`textCase(.uppercase)`), as SwiftUI spells it: the
    /// text is laid out in that case, so its width is the cased string's.
    public enum Case: Hashable, Sendable {
        /// Upper case.
        case uppercase
        /// Lower case.
        case lowercase

        /// `string` in this case.
        func apply(to string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }
}
