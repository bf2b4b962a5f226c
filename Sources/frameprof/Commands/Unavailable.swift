import ArgumentParser
import Foundation

/// Commands whose issue has not landed say so in one line on stderr and exit 1: never fake output.
struct Unavailable: Error, CustomStringConvertible {
    let command: String
    let arrivesWith: String

    var description: String {
        "frameprof \(command) is not available yet: it arrives with \(arrivesWith)."
    }
}

extension ParsableCommand {
    /// Prints the one-line notice and fails with exit code 1.
    func unavailable(_ command: String, arrivesWith: String) throws -> Never {
        printError(Unavailable(command: command, arrivesWith: arrivesWith).description)
        throw ExitCode.failure
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    var stderr = StandardError()
    print(message, to: &stderr)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
