import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A VoiceOver zoom on an element.
public struct AccessibilityZoomGestureAction {
    /// Which way.
    public enum Direction {
        /// In.
        case zoomIn
        /// Out.
        case zoomOut
    }

    /// Which way.
    public let direction: AccessibilityZoomGestureAction.Direction
    /// Where, as a fraction of the element.
    public let location: UnitPoint
    /// Where, in the element's coordinates.
    public let point: CGPoint
}

extension AccessibilityZoomGestureAction.Direction: Equatable {}

extension AccessibilityZoomGestureAction.Direction: Hashable {}

extension AccessibilityZoomGestureAction.Direction: Sendable {}

extension AccessibilityZoomGestureAction.Direction: BitwiseCopyable {}
