@_spi(Nodes) import StackLabCore

/// Animates its content through a sequence of phases, as SwiftUI's `PhaseAnimator`. The lab commits
/// each transaction's end state and runs no animation, so the content is laid out at the first phase.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let firstPhase: Phase
    let content: (Phase) -> Content

    /// Cycles through `phases` each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.init(phases, content: content, animation: animation)
    }

    /// Cycles through `phases` continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        guard let first = phases.first(where: { _ in true }) else { preconditionFailure("PhaseAnimator needs at least one phase") }
        firstPhase = first
        self.content = content
    }

    /// The content at the first phase.
    public var body: some View { content(firstPhase) }
}

/// Animates its content along keyframes, as SwiftUI's `KeyframeAnimator`. The lab commits each
/// transaction's end state and runs no timeline, so the content is laid out at the initial value.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView where Value == KeyframePath.Value {
    let initialValue: Value
    let content: (Value) -> Content

    /// Plays the keyframes each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Plays the keyframes continuously, or once when not `repeating`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        ContentNode(graph: graph, view: self) { $0.content($0.initialValue) }
    }
}

extension View {
    /// Animates the view through `phases` each time `trigger` changes (laid out at the first phase).
    nonisolated public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                            @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                            animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates the view through `phases` continuously (laid out at the first phase).
    nonisolated public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                            @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                            animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates the view along keyframes each time `trigger` changes (laid out at the initial value).
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                                    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                                    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Animates the view along keyframes continuously, or once (laid out at the initial value).
    nonisolated public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                                    @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                                    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
