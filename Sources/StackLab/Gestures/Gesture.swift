import Foundation

/// A gesture a view recognizes (accepted; the lab's input is the scroll driver).
public protocol Gesture {}

/// A tap.
public struct TapGesture: Gesture {
    /// A tap of `count` touches.
    public init(count: Int = 1) {}
    /// Runs `action` when recognized.
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}

/// A long press.
public struct LongPressGesture: Gesture {
    /// A press of at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
    /// Runs `action` when recognized.
    public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
}

/// A drag.
public struct DragGesture: Gesture {
    /// A drag's state.
    public struct Value: Sendable {
        /// How far the finger moved.
        public var translation: CGSize
        /// Where it is.
        public var location: CGPoint
    }
    /// A drag of at least `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10) {}
    /// Runs `action` as the drag moves.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    /// Runs `action` when the drag ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}
