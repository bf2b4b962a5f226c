#if canImport(Glibc)
import Glibc
#endif

/// Where each strategy of a recording runs.
///
/// A team's views and the objects its rows share (an app-wide settings object, a timeline model) are
/// main-actor code written for one main thread, as on a phone. Strategies that record side by side in
/// one process would share those objects across threads, and `static` singletons across strategies, so
/// the command line records each strategy in a process of its own, on that process's main thread, with
/// its own copy of the rows and of everything the scenario makes. Processes still run side by side, one
/// per core on the virtual clock, and one that crashes takes only its own strategy with it.
public enum StrategyIsolation: Sendable, Equatable {
    /// Side by side on threads of this process, each graph driven by one thread as its main actor:
    /// for tests and benchmarks with the built-in cells, which share nothing between strategies.
    case threads
    /// Each strategy in a process of its own, started from `executable` with the hidden
    /// `record-strategy` subcommand that `frameprof` and every lab executable have.
    case processes(executable: String)

    /// Each strategy in a process of its own, started from this very program: what the command line
    /// chooses, for the built-in `frameprof` and a team's lab executable alike.
    public static var processesOfThisExecutable: StrategyIsolation {
        .processes(executable: executablePath)
    }

    /// This program's absolute path, as the kernel knows it (the name it was started by may be relative
    /// to a directory the program has left, or found through `PATH`).
    static var executablePath: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
