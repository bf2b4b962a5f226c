@_spi(Nodes) import StackLabCore
import StackLabContent

/// How a `Table` looks. A table on a phone in compact width shows its first column as a list, so its
/// style and headers change nothing the lab lays out: `tableStyle` and `tableColumnHeaders` are
/// accepted.
@MainActor @preconcurrency
public protocol TableStyle {
    /// The table's look.
    associatedtype Body: View
    /// The table's look for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// What a style is given.
    typealias Configuration = TableStyleConfiguration
}

/// What a table style is given.
public struct TableStyleConfiguration {}

/// The platform's table style.
nonisolated public struct AutomaticTableStyle: TableStyle {
    init() {}
    /// The table as the platform shows it.
    public func makeBody(configuration: AutomaticTableStyle.Configuration) -> some View { EmptyView() }
}

/// A table style with insets.
nonisolated public struct InsetTableStyle: TableStyle {
    /// The inset style.
    public init() {}
    /// The table with insets.
    public func makeBody(configuration: InsetTableStyle.Configuration) -> some View { EmptyView() }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's style.
    nonisolated public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// The inset style.
    nonisolated public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
    /// The style of tables inside (accepted: a compact-width table shows as a list).
    nonisolated public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }

    /// Whether tables inside show their column headers (accepted: compact-width tables have none).
    nonisolated public func tableColumnHeaders(_ visibility: Visibility) -> some View { self }
}
