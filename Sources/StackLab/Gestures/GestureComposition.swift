@_spi(Nodes) import StackLabCore
import StackLabContent

/// Two gestures recognized at the same time (`simultaneously(with:)`).
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both, each nil until its gesture reports.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Primitive.
    public typealias Body = Never
}

extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

/// One gesture, then another once the first succeeds (`sequenced(before:)`).
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture's value, then both.
    public enum Value {
        /// The first gesture is active.
        case first(First.Value)
        /// The first succeeded; the second is active.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// The first gesture, then the second.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Primitive.
    public typealias Body = Never
}

extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One gesture, or another when the first fails (`exclusively(before:)`).
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of whichever gesture was recognized.
    public enum Value {
        /// The first gesture's.
        case first(First.Value)
        /// The second gesture's.
        case second(Second.Value)
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// The first gesture, else the second.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Primitive.
    public typealias Body = Never
}

extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that updates a `@GestureState` while it is active (`updating(_:body:)`).
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value

    /// The gesture.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// How a new value updates the state.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// `base`, updating `state` with `body`.
    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// Primitive.
    public typealias Body = Never
}

/// State a gesture updates while it is active and that resets when it ends
/// (`@GestureState var dragOffset = CGSize.zero`). No gesture is recognized in the lab, so it keeps its
/// initial value; like `@State`, it lives in the view's node.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    fileprivate var state: StackLab.State<Value>
    fileprivate let reset: (Binding<Value>) -> Void

    private init(value: Value, reset: @escaping (Binding<Value>) -> Void) {
        state = StackLab.State(wrappedValue: value)
        self.reset = reset
    }

    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        self.init(value: wrappedValue, reset: { _ in })
    }

    /// State starting at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// State starting at `wrappedValue`, reset in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    /// State starting at `initialValue`, reset in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue)
    }

    /// State starting at `wrappedValue`, reset by `reset`.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(value: wrappedValue, reset: { binding in
            var transaction = Transaction()
            reset(binding.wrappedValue, &transaction)
        })
    }

    /// State starting at `initialValue`, reset by `reset`.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value.
    public var wrappedValue: Value { state.wrappedValue }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState: @unchecked Sendable where Value: Sendable {}

extension GestureState: NotAnInput {}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional state starting at nil, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Optional state starting at nil, reset by `reset`.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
