import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// One or more taps.
nonisolated public struct TapGesture: Gesture {
    /// How many taps.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
    /// Primitive.
    public typealias Body = Never
    /// A tap reports nothing.
    public typealias Value = Void
}

/// Taps that report where they landed.
nonisolated public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public struct Value: Equatable, @unchecked Sendable {
        /// The location in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// How many taps.
    public var count: Int
    /// The space the location is in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps (deprecated form).
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A gesture of `count` taps reported in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Primitive.
    public typealias Body = Never
}

/// A press held for a while.
nonisolated public struct LongPressGesture: Gesture {
    /// Seconds the press must last.
    public var minimumDuration: Double
    /// How far the finger may move, in points.
    public var maximumDistance: CGFloat

    /// A press of at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Whether the press is still down.
    public typealias Value = Bool
    /// Primitive.
    public typealias Body = Never
}

/// A drag.
nonisolated public struct DragGesture: Gesture {
    /// A drag's state.
    public struct Value: Equatable, Sendable {
        /// When.
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where it started.
        public var startLocation: CGPoint
        let currentVelocity: CGSize

        /// How far the finger moved.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Points per second.
        public var velocity: CGSize { currentVelocity }
        /// Where the drag would end if the finger lifted now.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + currentVelocity.width / 4, y: location.y + currentVelocity.height / 4)
        }
        /// How far the drag would go if the finger lifted now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far the finger moves before the drag starts.
    public var minimumDistance: CGFloat
    /// The space locations are in.
    public var coordinateSpace: CoordinateSpace

    /// A drag (deprecated form).
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag reported in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Primitive.
    public typealias Body = Never
}

/// A pinch.
nonisolated public struct MagnifyGesture: Gesture {
    /// A pinch's state.
    public struct Value: Equatable, Sendable {
        /// When.
        public var time: Date
        /// The scale from the start.
        public var magnification: CGFloat
        /// Scale per second.
        public var velocity: CGFloat
        /// Where the pinch started, as a fraction of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch started.
        public var startLocation: CGPoint
    }

    /// How much the scale changes before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A pinch.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// Primitive.
    public typealias Body = Never
}

/// A two-finger rotation.
nonisolated public struct RotateGesture: Gesture {
    /// A rotation's state.
    public struct Value: Equatable, Sendable {
        /// When.
        public var time: Date
        /// The angle from the start.
        public var rotation: Angle
        /// Angle per second.
        public var velocity: Angle
        /// Where it started, as a fraction of the view.
        public var startAnchor: UnitPoint
        /// Where it started.
        public var startLocation: CGPoint
    }

    /// How much the angle changes before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotation.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// Primitive.
    public typealias Body = Never
}

/// A pinch (deprecated; renamed `MagnifyGesture`).
nonisolated public struct MagnificationGesture: Gesture {
    /// How much the scale changes before the gesture starts.
    public var minimumScaleDelta: CGFloat
    /// A pinch.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    /// The scale from the start.
    public typealias Value = CGFloat
    /// Primitive.
    public typealias Body = Never
}

/// A two-finger rotation (deprecated; renamed `RotateGesture`).
nonisolated public struct RotationGesture: Gesture {
    /// How much the angle changes before the gesture starts.
    public var minimumAngleDelta: Angle
    /// A rotation.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    /// The angle from the start.
    public typealias Value = Angle
    /// Primitive.
    public typealias Body = Never
}
