@_spi(Simulation) import FrameProf
import Foundation
import FrameProfJSON
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios

/// A note of a team's own data.
private struct Note: Identifiable, Decodable {
    let id: Int
    let title: String
    let body: String
}

/// A team's own cell for it, in SwiftUI's spelling.
nonisolated private struct NoteRow: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(note.title).font(.headline).lineLimit(1)
            Text(note.body).font(.subheadline)
        }
        .padding(.vertical, 10)
    }
}

/// A lab of a team's own runs its rows through its cell under every strategy: row heights come out of
/// laying the cell out with each row's content, pages append the lab's next rows, and the rows load
/// when the recording is planned.
@Suite struct LabScenarioTests {
    private static let words = "the scroll view measures every row it shows and guesses the rest".split(separator: " ")

    /// Notes whose bodies grow from a few words to several lines.
    private static func notes(_ count: Int) -> [Note] {
        (0..<count).map { index in
            Note(id: index, title: "Note \(index)", body: (0..<(3 + index % 7 * 9)).map { String(words[$0 % words.count]) }.joined(separator: " "))
        }
    }

    private func scenario(_ notes: [Note], gesture: [GestureStep], pagination: Scenario.Pagination? = nil) -> Scenario {
        var scenario = Scenario(name: "notes", summary: "", rows: RowSet(count: 0, heights: .constant(0)))
        scenario.gesture = gesture
        scenario.pagination = pagination
        scenario.lab = .rows({ notes }, cell: { NoteRow(note: $0) })
        return scenario
    }

    /// The height `note`'s cell takes in a row as wide as the scenario's screen less its side padding.
    private func height(of note: Note, width: Double) -> Double {
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 402, height: 796)) { NoteRow(note: note) }
            graph.update()
            return graph.root.measure(ProposedSize(width: width, height: nil)).height
        }
    }

    @Test func rowHeightsComeFromLayingTheCellOutWithEachRowsContent() throws {
        let notes = Self.notes(40)
        let prepared = try scenario(notes, gesture: [.wait(duration: 0.1)]).prepared()
        #expect(prepared.rows.count == 40)
        let result = RecordingContext().run { ScenarioRunner(scenario: prepared, strategy: .vstack).run() }
        let width = 402.0 - 32
        let heights = notes.map { height(of: $0, width: width) }
        // Bodies of 3 words take one line, of 57 several: the rows differ as their content does.
        #expect(heights[0] < heights[6])
        #expect(Set(heights).count >= 4)
        let expected = heights.reduce(0, +) + 8 * Double(notes.count - 1)
        #expect(result.contentHeights.last == expected)
    }

    /// List and OptimizedVStack keep every height they measured; LazyVStack estimates the rows it let go,
    /// which other tests hold it to.
    @Test(arguments: [StackStrategy.list, .optimizedVStack])
    func lazyStrategiesThatKeepHeightsSettleOnTheLaidOutHeight(_ strategy: StackStrategy) throws {
        let notes = Self.notes(60)
        // Down to the end: every row measured once.
        let prepared = try scenario(notes, gesture: [.drag(velocity: 6000, duration: 2), .wait(duration: 0.5)]).prepared()
        let eager = RecordingContext().run { ScenarioRunner(scenario: prepared, strategy: .vstack).run() }
        let lazy = RecordingContext().run { ScenarioRunner(scenario: prepared, strategy: strategy).run() }
        #expect(lazy.contentHeights.count > 1)
        #expect(lazy.contentHeights.last == eager.contentHeights.last)
    }

    @Test func pagesAppendTheLabsNextRowsUpToTheLimit() throws {
        let notes = Self.notes(100)
        let prepared = try scenario(notes, gesture: [.drag(velocity: 8000, duration: 4)],
                                    pagination: Scenario.Pagination(pageSize: 10, maxRows: 30)).prepared()
        let result = RecordingContext().run { ScenarioRunner(scenario: prepared, strategy: .vstack).run() }
        let heights: [Double] = notes.prefix(30).map { height(of: $0, width: 370) }
        // The first report is one page; the last holds exactly the 30 rows the limit allows.
        let firstPage: Double = heights.prefix(10).reduce(0, +) + 8 * 9
        let allowed: Double = heights.reduce(0, +) + 8 * 29
        #expect(result.contentHeights.contains(firstPage))
        #expect(result.contentHeights.last == allowed)
    }

    @Test func rowsThatFailToLoadAreAnErrorWhenTheRecordingIsPlanned() {
        var scenario = Scenario(name: "broken", summary: "", rows: RowSet(count: 0, heights: .constant(0)))
        scenario.lab = .rows({ () throws -> [Note] in throw LabError(file: "notes.json", message: "no such file") }, cell: { NoteRow(note: $0) })
        #expect(throws: LabError.self) { try scenario.prepared() }
    }

    @Test func aLabScenarioCannotTakeABuiltInsName() {
        var scenario = Scenario(name: "indicator-scrub", summary: "", rows: RowSet(count: 0, heights: .constant(0)))
        scenario.lab = .rows({ Self.notes(1) }, cell: { NoteRow(note: $0) })
        do {
            try Scenario.register(scenario)
            Issue.record("a second indicator-scrub was registered")
        } catch {
            #expect(error.description == "two scenarios are named 'indicator-scrub'; give each lab scenario a name of its own")
        }
    }
}

/// Rows from a data file: decoded into the team's own type, and every mistake named by file, line,
/// column and key.
@Suite struct LabDataTests {
    private func file(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "frameprof-lab-\(UUID().uuidString).json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func failure(_ text: String) throws -> LabError? {
        let path = try file(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try LabData.load([Note].self, from: path)
            return nil
        } catch let error as LabError {
            #expect(error.file == path)
            return error
        }
    }

    @Test func aGoodFileDecodesIntoTheTeamsType() throws {
        let path = try file(#"[{"id": 1, "title": "A", "body": "one"}, {"id": 2, "title": "B", "body": "two"}]"#)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let notes = try LabData.load([Note].self, from: path)
        #expect(notes.map(\.title) == ["A", "B"])
        // Relative to a source file: the directory of the file named, as `relativeTo: #filePath` means.
        let relative = try LabData.load([Note].self, from: (path as NSString).lastPathComponent, relativeTo: NSTemporaryDirectory() + "main.swift")
        #expect(relative.count == 2)
    }

    @Test func aValueOfTheWrongTypeIsNamedWhereItIs() throws {
        let error = try failure("""
            [
              {"id": 1, "title": "A", "body": "one"},
              {"id": 2, "title": 42, "body": "two"}
            ]
            """)
        #expect(error?.position == JSONPosition(line: 3, column: 22))
        #expect(error?.key == "[1].title")
        #expect(error.map { ($0.description as NSString).lastPathComponent }?.hasSuffix(":3:22: key '[1].title': expected a string, found a number") == true)
    }

    @Test func aMissingKeyIsNamedAtItsObject() throws {
        let error = try failure("""
            [
              {"id": 1, "title": "A", "body": "one"},
              {"id": 2, "body": "two"}
            ]
            """)
        #expect(error?.position == JSONPosition(line: 3, column: 3))
        #expect(error?.key == "[1]")
        #expect(error?.message == "missing key 'title'")
    }

    @Test func aNullWhereAValueBelongsIsNamed() throws {
        let error = try failure(#"[{"id": null, "title": "A", "body": "one"}]"#)
        #expect(error?.position == JSONPosition(line: 1, column: 9))
        #expect(error?.message == "expected a whole number, found null")
    }

    @Test func aSyntaxErrorIsNamedAtItsCharacter() throws {
        let error = try failure("""
            [
              {"id": 1, "title": "A" "body": "one"}
            ]
            """)
        #expect(error?.position == JSONPosition(line: 2, column: 26))
        #expect(error?.message == "expected ',' or '}' after a member, found '\"'")
    }

    @Test func aMissingFileOrADirectorySaysSo() {
        do {
            _ = try LabData.load([Note].self, from: "/nonexistent/notes.json")
            Issue.record("a missing file loaded")
        } catch {
            #expect("\(error)" == "/nonexistent/notes.json: no such file; give the data file's path (relative to the source file with relativeTo: #filePath)")
        }
        do {
            _ = try LabData.load([Note].self, from: NSTemporaryDirectory())
            Issue.record("a directory loaded")
        } catch {
            #expect("\(error)".hasSuffix("is a directory, not a JSON data file"))
        }
    }
}
