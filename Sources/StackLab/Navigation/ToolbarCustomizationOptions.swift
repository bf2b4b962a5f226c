@_spi(Nodes) import StackLabCore
import StackLabContent

/// Options of a customizable toolbar item (SwiftUI's `ToolbarCustomizationOptions`).
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    /// The raw bits.
    public typealias RawValue = Int
    /// The item stays available while the toolbar is customized.
    public static var alwaysAvailable: ToolbarCustomizationOptions { ToolbarCustomizationOptions(rawValue: 1) }
    /// The raw bits.
    public var rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// An option.
    public typealias ArrayLiteralElement = ToolbarCustomizationOptions
    /// An option.
    public typealias Element = ToolbarCustomizationOptions
}
