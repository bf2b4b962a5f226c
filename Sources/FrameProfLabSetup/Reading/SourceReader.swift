import Foundation

/// Reads a module's Swift files into its declarations, as the lab's build would compile them.
public enum SourceReader {
    /// The declarations of `files` (paths), read in path order, `#if` branches chosen by `configuration`;
    /// `relativeTo` shortens the paths messages give.
    public static func read(files: [String], configuration: ActiveConfiguration, relativeTo root: String? = nil) throws -> Declarations {
        var declarations = Declarations()
        for file in files.sorted() {
            let text: String
            do {
                text = try String(contentsOfFile: file, encoding: .utf8)
            } catch {
                throw LabSetupError("cannot read \(file): \(error.localizedDescription)")
            }
            read(source: text, file: display(file, relativeTo: root), configuration: configuration, into: &declarations)
        }
        return declarations
    }

    /// Adds the declarations of one file's `source` to `declarations`.
    public static func read(source: String, file: String, configuration: ActiveConfiguration, into declarations: inout Declarations) {
        var gaps: [Int] = []
        let tokens = SwiftTokenizer.activeTokens(of: SwiftTokenizer.tokens(of: source), in: configuration, platformGaps: &gaps)
        declarations.platformGaps += gaps.map { SourceLocation(file: file, line: $0) }
        var parser = DeclarationParser(tokens: tokens, file: file)
        parser.parse(into: &declarations)
    }

    /// `file` relative to `root` when it is inside it.
    static func display(_ file: String, relativeTo root: String?) -> String {
        guard let root, file.hasPrefix(root + "/") else { return file }
        return String(file.dropFirst(root.count + 1))
    }
}

/// A failure of `init` that the user fixes: said in a sentence, with the fix.
public struct LabSetupError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and the fix, in a sentence.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
