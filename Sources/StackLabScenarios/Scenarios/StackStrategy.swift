import StackLab
/// The stack strategies a scenario can be recorded under, by their command-line names.
public enum StackStrategy: String, CaseIterable, Sendable {
    /// `VStack`: every row built and measured at first layout.
    case vstack = "vstack"
    /// `LazyVStack`: rows built as they become visible, sizes estimated.
    case lazyVStack = "lazy-vstack"
    /// `List`: estimated heights, self-sizing cells from a reuse pool, offset correction.
    case list = "list"
    /// `OptimizedVStack`: predictive working area, positions in O(log n), one pass per frame.
    case optimizedVStack = "optimized-vstack"

    /// Whether every row is built and measured once, at the first layout (`VStack`), rather than as it
    /// scrolls into view: such a recording's work is bounded by the row count, not the run's length.
    public var buildsEveryRowOnce: Bool { self == .vstack }

    /// Whether the stack tells its client its height by a callback (no GeometryReader needed).
    public var reportsHeight: Bool { self == .optimizedVStack }

    /// Every strategy's command-line name, in the order reports list them.
    public static let names = allCases.map(\.rawValue)

    /// A stack of `rows` under this strategy; `estimatedRowHeight` is the list's row estimate, and
    /// `onHeightChange` the OptimizedVStack's height callback (the other strategies have none).
    public func stack<Row: View>(rows: [RowSpec], spacing: Double, estimatedRowHeight: Double = 44,
                                 onHeightChange: ((Double) -> Void)? = nil,
                                 @ViewBuilder row: @escaping (RowSpec) -> Row) -> AnyView {
        stack(of: rows, spacing: spacing, estimatedRowHeight: estimatedRowHeight, onHeightChange: onHeightChange, row: row)
    }

    /// A stack of any identifiable rows (a lab's own data) under this strategy.
    public func stack<Data: RandomAccessCollection, Row: View>(of rows: Data, spacing: Double, estimatedRowHeight: Double = 44,
                                                               onHeightChange: ((Double) -> Void)? = nil,
                                                               @ViewBuilder row: @escaping (Data.Element) -> Row) -> AnyView
        where Data.Element: Identifiable, Data.Index == Int {
        switch self {
        case .vstack:
            AnyView(VStack(spacing: spacing) { ForEach(rows, content: row) })
        case .lazyVStack:
            AnyView(LazyVStack(spacing: spacing) { ForEach(rows, content: row) })
        case .list:
            AnyView(List(estimatedRowHeight: estimatedRowHeight, spacing: spacing) { ForEach(rows, content: row) })
        case .optimizedVStack:
            AnyView(OptimizedVStack(spacing: spacing, onHeightChange: onHeightChange.map { callback in { callback(Double($0)) } }) { ForEach(rows, content: row) })
        }
    }
}
