/// The user's Increase Contrast setting (standard unless turned on).
public enum ColorSchemeContrast: CaseIterable, Sendable {
    /// The usual contrast.
    case standard
    /// Increased contrast.
    case increased
}

extension ColorSchemeContrast: Equatable {}

extension ColorSchemeContrast: Hashable {}
