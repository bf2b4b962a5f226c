import Testing
@testable import FrameProfLabSetup

/// What init reads of a module: types at every depth, what extensions add, stored against computed
/// properties, property wrappers, initializers and enumeration cases, as real files write them.
@Suite("Declarations")
struct DeclarationParserTests {
    @Test("nested types get dotted paths, and extensions add conformances and initializers")
    func nestingAndExtensions() {
        let declarations = Source.declarations("""
            public struct Shelf: Codable {
                struct Item: Hashable {
                    enum Kind: String { case book, record = "vinyl" }
                    let kind: Kind
                }
                let items: [Item]
            }
            extension Shelf.Item: Identifiable {
                var id: String { kind.rawValue }
                init(book: Void) { kind = .book }
            }
            typealias Shelves = [Shelf]
            typealias IdentifiedArrayOf<Element> = [Element]
            """)
        #expect(declarations.order == ["Shelf", "Shelf.Item", "Shelf.Item.Kind"])
        #expect(declarations.types["Shelf"]?.access == .public)
        #expect(declarations.types["Shelf.Item.Kind"]?.cases.map(\.rawValue) == [nil, "\"vinyl\""])
        let index = ModuleIndex(main: .init(name: "Shelf", declarations: declarations), dependencies: [])
        let item = index.main.declarations.types["Shelf.Item"]!
        #expect(index.conforms(item, in: "Shelf", to: "Identifiable"))
        #expect(!index.conforms(item, in: "Shelf", to: "Decodable"))
        #expect(index.conforms(index.main.declarations.types["Shelf"]!, in: "Shelf", to: "Decodable"))
        #expect(item.extensionInitializers.map { $0.parameters.map(\.label) } == [["book"]])
        #expect(index.expandAlias(.simple("IdentifiedArrayOf", [.simple("Shelf")]), from: nil, in: "Shelf") == .array(.simple("Shelf")))
    }

    @Test("stored and computed properties, wrappers with and without arguments, observers and lazy ones")
    func properties() {
        let type = Source.declarations("""
            struct Row: View {
                @Environment(\\.locale) private var locale
                @Environment(Library.self) var library
                @State private var expanded = false
                @Binding var isOn: Bool
                @DecodableDefault.False var flagged: Bool
                let title: String, subtitle: String?
                var count: Int = 0 { didSet { print(count) } }
                lazy var cache: [String] = []
                public private(set) var score: Double
                static let shared = 1
                var body: some View { Text(title) }
                var header: some View {
                    get { EmptyView() }
                }
            }
            """).types["Row"]!
        let stored = type.properties.filter(\.isStored)
        #expect(stored.map(\.name) == ["locale", "library", "expanded", "isOn", "flagged", "title", "subtitle", "count", "cache", "score"])
        #expect(type.properties.first { $0.name == "library" }?.wrapperArguments == "Library.self")
        #expect(type.properties.first { $0.name == "locale" }?.hasInitialValue == true)
        #expect(type.properties.first { $0.name == "isOn" }?.wrapper == "Binding")
        #expect(type.properties.first { $0.name == "flagged" }?.wrapper == "DecodableDefault.False")
        #expect(type.properties.first { $0.name == "count" }?.hasInitialValue == true)
        #expect(type.properties.first { $0.name == "score" }?.access == .public)
        #expect(type.hasBody)
        #expect(type.bodyMentions.contains("Text") && type.bodyMentions.contains("EmptyView"))
    }

    @Test("initializers: labels, names, defaults, closures, autoclosures and failable ones")
    func initializers() {
        let type = Source.declarations("""
            final class Model {
                init(_ title: String, onTap: @escaping @MainActor () -> Void = {}, load: @autoclosure () -> Int) {}
                convenience init?(json data: Data) throws { return nil }
                private init() {}
            }
            """).types["Model"]!
        #expect(type.initializers.count == 3)
        let first = type.initializers[0].parameters
        #expect(first.map(\.label) == [nil, "onTap", "load"])
        #expect(first.map(\.name) == ["title", "onTap", "load"])
        #expect(first[1].hasDefault && !first[0].hasDefault)
        #expect(first[2].isAutoclosure)
        if case .function(let function) = first[1].type { #expect(function.attributes.contains("MainActor") && function.result.isVoid) } else { Issue.record("not a function type") }
        #expect(type.initializers[1].isFailable && type.initializers[1].throwsErrors)
        #expect(type.initializers[2].access == .private)
    }

    @Test("enumeration cases with associated values; a file that never closes a type says which")
    func casesAndUnclosed() {
        let declarations = Source.declarations("""
            enum Step: Equatable {
                case downloading(progress: Progress), unarchiving
                indirect case moving(destination: String, _ flag: Bool = false)
            }
            struct Open {
                struct Inner {}
            """)
        let cases = declarations.types["Step"]!.cases
        #expect(cases.map(\.name) == ["downloading", "unarchiving", "moving"])
        #expect(cases[2].associatedValues.map(\.label) == ["destination", nil])
        #expect(cases[2].associatedValues[1].hasDefault)
        #expect(declarations.unclosed.map(\.subject) == ["Open"])
    }
}
