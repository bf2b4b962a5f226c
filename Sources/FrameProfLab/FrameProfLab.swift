import FrameProfCLI
@_exported import StackLab
import StackLabScenarios
import StackLabPricing
// A lab's face: SwiftUI's names (StackLab), its scenarios (`LabScenario`, below), the gestures, its rows
// (`LabData`, `LabDataHint`, `LabError`) and the entry point; not the scenario runner's internals.
@_exported import enum StackLabScenarios.GestureStep
@_exported import enum StackLabScenarios.ScrollPhysics
@_exported import enum StackLabScenarios.LabData
@_exported import struct StackLabScenarios.LabDataHint
@_exported import struct StackLabScenarios.LabError
@_exported import struct StackLabScenarios.LabRows
@_exported import class StackLabScenarios.LabRow
@_exported import struct StackLabScenarios.LabValues
@_exported import protocol StackLabScenarios.LabSynthesizable
#if canImport(Glibc)
import Glibc
@_spi(Nodes) import StackLabCore
#endif

/// A scenario of a team's own: its rows (its own row type, from its own data), its own cell, and a
/// gesture from the built-in catalogue, recorded under every stack strategy like a built-in scenario.
public struct LabScenario {
    var scenario: Scenario
    let device: String?

    /// A scenario called `name` (what `--scenario` and budgets name it) of `rows`, each shown by
    /// `cell`. `rows` runs when a recording is planned; throw a `LabError` (as `LabData.load` does) for a
    /// data file that is missing or wrong. The layout defaults are the built-ins': a 402 by 796 point
    /// screen, rows 8 points apart with 16 points at the sides; the display and prices are the device
    /// profile's (`iphone-12` unless `device` names another, or `--device` does).
    public init<Row: Identifiable, Cell: View>(_ name: String, summary: String = "", gesture: [GestureStep] = [.scrub(duration: 30, sweep: 1...2)],
                                               pagination: (pageSize: Int, maxRows: Int)? = nil, device: String? = nil,
                                               screen: CGSize = CGSize(width: 402, height: 796), spacing: CGFloat = 8,
                                               padding: EdgeInsets = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                                               estimatedRowHeight: CGFloat = 44,
                                               rows: @escaping @MainActor () throws -> [Row], @ViewBuilder cell: @escaping @MainActor (Row) -> Cell) {
        var scenario = Scenario(name: name, summary: summary.isEmpty ? "a lab scenario of \(Row.self) rows shown by \(Cell.self)" : summary,
                                rows: RowSet(count: 0, heights: .constant(0)))
        scenario.gesture = gesture
        scenario.pagination = pagination.map { Scenario.Pagination(pageSize: $0.pageSize, maxRows: $0.maxRows) }
        scenario.screen = Size(width: Double(screen.width), height: Double(screen.height))
        scenario.spacing = Double(spacing)
        scenario.padding = padding
        scenario.estimatedRowHeight = Double(estimatedRowHeight)
        scenario.lab = .rows(rows, cell: cell)
        self.scenario = scenario
        self.device = device
    }

    /// A scenario whose screen is wrapped by `environment`, as an app's root wraps its screens: the
    /// app-wide objects it injects (`{ $0.environmentObject(AppSettings()).environment(Timeline()) }`)
    /// are made anew for each strategy's recording, in that strategy's process.
    public init<Row: Identifiable, Cell: View, Root: View>(_ name: String, summary: String = "", gesture: [GestureStep] = [.scrub(duration: 30, sweep: 1...2)],
                                                           pagination: (pageSize: Int, maxRows: Int)? = nil, device: String? = nil,
                                                           screen: CGSize = CGSize(width: 402, height: 796), spacing: CGFloat = 8,
                                                           padding: EdgeInsets = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                                                           estimatedRowHeight: CGFloat = 44,
                                                           environment: @escaping @MainActor (AnyView) -> Root,
                                                           rows: @escaping @MainActor () throws -> [Row], @ViewBuilder cell: @escaping @MainActor (Row) -> Cell) {
        self.init(name, summary: summary, gesture: gesture, pagination: pagination, device: device, screen: screen, spacing: spacing,
                  padding: padding, estimatedRowHeight: estimatedRowHeight, rows: rows, cell: cell)
        scenario.lab = .rows(rows, cell: cell, environment: { AnyView(environment($0)) })
    }

    /// A scenario of rows whose values the lab makes up where `cell` asks for them
    /// (`ShelfRow(item: try row.value("item"))`): what `swift package frameprof init` writes. Every row's
    /// values are made when the recording is planned, so a value the lab cannot make is an error naming
    /// the row and field before anything runs, and the cell never throws while the list scrolls.
    public init<Cell: View>(_ name: String, summary: String = "", gesture: [GestureStep] = [.scrub(duration: 30, sweep: 1...2)],
                            pagination: (pageSize: Int, maxRows: Int)? = nil, device: String? = nil,
                            screen: CGSize = CGSize(width: 402, height: 796), spacing: CGFloat = 8,
                            padding: EdgeInsets = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                            estimatedRowHeight: CGFloat = 44,
                            rows: LabRows, @ViewBuilder cell: @escaping @MainActor (LabRow) throws -> Cell) {
        self.init(name, summary: summary, gesture: gesture, pagination: pagination, device: device, screen: screen, spacing: spacing,
                  padding: padding, estimatedRowHeight: estimatedRowHeight,
                  rows: { try Self.madeRows(rows, scenario: name, cell: cell) },
                  // Every row's values were made above; the cell reads them back.
                  cell: { row in Self.built(cell, row, scenario: name) })
    }

    /// A scenario of made-up rows whose screen `environment` wraps as an app's root does, the objects it
    /// injects made up too (`screen.environmentObject(try values.make("store", as: Store.self))`), anew
    /// for each strategy's recording.
    public init<Cell: View, Root: View>(_ name: String, summary: String = "", gesture: [GestureStep] = [.scrub(duration: 30, sweep: 1...2)],
                                        pagination: (pageSize: Int, maxRows: Int)? = nil, device: String? = nil,
                                        screen: CGSize = CGSize(width: 402, height: 796), spacing: CGFloat = 8,
                                        padding: EdgeInsets = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                                        estimatedRowHeight: CGFloat = 44, rows: LabRows,
                                        environment: @escaping @MainActor (AnyView, LabValues) throws -> Root,
                                        @ViewBuilder cell: @escaping @MainActor (LabRow) throws -> Cell) {
        self.init(name, summary: summary, gesture: gesture, pagination: pagination, device: device, screen: screen, spacing: spacing,
                  padding: padding, estimatedRowHeight: estimatedRowHeight,
                  environment: { screen in
                      do {
                          return try environment(screen, rows.environmentValues())
                      } catch {
                          fatalError("frameprof: making the app-wide objects of '\(name)' failed after it succeeded when the recording was planned: \(error)")
                      }
                  },
                  rows: {
                      // The objects are made once here to find any the lab cannot make, then anew per recording.
                      do {
                          _ = try environment(AnyView(EmptyView()), rows.environmentValues())
                      } catch let error as LabError {
                          throw LabError(key: error.key, message: "making the app-wide objects of '\(name)': \(error.message)")
                      }
                      return try Self.madeRows(rows, scenario: name, cell: cell)
                  },
                  cell: { row in Self.built(cell, row, scenario: name) })
    }

    /// `cell(row)`, which does not throw once the recording's plan made every value the cell asked for.
    /// A cell that asks for another value on a later render (one read only in some state) stops the
    /// recording with the row and the value named, not with an anonymous trap.
    @MainActor private static func built<Cell: View>(_ cell: @MainActor (LabRow) throws -> Cell, _ row: LabRow, scenario: String) -> Cell {
        do {
            return try cell(row)
        } catch {
            fatalError("frameprof: row \(row.id) of '\(scenario)' asked for a value it did not ask for when the recording was planned: \(error). "
                       + "Read every value the cell needs at the top of the cell, so the plan makes it.")
        }
    }

    /// `rows`, with every value each row's cell asks for already made.
    @MainActor private static func madeRows<Cell: View>(_ rows: LabRows, scenario: String, cell: @MainActor (LabRow) throws -> Cell) throws -> [LabRow] {
        let made = rows.make()
        for row in made {
            do {
                _ = try cell(row)
            } catch let error as LabError {
                throw LabError(key: error.key, message: "making row \(row.id) of '\(scenario)': \(error.message)")
            }
        }
        return made
    }

    /// A scenario of rows given as an array.
    public init<Row: Identifiable, Cell: View>(_ name: String, summary: String = "", gesture: [GestureStep] = [.scrub(duration: 30, sweep: 1...2)],
                                               pagination: (pageSize: Int, maxRows: Int)? = nil, device: String? = nil,
                                               rows: [Row], @ViewBuilder cell: @escaping @MainActor (Row) -> Cell) {
        // The array is handed to the closure that makes the rows on the main actor, and used nowhere else.
        nonisolated(unsafe) let rows = rows
        self.init(name, summary: summary, gesture: gesture, pagination: pagination, device: device, rows: { rows }, cell: cell)
    }
}

/// The `frameprof` command line — `record`, `report`, `gate`, `baseline`, `compare`, `history`,
/// `scenarios`, `devices`, with the same options, outputs and exit codes — with a lab's own scenarios
/// beside the built-ins; `import` and `calibrate` with frameprof's Calibrate trait, and never `bench`. A
/// lab package's executable target calls it from its `main.swift`.
public enum FrameProfLab {
    /// Adds `scenarios` and runs the command line with the process's arguments.
    public static func main(_ scenarios: [LabScenario]) -> Never {
        do {
            for lab in scenarios {
                var scenario = lab.scenario
                if let device = lab.device {
                    guard let profile = try DeviceProfile.resolve(device) else {
                        throw LabError(message: "the lab scenario '\(scenario.name)' names the device '\(device)', which is neither a built-in profile (`\(CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "lab") devices`) nor a profile file")
                    }
                    scenario.device = profile
                    scenario.refresh = profile.refresh
                }
                try Scenario.register(scenario)
            }
        } catch {
            FileHandle.standardError.write(Data("\((CommandLine.arguments.first ?? "lab").split(separator: "/").last ?? "lab"): \(error)\n".utf8))
            exit(1)
        }
        FrameProfCommand.main(adding: LabCommands.all)
        exit(0)
    }
}
