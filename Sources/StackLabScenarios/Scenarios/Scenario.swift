import FrameProfSupport
import FrameProf
import StackLab
import StackLabPricing
@_spi(Nodes) import StackLabCore

/// A workload: rows, screen, spacing and padding, the display rate, and the gesture script that drives
/// it. Built-in scenarios are written in the same YAML format users write (`ScenarioFile`).
public struct Scenario: Sendable {
    /// What the screen shows.
    public enum Content: String, Sendable, Equatable, CaseIterable {
        /// The strategy's stack of rows in a ScrollView, driven by the gesture script.
        case rows
        /// The geometry-reader feedback container; transactions run while the layout asks for them.
        case geometryReaderFeedback = "geometry-reader-feedback"
    }

    /// Rows appended a page at a time when the viewport nears the end.
    public struct Pagination: Sendable, Equatable {
        /// Rows per page.
        public var pageSize: Int
        /// No pages are appended beyond this many rows.
        public var maxRows: Int

        /// Creates a pagination rule.
        public init(pageSize: Int, maxRows: Int) {
            self.pageSize = pageSize
            self.maxRows = maxRows
        }
    }

    /// The command-line name.
    public var name: String
    /// One line for `frameprof scenarios`.
    public var summary: String
    /// The screen the root view is proposed (its height is the viewport).
    package var screen = Size(width: 402, height: 796)
    /// The rows.
    public var rows: RowSet
    /// Space between rows.
    public var spacing = 8.0
    /// Space around the stack.
    public var padding = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    /// The display rate.
    public var refresh = RefreshRate.hz120
    /// What the screen shows.
    public var content = Content.rows
    /// The gesture script.
    public var gesture: [GestureStep] = []
    /// For the feedback container, how long it may run before the recording stops (seconds).
    public var timeLimit: Double?
    /// The strategies `--strategy all` records.
    public var strategies = StackStrategy.allCases
    /// The height a `List` assumes for rows it has not displayed.
    public var estimatedRowHeight = 44.0
    /// Rows appended as the user nears the end, if any.
    public var pagination: Pagination?
    /// How often cells that show a live timestamp update (per second); 0 for never.
    public var tickHz = 0.0
    /// How the list's screen appears: already on screen, or pushed onto a navigation stack in the first
    /// transaction (`open: push`), whose cost that first frame carries.
    public var opening = Opening.shown
    /// How long a push's transition runs (`transition: {seconds: …}`), in seconds: 0.5 by default, the
    /// duration of the system push's spring as observed in UIKit (`CASpringAnimation`, mass 3, stiffness
    /// 1000, damping 500: the JTSSloppySwiping project's issue 2) and as react-native-screens imitates it
    /// (`RNSDefaultTransitionDuration = 0.5`). Ignored unless `opening` is `.push`.
    public var pushTransitionSeconds = 0.5
    /// The device profile the scenario file names (nil: the recording's default).
    package var device: DeviceProfile?
    /// Body, measure and place prices per view type (`costs:` in the file) that replace the profile's.
    package var costOverrides: [String: DeviceProfile.TypeOverride] = [:]
    /// Rows and a cell a lab of a team's own provides, in place of the scenario's row recipe.
    public var lab: LabContent?
    /// The lab's rows once loaded (`prepared()`).
    public private(set) var preparedLab: PreparedLab?

    /// How a scenario's screen comes on screen.
    public enum Opening: String, Sendable, Equatable, CaseIterable {
        /// On screen from the first frame, as after launch.
        case shown
        /// Pushed onto a navigation stack: the first transaction creates the screen's hosting
        /// controller and runs the push before laying the list out.
        case push
    }

    /// The scenario with its lab's rows loaded, ready to record; a scenario without a lab as it is.
    public func prepared() throws -> Scenario {
        guard let lab, preparedLab == nil else { return self }
        var copy = self
        copy.preparedLab = try lab.prepare()
        copy.rows.count = copy.preparedLab!.rowCount
        return copy
    }

    /// Creates a scenario with the built-ins' defaults for everything not given.
    public init(name: String, summary: String, rows: RowSet) {
        self.name = name
        self.summary = summary
        self.rows = rows
    }

    /// This module's types report as the lab's own (`StackLab.FeedCell`): one lab to whoever reads a report,
    /// whichever target a type is in. The module's name comes from one of its types, not a literal.
    private static let registered: Void = {
        let module = String(reflecting: Scenario.self).split(separator: ".")[0]
        TypeNaming.reportTypes(ofModule: String(module), as: "StackLab")
    }()

    /// Registers this module's report name; every runner of a scenario calls it before it builds a view.
    public static func reportsAsStackLab() {
        registered
    }

    /// The built-in scenarios, in the order `frameprof scenarios` lists them. They are parsed from their
    /// YAML once; a test reads every one, so a mistake in them cannot ship.
    public static let builtIns: [Scenario] = BuiltInScenarios.sources.map {
        // swiftlint:disable:next force_try
        try! ScenarioFile.parse($0.yaml, file: "<built-in \($0.name)>")
    }

    /// The built-in scenario called `name`.
    public static func builtIn(named name: String) -> Scenario? {
        builtIns.first { $0.name == name }
    }

    /// Scenarios a lab of a team's own added to this process (`FrameProfLab.main`), in order.
    private static let added = Locked([Scenario]())

    /// Adds `scenario` to those `record`, `gate` and `scenarios` know by name; a name a built-in or an
    /// earlier one took is a mistake the caller is told about.
    public static func register(_ scenario: Scenario) throws(LabError) {
        if named(scenario.name) != nil {
            throw LabError(message: "two scenarios are named '\(scenario.name)'; give each lab scenario a name of its own")
        }
        added.withLock { $0.append(scenario) }
    }

    /// The built-in scenarios, then those a lab added.
    public static var available: [Scenario] { builtIns + added.withLock { $0 } }

    /// The scenarios a lab added (none in `frameprof` itself).
    public static var labScenarios: [Scenario] { added.withLock { $0 } }

    /// The built-in or lab scenario called `name`.
    public static func named(_ name: String) -> Scenario? {
        builtIn(named: name) ?? added.withLock { list in list.first { $0.name == name } }
    }

    /// The YAML of the built-in scenario called `name`.
    public static func builtInSource(named name: String) -> String? {
        BuiltInScenarios.sources.first { $0.name == name }?.yaml
    }

    /// `feed-1000` with `rowCount` rows (for scaling measurements).
    public static func feed(rowCount: Int) -> Scenario {
        var scenario = builtIn(named: "feed-1000")!
        scenario.rows.count = rowCount
        scenario.name = "feed-\(rowCount)"
        return scenario
    }

    /// How long the scenario runs, in seconds: its gesture script, or the feedback container's limit.
    public var duration: Double {
        timeLimit ?? gesture.reduce(0) { $0 + $1.duration }
    }

    /// The scenario lasting `seconds`: timed gesture steps (drag, scrub, wait) are stretched or shrunk
    /// in proportion, flings and jumps keep their physics; a feedback run gets `seconds` as its limit.
    public func lasting(_ seconds: Double) -> Scenario {
        var copy = self
        if content == .geometryReaderFeedback || gesture.isEmpty {
            copy.timeLimit = seconds
            return copy
        }
        let timed = gesture.filter(\.isTimed).reduce(0) { $0 + $1.duration }
        let untimed = duration - timed
        guard timed > 0 else { return copy }
        let factor = max(0, seconds - untimed) / timed
        copy.gesture = gesture.map { $0.scaled(by: factor) }
        copy.timeLimit = nil
        return copy
    }
}
