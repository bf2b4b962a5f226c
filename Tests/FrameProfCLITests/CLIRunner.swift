import Foundation

/// Runs the built `frameprof` binary the way a user or CI script would.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The process died of a signal (a trap, a crash), `status` being the signal.
        var signaled = false
        /// It was still running at the timeout and was killed.
        var timedOut = false
    }

    /// The `frameprof` executable beside the test bundle in the build directory.
    static var executable: URL { executable(named: "frameprof") }

    /// The executable `name` (`frameprof`, or `TestLab`, a lab of a team's own) beside the test bundle.
    static func executable(named name: String) -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/\(name)")
    }

    /// Runs `arguments` with `program`, with `environment` added to this process's, killing it after
    /// `timeout` seconds when given.
    static func run(_ arguments: [String], program: String = "frameprof", environment: [String: String] = [:],
                    timeout: Double? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable(named: program)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let killer = timeout.map { seconds in
            let item = DispatchWorkItem { if process.isRunning { process.terminate() } }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: item)
            return item
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let killed = killer.map { $0.isCancelled == false && process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM } ?? false
        killer?.cancel()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self),
                      signaled: process.terminationReason == .uncaughtSignal && !killed, timedOut: killed)
    }
}
