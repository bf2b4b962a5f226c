/// The result of `if/else` in a builder — SwiftUI's `_ConditionalContent`. The two branches have
/// different identities: switching branch destroys the old subtree (its state and caches) and builds the
/// new one.
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Which branch is showing.
    public enum Storage {
        /// The `if` branch.
        case trueContent(TrueContent)
        /// The `else` branch.
        case falseContent(FalseContent)
    }

    /// The branch and its view.
    public let storage: _ConditionalContent<TrueContent, FalseContent>.Storage

    /// A conditional showing `storage` (deprecated in SwiftUI; builders make these).
    public init(_storage: _ConditionalContent<TrueContent, FalseContent>.Storage) {
        storage = _storage
    }

    init(storage: _ConditionalContent<TrueContent, FalseContent>.Storage) {
        self.storage = storage
    }
}

/// The name the runtime's files use.
typealias ConditionalContent = _ConditionalContent

extension _ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { BranchNode<Self>(graph: graph, view: self) }
}

extension _ConditionalContent: BranchingView where TrueContent: View, FalseContent: View {
    var branch: (index: Int, view: any View) {
        switch storage {
        case let .trueContent(view): (0, view)
        case let .falseContent(view): (1, view)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Primitive: no body.
    public var body: Never { fatalError("Optional views are primitive") }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func makeNode(in graph: ViewGraph) -> ViewNode { BranchNode<Self>(graph: graph, view: self) }
}

extension Optional: BranchingView where Wrapped: View {
    var branch: (index: Int, view: any View) {
        switch self {
        case let .some(view): (0, view)
        case .none: (1, EmptyView())
        }
    }
}

/// Views that show one of several branches, each with its own identity.
protocol BranchingView {
    /// The showing branch's index and view.
    var branch: (index: Int, view: any View) { get }
}
