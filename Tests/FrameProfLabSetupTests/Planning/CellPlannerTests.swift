import Testing
@testable import FrameProfLabSetup
import Foundation

/// Which views get scenarios and how each is made; everything else is left out with its reason, and no
/// code is written for it.
@Suite("Scenarios of a module's views")
struct CellPlannerTests {
    static let shelf = """
        import SwiftUI

        @Observable @MainActor final class Library {
            var name: String
            init(name: String) { self.name = name }
        }

        class Cover {
            let url: URL
            init(url: URL) { self.url = url }
        }

        struct Item {
            let title: String
            let cover: Cover
            let kind: Kind
            var rating: Double?
            enum Kind: String { case book, record }
        }

        struct Author: Codable, Identifiable {
            let id: UUID
            let name: String
            let avatar: URL?
        }

        struct ShelfTile: View {
            let item: Item
            var body: some View { AsyncImage(url: item.cover.url) }
        }

        struct ShelfRow: View {
            @Environment(Library.self) private var library
            let item: Item
            var onDelete: () -> Void
            var body: some View { HStack { Text(item.title); ActionButton(title: "x") } }
            private struct ActionButton: View {
                let title: String
                var body: some View { Text(title) }
            }
        }

        struct AuthorRow: View {
            let author: Author
            var body: some View { Text(author.name) }
        }

        struct ShelfScreen: View {
            let items: [Item]
            var body: some View { List(items, id: \\.title) { ShelfRow(item: $0, onDelete: {}) } }
        }

        struct Card<Content: View>: View {
            let content: Content
            var body: some View { content }
        }

        struct Pin: View {
            let location: CLLocationCoordinate2D
            var body: some View { EmptyView() }
        }

        private struct Badge: View {
            var body: some View { EmptyView() }
        }
        """

    @Test("a scenario for each view that can be made, in the order the file declares them")
    func scenarios() {
        let plan = Source.plan(Self.shelf)
        #expect(plan.scenarios.map(\.name) == ["shelf-tile-scrub", "shelf-row-scrub", "author-row-scrub"])
        let row = plan.scenarios[1]
        #expect(row.call.arguments.map(\.label) == ["item", "onDelete"])
        #expect(row.call.arguments[1].value == .closure(arity: 0))
        #expect(row.environment == [EnvironmentObject(type: "Library", kind: .observable, key: "environment.library")])
        #expect(row.reportedView == "Shelf.ShelfRow")
        #expect(row.models == ["Item"])
    }

    @Test("what is left out says why: private, generic, a screen, a type nobody can make")
    func skipped() {
        let reasons = Dictionary(uniqueKeysWithValues: Source.plan(Self.shelf).skipped.map { ($0.name, $0.reason) })
        #expect(reasons["ShelfRow.ActionButton"] == "it is private, so only its own file can make it; it is recorded inside `shelf-row-scrub`")
        #expect(reasons["Badge"]?.hasSuffix("no scenario's view builds it, so make it internal to record it on its own") == true)
        #expect(reasons["Card"]?.contains("generic over `Content`") == true)
        #expect(reasons["ShelfScreen"]?.contains("a screen") == true)
        #expect(reasons["Pin"]?.contains("`CLLocationCoordinate2D`, a type init cannot see") == true)
    }

    @Test("models that are not Decodable get a conformance calling their initializer; enumerations list their cases; Decodable ones none")
    func conformances() {
        let plan = Source.plan(Self.shelf)
        let byType = Dictionary(uniqueKeysWithValues: plan.conformances.map { ($0.type, $0) })
        #expect(Set(byType.keys) == ["Cover", "Item", "Item.Kind", "Library"])
        guard case .call(let cover, let castToSelf)? = byType["Cover"]?.body else { Issue.record("Cover"); return }
        #expect(castToSelf && cover.callee == "Cover")  // a class that is not final
        guard case .call(let library, let libraryCast)? = byType["Library"]?.body else { Issue.record("Library"); return }
        #expect(!libraryCast && library.callee == "Self")
        guard case .cases(let kinds)? = byType["Item.Kind"]?.body else { Issue.record("Kind"); return }
        #expect(kinds.map(\.name) == ["book", "record"])
    }

    @Test("the generated file calls each view and model as declared")
    func generatedSource() {
        let source = Source.generated(Self.shelf)
        #expect(source.contains("try ShelfRow(item: row.value(\"item\"), onDelete: {})"))
        #expect(source.contains(".environment(try values.make(\"environment.library\", as: Library.self))"))
        #expect(source.contains("return try Cover(url: values.make(\"url\")) as! Self"))
        #expect(source.contains("return try Self(title: values.make(\"title\"), cover: values.make(\"cover\"), kind: values.make(\"kind\"), rating: values.make(\"rating\"))"))
        #expect(source.contains("public var shelfLabScenarios: [LabScenario]"))
        #expect(!source.contains("Author: LabSynthesizable"))
    }

    @Test("a model from another module is made through its public initializer, with the module imported; @retroactive only for another package's")
    func otherModule() {
        let source = """
            import ShelfModels
            struct BookRow: View {
                let book: Book
                var body: some View { Text(book.title) }
            }
            """
        let models = ("ShelfModels", "public struct Book { public let title: String\n public init(title: String) { self.title = title } }")
        let plan = Source.plan(source, dependencies: [models], otherPackages: ["ShelfModels"])
        #expect(plan.scenarios.map(\.name) == ["book-row-scrub"])
        #expect(plan.imports == ["ShelfModels"])
        #expect(plan.conformances.first?.isRetroactive == true && plan.conformances.first?.access == .public)
        #expect(Source.plan(source, dependencies: [models]).conformances.first?.isRetroactive == false)
    }

    @Test("an initializer of a private extension or marked unavailable is not called; a model with its own conformance gets none")
    func whatIsNotCalled() {
        let plan = Source.plan("""
            struct Note {
                let text: String
                init(text: String, extra: Int) { self.text = text }
                @available(*, unavailable, message: "use init(text:extra:)")
                init(text: String) { self.text = text }
            }
            private extension Note {
                init(mock: Void) { text = "" }
            }
            struct Tag: LabSynthesizable {
                let name: String
                static func labSynthesize(_ values: LabValues) throws -> Self { Tag(name: "x") }
            }
            struct NoteRow: View {
                let note: Note
                let tag: Tag
                var body: some View { Text(note.text) }
            }
            """)
        #expect(plan.scenarios.map(\.name) == ["note-row-scrub"])
        guard case .call(let call, _)? = plan.conformances.first(where: { $0.type == "Note" })?.body else { Issue.record("Note"); return }
        #expect(call.arguments.map(\.label) == ["text", "extra"])
        #expect(!plan.conformances.contains { $0.type == "Tag" })
    }

    @Test("kebab names read as words: acronyms stay together")
    func names() {
        #expect(CellPlanner.kebab("URLTextView") == "url-text-view")
        #expect(CellPlanner.kebab("Library.ItemView") == "library-item-view")
        #expect(ScenarioFileWriter.scenariosName(module: "ShelfUI") == "shelfUILabScenarios")
        #expect(ScenarioFileWriter.scenariosName(module: "UIKitCells") == "uiKitCellsLabScenarios")
    }
}

/// frameprof's own module of the shapes the corpus lacks (Fixtures/Shapes, which Scripts/corpus-check
/// compiles and records): what init plans for it.
@Suite("The Shapes fixture")
struct ShapesFixtureTests {
    @Test("every view is planned or left out with its reason, and each model made the way its shape needs")
    func plan() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Fixtures/Shapes").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0).path }
        let declarations = try SourceReader.read(files: files, configuration: .lab(packageModules: ["Shapes"]))
        var planner = CellPlanner(index: ModuleIndex(main: .init(name: "Shapes", declarations: declarations), dependencies: []))
        let plan = planner.plan()
        #expect(plan.scenarios.map(\.name) == ["post-row-scrub", "tag-list-scrub", "counter-row-scrub", "title-row-scrub", "post-row-badge-scrub",
                                               "box-row-scrub", "place-row-scrub"])
        let skipped = Dictionary(uniqueKeysWithValues: plan.skipped.map { ($0.name, $0.reason) })
        #expect(skipped["DerivedRow"]?.contains("inherits its initializers") == true)
        #expect(skipped["PlacesScreen"]?.contains("a screen") == true)
        // Decoded: Location (Codable in an extension). Made by its initializer: Price (its own decoding).
        let made = Set(plan.conformances.map(\.type))
        #expect(!made.contains("Location") && made.contains("Price") && made.contains("Box") && made.contains("Post.Attachment"))
        // The autoclosure of @StateObject gets a constant made first.
        let counter = try #require(plan.scenarios.first { $0.name == "counter-row-scrub" })
        #expect(counter.call.constants.map(\.type) == ["Counter"])
    }
}
