import Foundation

/// How a change is interpolated over time, as SwiftUI's `Animation`: timing curves, springs, and their
/// delays, speeds and repeats. The lab commits each transaction's end state, so an animation changes
/// nothing on screen; its curve can still be evaluated (`animate(value:time:context:)`), as a custom
/// animation's is.
public struct Animation: Equatable, Sendable {
    let box: AnimationBox

    /// An animation driven by your own `CustomAnimation`.
    public init<A: CustomAnimation>(_ base: A) {
        box = AnimationBox(base)
    }

    /// Equal when their bases are equal.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.box.hashable == rhs.box.hashable
    }
}

/// An animation's base, of any `CustomAnimation` type. Built-in animations are values; a custom one is
/// the app's, read only by the graph's thread.
final class AnimationBox: @unchecked Sendable {
    let base: any CustomAnimation
    let hashable: AnyHashable

    init<A: CustomAnimation>(_ base: A) {
        self.base = base
        hashable = AnyHashable(base)
    }
}

extension Animation: Hashable {
    /// The value `time` seconds into animating from zero to `value`; nil once the animation is done.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        box.base.animate(value: value, time: time, context: &context)
    }

    /// The velocity `time` seconds into animating to `value`, if the animation knows it.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        box.base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over from `previous` rather than adding to it.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        box.base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The animation's base.
    public var base: any CustomAnimation { box.base }

    /// Hashes the base.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.hashable)
    }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The base's description.
    public var description: String { String(describing: box.base) }
    /// The base's description.
    public var debugDescription: String { description }
    /// The base.
    public var customMirror: Mirror { Mirror(self, children: ["base": box.base]) }
}

/// An animation of your own: interpolates a value over time, as SwiftUI's `CustomAnimation`.
public protocol CustomAnimation: Hashable {
    /// The value `time` seconds into animating from zero to `value`; nil when done.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity at `time`, if known.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether this animation replaces `previous` instead of running beside it.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// Unknown.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    /// Runs beside the previous animation.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }
}

/// What a custom animation keeps between its steps: its state and whether it is logically complete.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's own values.
    public var state: AnimationState<Value>
    /// Whether the animation has reached its end as far as completion handlers are concerned.
    public var isLogicallyComplete: Bool
    let values: EnvironmentValues

    package init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false, environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        values = environment
    }

    /// The environment of the view being animated.
    public var environment: EnvironmentValues { values }

    /// The same context with another state.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: values)
    }
}

/// A custom animation's values, by key.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values.
    public init() {}

    /// The value for `key`, else its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value a custom animation keeps in its state.
public protocol AnimationStateKey {
    /// The value's type.
    associatedtype Value
    /// The value before the animation sets one.
    static var defaultValue: Value { get }
}
