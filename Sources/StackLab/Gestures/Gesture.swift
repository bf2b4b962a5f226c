import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A gesture a view recognizes, as SwiftUI's `Gesture`: a main-actor protocol with the value it
/// reports and a body made of other gestures. Gestures are accepted in the lab: its input is the scroll
/// driver, not touches, so none is ever recognized and their actions never run.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and ends.
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of; primitive gestures have none.
    @MainActor @preconcurrency var body: Body { get }
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body.
    nonisolated public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// Never reports (its `Value`, `Never`, is declared with `Keyframes`' conformance).
extension Never: Gesture {}

extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value
    /// Primitive.
    public typealias Body = Never
}

/// A type-erased gesture.
nonisolated public struct AnyGesture<Value>: Gesture {
    let base: Any

    /// Erases `gesture`'s type.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        base = gesture
    }

    /// Primitive.
    public typealias Body = Never
}

/// A gesture that runs an action when it ends (`onEnded`).
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
    let content: Content
    let action: (Content.Value) -> Void

    /// The content's value.
    public typealias Value = Content.Value
    /// Primitive.
    public typealias Body = Never
}

/// A gesture that runs an action as its value changes (`onChanged`).
nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    let content: Content
    let action: (Content.Value) -> Void

    /// The content's value.
    public typealias Value = Content.Value
    /// Primitive.
    public typealias Body = Never
}

/// A gesture whose value is transformed (`map`).
nonisolated public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value

    /// Primitive.
    public typealias Body = Never
}

extension Gesture {
    /// Runs `action` when the gesture ends (never, in the lab).
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// The gesture with its value transformed by `body`.
    nonisolated public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// This gesture and `other`, recognized at the same time.
    nonisolated public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once this one succeeds.
    nonisolated public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` when this one fails.
    nonisolated public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }

    /// The gesture updating `state` while it is active; the state resets when it ends.
    nonisolated public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension Gesture where Self.Value: Equatable {
    /// Runs `action` as the gesture's value changes (never, in the lab).
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

/// Which gestures of a view and its subviews a `gesture(_:including:)` enables.
public struct GestureMask: OptionSet {
    /// The raw bits.
    public let rawValue: UInt32
    /// A mask from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// None.
    public static let none = GestureMask([])
    /// The attached gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all = GestureMask(rawValue: 3)
}

extension GestureMask: Sendable {}

extension GestureMask: BitwiseCopyable {}
