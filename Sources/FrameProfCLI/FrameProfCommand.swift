import ArgumentParser
import FrameProfBudgets
import FrameProfSupport
import FrameProfSession

/// The `frameprof` command: record, report, compare and gate frame-budget profiles. The `frameprof`
/// executable runs it with every command, and so does a lab of a team's own (`FrameProfLab.main`), with
/// its scenarios added and the commands its build has (`import` and `calibrate` with the Calibrate trait).
public struct FrameProfCommand: ParsableCommand {
    /// The subcommands and what `--help` says: the core's, with the commands `main(adding:)` was given
    /// after `history`, where `frameprof --help` has always listed them.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: ToolName.current,
            abstract: "Frame-budget profiler and hitch reporter for Swift UI code.",
            version: ToolVersion.current,
            subcommands: [RecordCommand.self, ReportCommand.self, CompareCommand.self, GateCommand.self, BaselineCommand.self, HistoryCommand.self]
                + added.withLock { $0 }
                + [ScenariosCommand.self, DevicesCommand.self, RecordStrategyCommand.self]
        )
    }

    /// The commands built outside this module (import, calibrate, bench), set once by `main(adding:)`
    /// before anything is parsed.
    private static let added = Locked<[ParsableCommand.Type]>([])

    /// The root command has no options of its own.
    public init() {}

    /// Parses the command line, runs the command, and handles every error here, once: commands throw,
    /// the root prints and exits with the contract's code. `commands` are the subcommands of modules a
    /// lab need not compile: the importers' and calibration's (`FrameProfDeviceCommands`) and `bench`.
    public static func main(adding commands: [ParsableCommand.Type] = []) {
        added.withLock { $0 = commands }
        // Help, usage lines and errors name the program that runs: `frameprof`, or a team's own lab.
        ToolName.adopt(path: CommandLine.arguments.first ?? "frameprof")
        let command: ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            if let unknown = unknownSubcommand(in: Array(CommandLine.arguments.dropFirst())) {
                ExitStatus.report(ValidationError(unknown.sentence), from: unknown.group)
            }
            exit(withError: error)
        }
        do {
            var running = command
            try running.run()
        } catch {
            ExitStatus.report(error, from: type(of: command))
        }
    }
}

/// The contract's exit codes by name.
enum ExitStatus: Int32 {
    case success = 0
    /// Bad input or a failed write: the message says what and where.
    case error = 1
    /// `gate`: a limit failed.
    case overBudget = 2
    /// `gate`: nothing failed and something improved beyond its tolerance.
    case improved = 4
    /// `gate`: the baseline file does not exist.
    case baselineMissing = 5
    /// The command line cannot be honoured as given.
    case usage = 64

    /// The exit code a gate outcome asks for.
    init(_ outcome: GateOutcome) {
        switch outcome {
        case .withinBudget: self = .success
        case .overBudget: self = .overBudget
        case .improved: self = .improved
        }
    }

    /// The status for an error of `code`: usage 64, a missing baseline 5, every other failure 1.
    init(_ code: ErrorCode) {
        switch code {
        case .usage: self = .usage
        case .baselineMissing: self = .baselineMissing
        case .invalidInput, .unreadable, .unwritable, .damaged, .systemFailure: self = .error
        }
    }

    /// As ArgumentParser's exit code, to throw from `run()`.
    var exitCode: ExitCode { ExitCode(rawValue) }

    /// Prints `error` as `frameprof <command>: message` (usage errors with the command's usage) and exits
    /// with its status. ArgumentParser's own errors and exit codes go through ArgumentParser.
    static func report(_ error: Error, from type: ParsableCommand.Type) -> Never {
        let name = ([ToolName.current] + FrameProfCommand.path(to: type)).joined(separator: " ")
        switch error {
        case let failure as any FrameProfError where failure.code == .usage:
            usage(failure.description, name: name, type: type)
        case let failure as ValidationError:
            usage(failure.message, name: name, type: type)
        case let failure as any FrameProfError:
            printError("\(name): \(failure.description)")
            FrameProfCommand.exit(withError: ExitStatus(failure.code).exitCode)
        case is ExitCode, is CleanExit:
            FrameProfCommand.exit(withError: error)
        case _ where FrameProfCommand.exitCode(for: error) == .success:
            // `--help` and `help <command>` parse as ArgumentParser's own help command, whose run throws
            // its help request: ArgumentParser prints the help.
            FrameProfCommand.exit(withError: error)
        default:
            printError("\(name): \(error)")
            FrameProfCommand.exit(withError: ExitStatus.error.exitCode)
        }
    }

    private static func usage(_ message: String, name: String, type: ParsableCommand.Type) -> Never {
        printError("Error: \(message)")
        printError("Usage: " + FrameProfCommand.usageString(for: type).replacingOccurrences(of: "\n", with: " "))
        printError("  See '\(name) --help' for more information.")
        FrameProfCommand.exit(withError: ExitStatus.usage.exitCode)
    }
}

extension FrameProfCommand {
    /// The sentence for a word that names no subcommand of the command group before it (`import perfetto`,
    /// `baseline refresh`), with that group: ArgumentParser would name the first option it does not know
    /// instead (`Unknown option '--out'`), which hides the mistake. Nil when the words name commands all the
    /// way to the first option.
    static func unknownSubcommand(in arguments: [String]) -> (sentence: String, group: ParsableCommand.Type)? {
        var group: ParsableCommand.Type = FrameProfCommand.self
        var path = [FrameProfCommand._commandName]
        for word in arguments {
            let subcommands = group.configuration.subcommands
            guard !word.hasPrefix("-"), !subcommands.isEmpty, word != "help" else { return nil }
            guard let next = subcommands.first(where: { $0._commandName == word }) else {
                let names = subcommands.map { $0._commandName }
                let choices = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + names.last!
                return ("'\(word)' is not a subcommand of \(path.joined(separator: " ")); expected \(choices).", group)
            }
            group = next
            path.append(word)
        }
        return nil
    }

    /// The subcommand names from the root down to `type` (`["baseline", "update"]`).
    static func path(to type: ParsableCommand.Type, from root: ParsableCommand.Type = FrameProfCommand.self) -> [String] {
        for sub in root.configuration.subcommands {
            if sub == type { return [sub._commandName] }
            let below = path(to: type, from: sub)
            if !below.isEmpty { return [sub._commandName] + below }
        }
        return []
    }
}

