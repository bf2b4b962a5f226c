import Foundation
@_spi(Nodes) import StackLabCore

/// One property's track of keyframes in a value's keyframes, as SwiftUI's `KeyframeTrack`: the
/// keyframes of the whole value (`KeyframeTrack { … }`) or of the property at a key path.
/// (SwiftUI names its second generic parameter `Value`; here it is `TrackValue`, so that `Value`, the
/// animated root, is the type `Keyframes` builders match tracks by.)
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes, LabKeyframes where TrackValue == Content.Value {
    /// The animated value.
    public typealias Value = Root

    let evaluator: KeyframeEvaluator<Root>

    /// Keyframes of the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
        let segments = keyframeSegments(of: content()).compactMap { $0 as? KeyframeSegment<Root> }
        evaluator = KeyframeEvaluator(duration: segments.reduce(0) { $0 + $1.duration }) { root, initial, time in
            root = KeyframeEvaluator<Root>.value(of: segments, from: initial, at: time)
        }
    }

    /// Keyframes of the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        let segments = keyframeSegments(of: content())
        evaluator = KeyframeEvaluator(duration: segments.reduce(0) { $0 + $1.duration }) { root, initial, time in
            root[keyPath: keyPath] = KeyframeEvaluator<TrackValue>.value(of: segments, from: initial[keyPath: keyPath], at: time)
        }
    }

    /// Primitive.
    public var body: Never { return fatalError("KeyframeTrack has no body") }
    /// Primitive.
    public typealias Body = Never

    func labEvaluators<R>(_ type: R.Type) -> [KeyframeEvaluator<R>] { [evaluator].compactMap { $0 as? KeyframeEvaluator<R> } }
}

/// Evaluates one track: sets its property of the value at a time, from the initial value.
struct KeyframeEvaluator<Root> {
    let duration: TimeInterval
    let apply: (inout Root, Root, TimeInterval) -> Void

    /// The value `segments` reach `time` seconds after starting at `initial`.
    static func value<V>(of segments: [KeyframeSegment<V>], from initial: V, at time: TimeInterval) -> V {
        guard let animatable = initial as? any Animatable else { return segments.last(where: { _ in true })?.to ?? initial }
        return opened(animatable, segments: segments, time: time) as? V ?? initial
    }

    /// `interpolate` with the value's type opened.
    private static func opened<A: Animatable, V>(_ initial: A, segments: [KeyframeSegment<V>], time: TimeInterval) -> Any {
        interpolate(initial, segments: segments.compactMap { $0 as? KeyframeSegment<A> }, time: time)
    }

    private static func interpolate<A: Animatable>(_ initial: A, segments: [KeyframeSegment<A>], time: TimeInterval) -> A {
        var start = initial
        var elapsed = 0.0
        for segment in segments {
            if time < elapsed + segment.duration, segment.duration > 0 {
                let local = time - elapsed
                let progress = local / segment.duration
                var result = start
                let delta = segment.to.animatableData - start.animatableData
                switch segment.motion {
                case let .linear(curve):
                    result.animatableData = start.animatableData + delta.scaled(by: curve.value(at: progress))
                case .cubic:
                    result.animatableData = start.animatableData + delta.scaled(by: progress * progress * (3 - 2 * progress))
                case let .spring(spring):
                    result.animatableData = start.animatableData + spring.value(target: delta, time: local)
                case .move:
                    result = segment.to
                }
                return result
            }
            elapsed += segment.duration
            start = segment.to
        }
        return start
    }
}

/// Keyframes the lab evaluates directly: their tracks.
protocol LabKeyframes {
    func labEvaluators<R>(_ type: R.Type) -> [KeyframeEvaluator<R>]
}

/// The tracks of `keyframes`, through its body when it is one of the app's own.
func keyframeEvaluators<K: Keyframes>(of keyframes: K) -> [KeyframeEvaluator<K.Value>] {
    if let lab = keyframes as? any LabKeyframes { return lab.labEvaluators(K.Value.self) }
    if K.Body.self == Never.self { return [] }
    return keyframeEvaluators(of: keyframes.body).compactMap { $0 as? KeyframeEvaluator<K.Value> }
}

/// Several tracks (what a builder block makes).
struct KeyframeTracks<Value>: Keyframes, LabKeyframes {
    let evaluators: [KeyframeEvaluator<Value>]
    var body: Never { return fatalError("KeyframeTracks has no body") }
    typealias Body = Never
    func labEvaluators<R>(_ type: R.Type) -> [KeyframeEvaluator<R>] { evaluators.compactMap { $0 as? KeyframeEvaluator<R> } }
}

/// Builds a value's keyframes from tracks (or from keyframes of the whole value).
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A keyframe of the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value { expression }

    /// The keyframes of a `for` loop.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(segments: components.flatMap { keyframeSegments(of: $0) })
    }

    /// The `if` branch of an `if/else`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where Value == First.Value, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.Conditional(segments: keyframeSegments(of: component))
    }

    /// The `else` branch of an `if/else`.
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where Value == First.Value, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.Conditional(segments: keyframeSegments(of: component))
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }

    /// The keyframes so far, then the next.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(segments: keyframeSegments(of: accumulated) + keyframeSegments(of: next))
    }

    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframeSequence<Value>(segments: [])
    }

    /// Keyframes of the whole value, as one track.
    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content> where Value == Content.Value {
        KeyframeTrack { component }
    }

    /// A track statement.
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content where Value == Content.Value { expression }

    /// The first track of a block.
    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Value == Content.Value { first }

    /// The tracks so far, then the next; they run side by side.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframeTracks(evaluators: keyframeEvaluators(of: accumulated) + keyframeEvaluators(of: next))
    }

    /// No tracks.
    public static func buildBlock() -> some Keyframes<Value> {
        KeyframeTracks<Value>(evaluators: [])
    }

    /// The tracks.
    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Value == Content.Value { component }
}

/// A value's keyframes evaluated over time, outside any view (to sample a curve, to drive a timeline).
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let evaluators: [KeyframeEvaluator<Value>]

    /// The timeline of `content`'s tracks starting at `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        evaluators = keyframeEvaluators(of: content())
    }

    /// How long the longest track lasts.
    public var duration: TimeInterval { evaluators.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in.
    public func value(time: Double) -> Value {
        var value = initialValue
        for evaluator in evaluators { evaluator.apply(&value, initialValue, time) }
        return value
    }

    /// The value at `progress` (0…1) of the duration.
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}
