import Foundation
@_spi(Nodes) import StackLabCore

/// Keyframes for a value of type `Value`: tracks of keyframes, each animating a property of it, as
/// SwiftUI's `Keyframes`. `KeyframeTimeline` evaluates them; a `KeyframeAnimator` in the lab shows its
/// content at the initial value (it commits each transaction's end state and runs no timeline).
public protocol Keyframes<Value> {
    /// The animated value's type.
    associatedtype Value = Self.Body.Value
    /// The keyframes this one is made of.
    associatedtype Body: Keyframes
    /// The keyframes this one is made of.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
}

extension Never: @preconcurrency Keyframes {
    /// Never animates; `Gesture`'s conformance shares this `Value`.
    public typealias Value = Never
}

/// The keyframes of one track, for one property, built by `KeyframeTrackContentBuilder`.
public protocol KeyframeTrackContent<Value> {
    /// The animated property's type.
    associatedtype Value: Animatable = Self.Body.Value
    /// The content this one is made of.
    associatedtype Body: KeyframeTrackContent
    /// The content this one is made of.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
}

/// How one keyframe moves its property from the previous keyframe's value to its own.
enum KeyframeMotion {
    case linear(UnitCurve)
    case cubic
    case spring(Spring)
    case move
}

/// One keyframe, as the timeline evaluates it.
struct KeyframeSegment<Value> {
    let to: Value
    let duration: TimeInterval
    let motion: KeyframeMotion
}

/// Keyframe content the lab evaluates directly: its keyframes in order.
protocol LabKeyframeTrackContent {
    func labSegments<V>(_ type: V.Type) -> [KeyframeSegment<V>]
}

/// The keyframes of `content`, through its body when it is one of the app's own.
func keyframeSegments<C: KeyframeTrackContent>(of content: C) -> [KeyframeSegment<C.Value>] {
    if let lab = content as? any LabKeyframeTrackContent { return lab.labSegments(C.Value.self) }
    if C.Body.self == Never.self { return [] }
    return keyframeSegments(of: content.body).compactMap { $0 as? KeyframeSegment<C.Value> }
}

/// A keyframe following a cubic curve to `to`.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, LabKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// A keyframe reaching `to` after `duration` seconds along a cubic curve.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration, motion: .cubic)
    }

    /// Itself.
    public var body: CubicKeyframe<Value> { return self }
    /// Itself.
    public typealias Body = CubicKeyframe<Value>

    func labSegments<V>(_ type: V.Type) -> [KeyframeSegment<V>] { [segment].compactMap { $0 as? KeyframeSegment<V> } }
}

/// A keyframe following a spring to `to`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, LabKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// A keyframe springing to `to`, lasting `duration` seconds or the spring's settling time.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration ?? spring.settlingDuration, motion: .spring(spring))
    }

    /// Itself.
    public var body: SpringKeyframe<Value> { return self }
    /// Itself.
    public typealias Body = SpringKeyframe<Value>

    func labSegments<V>(_ type: V.Type) -> [KeyframeSegment<V>] { [segment].compactMap { $0 as? KeyframeSegment<V> } }
}

/// A keyframe interpolating to `to` along a timing curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, LabKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// A keyframe reaching `to` after `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: duration, motion: .linear(timingCurve))
    }

    /// Itself.
    public var body: LinearKeyframe<Value> { return self }
    /// Itself.
    public typealias Body = LinearKeyframe<Value>

    func labSegments<V>(_ type: V.Type) -> [KeyframeSegment<V>] { [segment].compactMap { $0 as? KeyframeSegment<V> } }
}

/// A keyframe that jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, LabKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// A jump to `to`.
    public init(_ to: Value) {
        segment = KeyframeSegment(to: to, duration: 0, motion: .move)
    }

    /// Itself.
    public var body: MoveKeyframe<Value> { return self }
    /// Itself.
    public typealias Body = MoveKeyframe<Value>

    func labSegments<V>(_ type: V.Type) -> [KeyframeSegment<V>] { [segment].compactMap { $0 as? KeyframeSegment<V> } }
}

/// Keyframes in sequence (what a builder block makes).
struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent, LabKeyframeTrackContent {
    let segments: [KeyframeSegment<Value>]
    var body: KeyframeSequence<Value> { return self }
    func labSegments<V>(_ type: V.Type) -> [KeyframeSegment<V>] { segments.compactMap { $0 as? KeyframeSegment<V> } }
}

/// Builds the keyframes of one track from the statements of a closure.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe statement.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value { expression }

    /// The keyframes of a `for` loop, in order.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(segments: components.flatMap { keyframeSegments(of: $0) })
    }

    /// The `if` branch of an `if/else`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where Value == First.Value, First.Value == Second.Value {
        Conditional(segments: keyframeSegments(of: component))
    }

    /// The `else` branch of an `if/else`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where Value == First.Value, First.Value == Second.Value {
        Conditional(segments: keyframeSegments(of: component))
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }

    /// The keyframes so far, then the next.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(segments: keyframeSegments(of: accumulated) + keyframeSegments(of: next))
    }

    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeSequence<Value>(segments: [])
    }
}

extension KeyframeTrackContentBuilder {
    /// The keyframes of whichever branch of an `if/else` ran.
    public struct Conditional<ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent, LabKeyframeTrackContent
    where ConditionalValue == First.Value, First.Value == Second.Value {
        let segments: [KeyframeSegment<ConditionalValue>]

        /// Itself.
        public var body: Self { return self }
        /// Itself.
        public typealias Body = Self
        /// The branches' value.
        public typealias Value = ConditionalValue

        func labSegments<V>(_ type: V.Type) -> [KeyframeSegment<V>] { segments.compactMap { $0 as? KeyframeSegment<V> } }
    }
}
