@_spi(Nodes) import StackLabCore

/// Whether text can be selected (`textSelection(.enabled)`), as SwiftUI spells it. The lab has no touches,
/// so selection changes nothing.
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {
    /// True.
    public static let allowsSelection = true
}

/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    /// False.
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Lets the text inside be selected (the lab has no touches).
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
