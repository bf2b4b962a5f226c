import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// How touches in a direct-touch area reach the app under VoiceOver.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The raw bits.
    public typealias RawValue = UInt
    /// The raw bits.
    public let rawValue: AccessibilityDirectTouchOptions.RawValue
    /// Options from raw bits.
    public init(rawValue: AccessibilityDirectTouchOptions.RawValue) { self.rawValue = rawValue }
    /// VoiceOver says nothing when the area is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    /// The area must be activated before touches pass through.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}
