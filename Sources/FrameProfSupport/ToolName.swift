import Foundation

/// The name of the program the user typed: `frameprof`, or a team's own lab executable (`TeamLab`),
/// so that help, usage lines and errors name the command that is running rather than a program the
/// user does not have. The command line sets it from its own path; libraries read it for the commands
/// their messages suggest (`` `TeamLab devices` lists the profiles``).
package enum ToolName {
    private static let name = Locked("frameprof")

    /// The program's name (`frameprof` until the command line says otherwise).
    package static var current: String { name.withLock { $0 } }

    /// Takes the name from the program's path (its last component), or from `FRAMEPROF_COMMAND` when
    /// the program runs under another command: frameprof's plugin sets it to what the user typed,
    /// `swift package --allow-writing-to-package-directory frameprof`, which messages then name.
    package static func adopt(path: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let command = environment["FRAMEPROF_COMMAND"]?.trimmingCharacters(in: .whitespaces), !command.isEmpty {
            name.withLock { $0 = command }
            return
        }
        guard let last = path.split(separator: "/").last, !last.isEmpty else { return }
        name.withLock { $0 = String(last) }
    }
}
