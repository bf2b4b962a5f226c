import Foundation
import FrameProfSupport

/// A file `init` writes and may write again: it carries a checksum of what init wrote, so a later `init`
/// replaces it only while nobody has edited it, and keeps an edited one (unless `--force`).
public enum GeneratedFile {
    /// What happened to a file.
    public enum Outcome: Equatable, Sendable {
        case written, updated, unchanged
        /// Kept because it was edited since init wrote it (or init never wrote it).
        case keptEdited, keptOwn
    }

    static let marker = "frameprof-init-checksum:"

    /// `body` under a first line that holds its checksum (`comment` starts a comment: `//`, `#`).
    public static func stamped(_ body: String, comment: String) -> String {
        "\(comment) \(marker) \(checksum(body))\n" + body
    }

    /// Whether `text` is a stamped file nobody edited since.
    public static func isUnedited(_ text: String) -> Bool {
        guard let newline = text.firstIndex(of: "\n") else { return false }
        let first = text[..<newline]
        guard let range = first.range(of: marker) else { return false }
        let stamp = first[range.upperBound...].trimmingCharacters(in: .whitespaces)
        return stamp == checksum(String(text[text.index(after: newline)...]))
    }

    /// Writes `body` (stamped) to `path` unless an edited or hand-written file is there.
    public static func write(_ body: String, comment: String, to path: String, force: Bool) throws -> Outcome {
        let text = stamped(body, comment: comment)
        let manager = FileManager.default
        if let existing = try? String(contentsOfFile: path, encoding: .utf8) {
            if existing == text { return .unchanged }
            if !force {
                if !existing.contains(marker) { return .keptOwn }
                if !isUnedited(existing) { return .keptEdited }
            }
            try save(text, to: path)
            return .updated
        }
        try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try save(text, to: path)
        return .written
    }

    private static func save(_ text: String, to path: String) throws {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw LabSetupError("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// FNV-1a of the text, as 16 hex digits.
    static func checksum(_ text: String) -> String {
        let hex = String(FNV1a.hash(text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
