import Foundation
@_spi(Nodes) import StackLabCore

/// How a shape is filled, as SwiftUI spells it: the winding rule and antialiasing. A fill is one layer
/// either way.
public struct FillStyle: Equatable, Hashable, Sendable {
    /// Even-odd rather than non-zero winding.
    public var isEOFilled: Bool
    /// Antialiased edges.
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
