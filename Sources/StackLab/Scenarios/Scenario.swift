import FrameProf

/// A workload: rows, screen, spacing and padding, the display rate, and what happens over time.
public struct Scenario: Sendable {
    /// What drives the transactions.
    public enum Workload: Sendable, Equatable {
        /// The geometry-reader feedback container: transactions run while the layout keeps asking for them.
        case feedback
        /// A drag down at a constant speed, one transaction per vsync.
        case drag(pointsPerSecond: Double)
    }

    /// The command-line name.
    public var name: String
    /// One line for `frameprof scenarios`.
    public var summary: String
    /// The screen the root view is proposed.
    public var screen: Size
    /// The rows.
    public var rows: [RowSpec]
    /// Space between rows.
    public var spacing: Double
    /// Space around the stack.
    public var padding: EdgeInsets
    /// The display rate.
    public var refresh: RefreshRate
    /// What drives the transactions.
    public var workload: Workload
    /// How long the workload lasts, in seconds (a feedback run may settle sooner).
    public var duration: Double

    /// Creates a scenario.
    public init(name: String, summary: String, screen: Size = Size(width: 402, height: 796), rows: [RowSpec],
                spacing: Double = 8, padding: EdgeInsets = EdgeInsets(leading: 16, trailing: 16),
                refresh: RefreshRate = .hz120, workload: Workload, duration: Double) {
        self.name = name
        self.summary = summary
        self.screen = screen
        self.rows = rows
        self.spacing = spacing
        self.padding = padding
        self.refresh = refresh
        self.workload = workload
        self.duration = duration
    }

    /// The built-in scenarios, in the order `frameprof scenarios` lists them.
    public static let builtIns: [Scenario] = [geometryReaderFeedback, feed(rowCount: 1000)]

    /// The built-in scenario called `name`.
    public static func builtIn(named name: String) -> Scenario? {
        builtIns.first { $0.name == name }
    }

    /// A container that switches between a ScrollView and none by the content height it reads through
    /// a GeometryReader preference; five text rows framed to 20, 30, 40, 500 and 400 pt.
    public static let geometryReaderFeedback = Scenario(
        name: "geometry-reader-feedback",
        summary: "a container that reads its content height through a GeometryReader and wraps it in a ScrollView when it exceeds the viewport",
        rows: [20, 30, 40, 500, 400].enumerated().map { RowSpec(id: $0.offset, height: $0.element, text: "Row \($0.offset)") },
        spacing: 16, padding: EdgeInsets(all: 16), workload: .feedback, duration: 0.5
    )

    /// `rowCount` rows, 200 pt tall when the index is a multiple of 3, else 100 pt, dragged down slowly.
    public static func feed(rowCount: Int) -> Scenario {
        Scenario(
            name: rowCount == 1000 ? "feed-1000" : "feed-\(rowCount)",
            summary: "\(rowCount) rows, 200 pt tall when the index is a multiple of 3, else 100 pt; slow drag down",
            rows: (0..<rowCount).map { RowSpec.numbered($0, height: $0 % 3 == 0 ? 200 : 100) },
            workload: .drag(pointsPerSecond: 1200), duration: 4
        )
    }
}
