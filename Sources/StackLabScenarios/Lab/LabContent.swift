import StackLab

/// A scenario's content written in Swift by a lab of a team's own: rows of the lab's own type, from
/// its own data, each shown by its own cell. The rows are loaded when a recording is planned, in each
/// strategy's process (so a missing or broken data file is an error before anything runs).
public struct LabContent: @unchecked Sendable {
    /// Loads the rows and returns how to build the screen of them.
    let prepare: () throws -> PreparedLab

    /// Content of `rows` (loaded by the closure, which may throw a `LabDataError`) shown by `cell`, the
    /// screen wrapped by `environment` when given (the objects an app's root injects, made anew for each
    /// recording).
    public static func rows<Row: Identifiable, Cell: View>(_ load: @escaping @MainActor () throws -> [Row], cell: @escaping @MainActor (Row) -> Cell,
                                                           environment: (@MainActor (AnyView) -> AnyView)? = nil) -> LabContent {
        LabContent {
            // The team's rows, and the objects they hold, are made as its app makes them: on the main actor.
            let rows = try onLabMainActor { try load() }
            return PreparedLab(rowCount: rows.count) { setup in
                let page = LabPage(count: setup.pagination.map { min(rows.count, $0.pageSize) } ?? rows.count)
                let root = LabRoot(rows: rows, page: page, setup: setup, cell: cell)
                let nearEnd: (() -> Bool)? = setup.pagination.map { pagination in {
                    guard page.count < min(rows.count, pagination.maxRows) else { return false }
                    page.count = min(rows.count, pagination.maxRows, page.count + pagination.pageSize)
                    return true
                } }
                guard let environment else { return (AnyView(root), nearEnd) }
                // Each recording's own app-wide objects, made where the app's root makes them.
                nonisolated(unsafe) let screen = AnyView(root)
                return (onLabMainActor { environment(screen) }, nearEnd)
            }
        }
    }
}

/// A lab's content with its rows loaded.
public struct PreparedLab: @unchecked Sendable {
    /// How many rows the data holds.
    public let rowCount: Int
    /// Builds the screen for one recording: its root view, and the page hook when it paginates.
    let build: (LabSetup) -> (root: AnyView, nearEnd: (() -> Bool)?)
}

/// How a recording lays a lab's rows out.
struct LabSetup {
    let strategy: StackStrategy
    let spacing: Double
    let estimatedRowHeight: Double
    let padding: EdgeInsets
    let pagination: Scenario.Pagination?
}

/// How many of a paginated lab's rows are loaded: the root reads it, so a page appended runs it again.
@Observable final class LabPage {
    var count: Int

    init(count: Int) {
        self.count = count
    }
}

/// The root of a lab's screen: a ScrollView over the strategy's stack of the loaded rows. Nonisolated,
/// as StackLab's own views are; its body, which builds the team's cells, runs on the main actor.
nonisolated struct LabRoot<Row: Identifiable, Cell: View>: View {
    let rows: [Row]
    let page: LabPage
    let setup: LabSetup
    let cell: @MainActor (Row) -> Cell

    @MainActor var body: some View {
        let shown = page.count == rows.count ? rows : Array(rows.prefix(page.count))
        let cell = self.cell
        return ScrollView {
            setup.strategy.stack(of: shown, spacing: setup.spacing, estimatedRowHeight: setup.estimatedRowHeight) { cell($0) }
                .padding(setup.padding)
        }
    }
}
