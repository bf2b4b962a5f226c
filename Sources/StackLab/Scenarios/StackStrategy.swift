/// The stack strategies a scenario can be recorded under, by their command-line names.
public enum StackStrategy: String, CaseIterable, Sendable {
    /// `VStack`: every row built and measured at first layout.
    case vstack = "vstack"
    /// `LazyVStack`: rows built as they become visible, sizes estimated.
    case lazyVStack = "lazy-vstack"

    /// A stack of `rows` under this strategy.
    public func stack<Row: View>(rows: [RowSpec], spacing: Double, @ViewBuilder row: @escaping (RowSpec) -> Row) -> AnyView {
        switch self {
        case .vstack:
            AnyView(VStack(spacing: spacing) { ForEach(rows, content: row) })
        case .lazyVStack:
            AnyView(LazyVStack(spacing: spacing) { ForEach(rows, content: row) })
        }
    }
}
