import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// Which way an adjustable element is adjusted.
public enum AccessibilityAdjustmentDirection: Sendable {
    /// Up.
    case increment
    /// Down.
    case decrement
}

extension AccessibilityAdjustmentDirection: Equatable {}

extension AccessibilityAdjustmentDirection: Hashable {}
