import Foundation
import Testing

/// `docs/SWIFTUI-COVERAGE.md` says, for every SwiftUI declaration a list row can use, whether StackLab
/// lays it out, prices it, accepts it or lacks it. These tests hold the page to the code both ways,
/// through StackLab's symbol graph (what `swift-symbolgraph-extract` sees a team's file can call): every
/// row's overload count is what StackLab declares, and every public declaration of StackLab is a row,
/// a member of a listed supporting type, or one of the lab's own types.
@Suite("SwiftUI coverage", .serialized)
struct SwiftUICoverageTests {
    /// One row of the page's tables.
    struct Row {
        var overloads: Int
        var status: String
        var line: Int
    }

    /// What the page says: its rows by key, the names of its supporting and lab types, and its
    /// status table.
    struct Page {
        var rows: [String: Row] = [:]
        var duplicates: [String] = []
        var supportingTypes: Set<String> = []
        var labTypes: Set<String> = []
        var statusTable: [String: Int] = [:]
    }

    static let statuses = ["laid out", "priced", "accepted", "missing"]

    static func page() throws -> Page {
        let url = DocumentationTests.root.appendingPathComponent("docs/SWIFTUI-COVERAGE.md")
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var page = Page()
        var list: WritableKeyPath<Page, Set<String>>?
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("#") {
                list = line == "### Supporting types" ? \.supportingTypes : line == "### Lab types" ? \.labTypes : nil
                continue
            }
            if let list, line.hasPrefix("`") {
                for name in line.split(separator: ",") {
                    page[keyPath: list].insert(name.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")))
                }
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            if statuses.contains(cells[1]), let count = Int(cells[2]) {
                page.statusTable[cells[1]] = count
            } else if cells[1].hasPrefix("`"), cells[1].hasSuffix("`"), let overloads = Int(cells[2]) {
                let key = String(cells[1].dropFirst().dropLast())
                if page.rows[key] != nil { page.duplicates.append(key) }
                page.rows[key] = Row(overloads: overloads, status: cells[3], line: index + 1)
            }
        }
        return page
    }

    /// The part of a symbol graph the check reads.
    struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            struct Identifier: Decodable { var precise: String }
            var identifier: Identifier
            var pathComponents: [String]
        }
        var symbols: [Symbol]
    }

    /// StackLab's public declarations, keyed as the page keys them (`View.badge(_:)`), with how many
    /// share each key. Extracted from the modules of the build this test bundle belongs to.
    static func declarations() throws -> [String: Int] {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
        let build = bundle.deletingLastPathComponent()
        let triple = build.deletingLastPathComponent().lastPathComponent
        let modules = build.appendingPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("StackLab.swiftmodule").path),
                     "StackLab's module is not beside the test bundle in \(build.path); build with `swift build --build-tests` first.")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("frameprof-symbols-\(getpid())")
        try? FileManager.default.removeItem(at: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        // StackLab re-exports the runtime and what rows are built from, as SwiftUI re-exports SwiftUICore:
        // a cell sees the three modules' public declarations as one.
        for module in ["StackLabCore", "StackLabContent", "StackLab"] {
            try extractSymbols(of: module, build: build, modules: modules, triple: triple, into: output)
        }
        var seen = Set<String>()
        var counts: [String: Int] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasSuffix(".symbols.json") {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            for symbol in try JSONDecoder().decode(SymbolGraph.self, from: data).symbols
            where seen.insert(symbol.identifier.precise).inserted {
                counts[symbol.pathComponents.joined(separator: "."), default: 0] += 1
            }
        }
        return counts
    }

    /// Writes `module`'s public symbol graph (SPI left out) into `directory`.
    static func extractSymbols(of module: String, build: URL, modules: URL, triple: String, into directory: URL) throws {
        var arguments = ["swift-symbolgraph-extract", "-module-name", module, "-I", modules.path, "-target", triple,
                         "-output-dir", directory.path, "-minimum-access-level", "public", "-skip-synthesized-members"]
        // The C modules StackLab's dependencies import, as the build found them.
        let entries = try FileManager.default.contentsOfDirectory(atPath: build.path)
        for entry in entries where entry.hasPrefix("C") && entry.hasSuffix(".build") {
            let map = build.appendingPathComponent(entry).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        }
        let sources = DocumentationTests.root.appendingPathComponent("Sources")
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path) where target.hasPrefix("C") {
            arguments += ["-Xcc", "-I" + sources.appendingPathComponent(target).appendingPathComponent("include").path]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift-symbolgraph-extract failed for \(module): \(message.suffix(2000))")
    }

    @Test("the page's status table counts its rows, and at least 95 % of SwiftUI's entries are provided")
    func statusTable() throws {
        let page = try Self.page()
        #expect(page.duplicates.isEmpty, "rows listed twice: \(page.duplicates.prefix(20))")
        var counted: [String: Int] = [:]
        for row in page.rows.values { counted[row.status, default: 0] += 1 }
        let unknown = page.rows.filter { !Self.statuses.contains($0.value.status) }.map { "\($0.key) (line \($0.value.line))" }
        #expect(unknown.isEmpty, "rows with a status other than laid out, priced, accepted or missing: \(unknown.prefix(20))")
        for status in Self.statuses { #expect(page.statusTable[status] == counted[status, default: 0], "the table's \(status) count") }
        let provided = page.rows.count - counted["missing", default: 0]
        #expect(page.rows.count > 1500 && Double(provided) >= 0.95 * Double(page.rows.count),
                "\(provided) of \(page.rows.count) entries provided")
    }

    @Test("every row declares as many overloads as SwiftUI, and every public StackLab declaration is on the page")
    func pageMatchesTheSymbolGraph() throws {
        let page = try Self.page()
        let declared = try Self.declarations()
        var wrongCounts: [String] = []
        for (key, row) in page.rows.sorted(by: { $0.value.line < $1.value.line }) {
            let expected = row.status == "missing" ? 0 : row.overloads
            let actual = declared[key, default: 0]
            if actual != expected { wrongCounts.append("\(key) (line \(row.line)): the page says \(expected), StackLab declares \(actual)") }
        }
        #expect(wrongCounts.isEmpty, "\(wrongCounts.count) rows disagree with StackLab:\n\(wrongCounts.prefix(30).joined(separator: "\n"))")

        let covering = page.supportingTypes.union(page.labTypes)
        var unlisted: [String] = []
        for key in declared.keys.sorted() where page.rows[key] == nil {
            let path = key.split(separator: ".").map(String.init)
            let owners = (1...path.count).map { path.prefix($0).joined(separator: ".") }
            if owners.contains(where: covering.contains) { continue }
            // A listed view type's `body` and `Body` are what makes it a view, not entries of their own.
            if path.count > 1, ["body", "Body"].contains(path.last!), page.rows[owners[path.count - 2]] != nil { continue }
            unlisted.append(key)
        }
        #expect(unlisted.isEmpty, "\(unlisted.count) public declarations are neither rows nor members of listed types:\n\(unlisted.prefix(30).joined(separator: "\n"))")
    }
}
