import Foundation
import FrameProfSupport
import StackLabScenarios
#if canImport(Glibc)
import Glibc
#endif

/// One strategy's recording in a process of its own: the program started again with the hidden
/// `record-strategy` subcommand and the recording's settings, watched until it ends. Its progress comes
/// back on its standard output; its standard error is kept, and passed on, so that a crash can be
/// reported with the stack the Swift runtime's backtracer prints.
struct StrategyWorker {
    /// The program to start.
    let executable: String
    /// Its arguments, the subcommand first.
    let arguments: [String]
    /// The strategy it records, which its process also finds in `FRAMEPROF_STRATEGY`.
    let strategy: StackStrategy
    /// Told the seconds of scenario time recorded so far, as the worker reports them.
    let progress: ((Double) -> Void)?

    /// The line prefix a worker reports progress with on its standard output.
    static let progressPrefix = "frameprof-progress "

    /// What the backtracer prints when the worker crashes: the crashed thread only, without registers
    /// or the image list, as plain text on standard error. A backtrace setting of the user's own wins.
    static let backtraceSetting = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=40,top=8,output-to=stderr"

    /// Runs the worker to its end; throws `StrategyWorkerFailure` when it crashed or exited with an error.
    func run() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["FRAMEPROF_STRATEGY"] = strategy.rawValue
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = Self.backtraceSetting }
        let spawned = try Spawned(executable: executable, arguments: arguments, environment: environment)
        var lines = LineBuffer()
        var errors = Data()
        spawned.drain(output: { chunk in
            lines.append(chunk) { line in
                if line.hasPrefix(Self.progressPrefix), let seconds = Double(line.dropFirst(Self.progressPrefix.count)) {
                    progress?(seconds)
                } else {
                    FileHandle.standardOutput.write(Data((line + "\n").utf8))
                }
            }
        }, errors: { errors.append($0) })
        let status = spawned.wait()
        let text = String(decoding: errors, as: UTF8.self)
        switch status {
        case .exited(0):
            // A worker that succeeded may still have warned: pass it on as it was written.
            if !errors.isEmpty { FileHandle.standardError.write(errors) }
        case let .exited(code):
            throw StrategyWorkerFailure(strategy: strategy, kind: .exited(code), output: text)
        case let .signaled(signal):
            throw StrategyWorkerFailure(strategy: strategy, kind: .signaled(signal), output: text)
        }
    }
}

/// A strategy's worker process that did not finish its recording.
struct StrategyWorkerFailure: Error {
    enum Kind: Equatable {
        /// It exited with this status: an error it reported itself.
        case exited(Int32)
        /// A signal ended it: a crash.
        case signaled(Int32)
    }

    let strategy: StackStrategy
    let kind: Kind
    /// What it wrote on its standard error.
    let output: String

    /// `the list strategy crashed with SIGILL (signal 4, a Swift runtime trap …)` and the crashed
    /// thread's frames; or the error the worker reported, without its command's name.
    var sentence: String {
        switch kind {
        case let .signaled(signal):
            let frames = Self.crashLines(output)
            return "the \(strategy.rawValue) strategy crashed with \(Self.describe(signal: signal))"
                + (frames.isEmpty ? "." : ":\n" + frames.map { "    " + $0 }.joined(separator: "\n"))
        case let .exited(code):
            let message = output.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                .map { line -> String in
                    // `frameprof record-strategy: message` or `TeamLab record-strategy: message`.
                    guard let range = line.range(of: "\(Recording.workerCommand): ") else { return String(line) }
                    return String(line[range.upperBound...])
                } ?? "it exited with status \(code) without saying why"
            return "the \(strategy.rawValue) strategy failed: \(message)"
        }
    }

    /// The lines of a crash report worth reading: the runtime's message (`Fatal error: …`), the crash
    /// line and the crashed thread's frames, without the blank lines and the platform banner.
    static func crashLines(_ output: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init).filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("Platform:") && !trimmed.hasPrefix("Backtrace took")
                && !trimmed.hasPrefix("*** Signal") && trimmed != "..."
        }.prefix(40).map { $0 }
    }

    /// `SIGSEGV (signal 11, a bad memory access)`.
    static func describe(signal: Int32) -> String {
        let names: [Int32: (String, String)] = [
            SIGILL: ("SIGILL", "a Swift runtime trap: a fatalError, a failed precondition, an index out of range or a nil unwrapped"),
            SIGTRAP: ("SIGTRAP", "a Swift runtime trap"),
            SIGABRT: ("SIGABRT", "an abort"),
            SIGBUS: ("SIGBUS", "a bad memory access"),
            SIGFPE: ("SIGFPE", "an arithmetic fault"),
            SIGKILL: ("SIGKILL", "killed, perhaps for running out of memory"),
            SIGSEGV: ("SIGSEGV", "a bad memory access"),
        ]
        guard let (name, meaning) = names[signal] else { return "signal \(signal)" }
        return "\(name) (signal \(signal), \(meaning))"
    }
}

/// Splits a byte stream into lines as it arrives.
private struct LineBuffer {
    private var pending = Data()

    mutating func append(_ chunk: Data, _ line: (String) -> Void) {
        pending.append(chunk)
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
            pending.removeSubrange(pending.startIndex...newline)
        }
    }
}

/// A child process with its standard output and error on pipes, started with `posix_spawn` (no shell,
/// no `fork` of a threaded process).
private struct Spawned {
    enum Status {
        case exited(Int32)
        case signaled(Int32)
    }

    let pid: pid_t
    let output: Int32
    let errors: Int32

    /// Held while pipes are made and a child started, so that no other worker's child, started in
    /// between, inherits this one's pipes before they are marked close-on-exec (Glibc's Swift module
    /// has no `pipe2`).
    private static let spawning = Locked(())

    init(executable: String, arguments: [String], environment: [String: String]) throws {
        (pid, output, errors) = try Self.spawning.withLock { _ in try Self.spawn(executable, arguments, environment) }
    }

    private static func spawn(_ executable: String, _ arguments: [String], _ environment: [String: String]) throws -> (pid_t, Int32, Int32) {
        var out: [Int32] = [0, 0]
        var err: [Int32] = [0, 0]
        // Close-on-exec, so another worker started meanwhile does not inherit this one's pipes and keep
        // them open past this child's end.
        guard pipe(&out) == 0, pipe(&err) == 0, [out[0], out[1], err[0], err[1]].allSatisfy({ fcntl($0, F_SETFD, FD_CLOEXEC) == 0 }) else {
            throw SessionError("cannot start a recording process: pipe failed (\(String(cString: strerror(errno)))).", code: .systemFailure)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(out[1])
        close(err[1])
        guard result == 0 else {
            close(out[0])
            close(err[0])
            throw SessionError("cannot start \(executable) to record a strategy: \(String(cString: strerror(result))).", code: .systemFailure)
        }
        return (pid, out[0], err[0])
    }

    /// Reads both pipes until the child closes them, handing each chunk on as it comes.
    func drain(output onOutput: (Data) -> Void, errors onErrors: (Data) -> Void) {
        var fds = [pollfd(fd: output, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var open = 2
        while open > 0 {
            guard poll(&fds, nfds_t(fds.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for index in fds.indices where fds[index].fd >= 0 && fds[index].revents != 0 {
                let count = read(fds[index].fd, &buffer, buffer.count)
                if count > 0 {
                    let chunk = Data(buffer[0..<count])
                    index == 0 ? onOutput(chunk) : onErrors(chunk)
                } else if count == 0 || errno != EINTR {
                    close(fds[index].fd)
                    fds[index].fd = -1
                    open -= 1
                }
            }
        }
    }

    /// Waits for the child to end.
    func wait() -> Status {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // WIFSIGNALED and WTERMSIG, which Swift does not import as the C macros they are.
        let signal = status & 0x7f
        if signal != 0 && signal != 0x7f { return .signaled(signal) }
        return .exited((status >> 8) & 0xff)
    }
}
