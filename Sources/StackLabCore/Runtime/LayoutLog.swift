#if canImport(Glibc)
import Glibc
#endif

/// The layout log: the lines lazy containers write, in the formats SwiftUI writes with its lazy-stack
/// logging on (subsystem `com.apple.SwiftUI`, category `LazyStack`), so one parser reads ours and a
/// device's. Lines are kept in memory and, when a path is given, appended to that file as they come;
/// the file is created with the first line, so a strategy that logs nothing leaves none.
package final class LayoutLog {
    /// Every line written so far.
    package private(set) var lines: [String] = []
    private let path: String?
    private var file: UnsafeMutablePointer<FILE>?
    /// The first error met writing the file, if any.
    package private(set) var error: StackLabError?

    /// A log kept in memory only.
    package init() {
        path = nil
    }

    /// A log that also writes each line to `path` (created or truncated at the first line).
    package init(path: String) {
        self.path = path
    }

    deinit {
        if let file { fclose(file) }
    }

    /// Appends one line.
    package func write(_ line: String) {
        lines.append(line)
        if file == nil, let path, error == nil {
            file = fopen(path, "w")
            if file == nil {
                error = StackLabError("cannot write the layout log to \(path): \(String(cString: strerror(errno))).")
            }
        }
        if let file {
            fputs(line, file)
            fputc(10, file)
        }
    }

    /// Flushes the file, if any.
    package func flush() {
        if let file { fflush(file) }
    }

    /// Formats a length the way Swift prints a `CGFloat`/`Double` ("370.0", "147.5"), never "-0.0".
    static func number(_ value: Double) -> String {
        "\(value + 0.0)"
    }
}
