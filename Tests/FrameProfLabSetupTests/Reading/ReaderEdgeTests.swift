import Testing
@testable import FrameProfLabSetup

/// Shapes of real code the reader once got wrong: each would have made init write code that fails to
/// build, leave out a view it can make, report the wrong line, or stop.
@Suite("Reader edge cases")
struct ReaderEdgeTests {
    @Test("raw values end at a semicolon, cases on one line all count")
    func rawValuesOnOneLine() {
        let declarations = Source.declarations("enum Size: Int { case small = 1; case large = 2 }")
        #expect(declarations.types["Size"]?.cases.map(\.name) == ["small", "large"])
        #expect(declarations.types["Size"]?.cases.map(\.rawValue) == ["1", "2"])
    }

    @Test("a generic parameter list missing its > still lets the body and what follows be read")
    func unclosedGenerics() {
        let declarations = Source.declarations("""
            struct Box<T {
                let value: Int
            }
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            """)
        #expect(declarations.types["Box"]?.properties.map(\.name) == ["value"])
        #expect(declarations.order == ["Box", "Row"])
    }

    @Test("@available(iOS, unavailable) leaves an initializer callable on Linux; @available(*, unavailable) does not")
    func platformUnavailable() {
        let declarations = Source.declarations("""
            struct Badge {
                let text: String
                @available(iOS, unavailable, message: "use the unavailable one") init(mac: Int) { text = "" }
                @available(*, unavailable) init(never: Int) { text = "" }
            }
            """)
        #expect(declarations.types["Badge"]?.initializers.map(\.isUnavailable) == [false, true])
    }

    @Test("a result builder on a property is no wrapper: the memberwise initializer takes the closure")
    func resultBuilderProperty() {
        let plan = Source.plan("""
            @resultBuilder enum RowBuilder { static func buildBlock(_ parts: String...) -> String { "" } }
            struct Row: View {
                let title: String
                @ViewBuilder let accessory: () -> Void
                @RowBuilder let caption: () -> String
                var body: some View { Text(title) }
            }
            """)
        let skipped = plan.skipped.map(\.reason).joined()
        #expect(!skipped.contains("property wrapper"))
        #expect(plan.skipped.first { $0.name == "Row" }?.reason.contains("closure returning `String`") == true)
    }

    @Test("a class whose optional let has no value has no init(): init says so and writes no call")
    func classWithOptionalLet() {
        let plan = Source.plan("""
            final class Owner { let name: String? }
            struct Row: View {
                let owner: Owner
                var body: some View { Text("x") }
            }
            """)
        #expect(plan.scenarios.isEmpty)
        #expect(plan.skipped.first?.reason.contains("`name` has no value") == true)
    }

    @Test("a composition alias conforms to each protocol it names, not to names that contain them")
    func compositionAliases() {
        let declarations = Source.declarations("""
            protocol ViewModelish {}
            typealias VM = ViewModelish & Identifiable
            typealias Model = Codable & Hashable
            struct S: VM {}
            struct T: Model {}
            """)
        let index = ModuleIndex(main: .init(name: "Shelf", declarations: declarations), dependencies: [])
        let s = index.main.declarations.types["S"]!, t = index.main.declarations.types["T"]!
        #expect(!index.conforms(s, in: "Shelf", to: "View"))
        #expect(index.conforms(s, in: "Shelf", to: "Identifiable"))
        #expect(index.conforms(t, in: "Shelf", to: "Decodable"))
    }

    @Test("an extension that names a dependency's type with its module applies to it")
    func qualifiedExtension() {
        let index = ModuleIndex(main: .init(name: "Shelf", declarations: Source.declarations("extension ShelfModels.Book: Identifiable {}")),
                                dependencies: [.init(name: "ShelfModels", declarations: Source.declarations("public struct Book { public let id: Int }"))])
        let book = index.modules[1].declarations.types["Book"]!
        #expect(index.conforms(book, in: "ShelfModels", to: "Identifiable"))
    }

    @Test("a line continuation inside a multi-line string keeps later line numbers right")
    func lineContinuation() {
        let declarations = Source.declarations("""
            let text = \"\"\"
                one \\
                two
                \"\"\"
            struct Row: View {
                var body: some View { Text("x") }
            }
            """)
        #expect(declarations.types["Row"]?.location.line == 5)
    }

    @Test("an alias that repeats a generic parameter does not stop init; an unclosed backquote keeps its name")
    func malformed() {
        let declarations = Source.declarations("""
            typealias Pair<T, T> = [T]
            enum Mode { case `default
            }
            """)
        let index = ModuleIndex(main: .init(name: "Shelf", declarations: declarations), dependencies: [])
        #expect(index.expandAlias(.simple("Pair", [.simple("Int"), .simple("String")]), from: nil, in: "Shelf") == .array(.simple("Int")))
        #expect(declarations.types["Mode"]?.cases.map(\.name) == ["default"])
    }
}
