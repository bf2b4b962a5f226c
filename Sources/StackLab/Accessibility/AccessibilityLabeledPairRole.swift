import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// Whether a view of a labelled pair is the label or the content.
public enum AccessibilityLabeledPairRole {
    /// The label.
    case label
    /// The content.
    case content
}

extension AccessibilityLabeledPairRole: Hashable {}

extension AccessibilityLabeledPairRole: Sendable {}
