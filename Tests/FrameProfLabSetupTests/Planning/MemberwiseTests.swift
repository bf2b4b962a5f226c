import Testing
@testable import FrameProfLabSetup

/// The memberwise initializer as Swift 6.3 synthesizes it (each rule measured with swiftc in both
/// language modes): what a call from another file passes and when it cannot be called at all.
@Suite("Memberwise initializers")
struct MemberwiseTests {
    /// Why the memberwise initializer cannot be called.
    struct Refused: Error { let reason: String }

    private func parameters(_ source: String) -> Result<[String], Refused> {
        let declarations = Source.declarations(source)
        let index = ModuleIndex(main: .init(name: "Shelf", declarations: declarations), dependencies: [])
        let type = declarations.types[declarations.order[0]]!
        switch InitializerCandidates.memberwise(of: type, module: "Shelf", index: index) {
        case .success(let parameters): return .success(parameters.map { "\($0.name): \($0.type)\($0.hasDefault ? " = …" : "")\($0.isAutoclosure ? " (autoclosure)" : "")" })
        case .failure(let refusal): return .failure(Refused(reason: refusal.reason))
        }
    }

    @Test("a let with a value is no parameter; a var with one, a lazy one or one written T? has a default")
    func defaults() throws {
        let result = try parameters("""
            struct S {
                let id = UUID()
                let title: String
                var count = 0
                var note: String?
                let subtitle: String?
                lazy var cache: [Int] = []
                var total: Int { count }
            }
            """).get()
        #expect(result == ["title: String", "note: String? = …", "subtitle: String?", "cache: [Int] = …"])
    }

    @Test("SwiftUI's wrappers: Binding takes the wrapper, ObservedObject the object, StateObject an autoclosure, the rest have defaults")
    func wrappers() throws {
        let result = try parameters("""
            struct Row: View {
                @Binding var isOn: Bool
                @ObservedObject var model: Model
                @StateObject var store: Store
                @State var expanded: Bool
                @EnvironmentObject var settings: Settings
                @FocusState var focused: Bool
                @Environment(\\.dismiss) var dismiss
                @Namespace var namespace
                var body: some View { EmptyView() }
            }
            """).get()
        #expect(result == ["isOn: Binding<Bool>", "model: Model", "store: Store (autoclosure)", "expanded: Bool"])
    }

    @Test("a private wrapped property with a value is dropped; any other private stored property makes the initializer private")
    func privateProperties() {
        #expect((try? parameters("struct A: View { @State private var on = false\n let item: Item\n var body: some View { EmptyView() } }").get()) == ["item: Item"])
        guard case .failure(let refused) = parameters("struct B { private var on = false\n let item: Item }") else { Issue.record("B's initializer is private"); return }
        #expect(refused.reason.contains("`B.on` is private"))
        guard case .failure = parameters("struct C { @State private var on: Bool\n let item: Item }") else { Issue.record("C's initializer is private"); return }
    }

    @Test("a wrapper the module declares is read from its declaration")
    func moduleWrapper() throws {
        let result = try parameters("""
            struct Website {
                @DecodableDefault.False var isEnabled: Bool
                let url: URL
            }
            enum DecodableDefault {
                @propertyWrapper struct False { var wrappedValue: Bool; init(wrappedValue: Bool) { self.wrappedValue = wrappedValue } }
            }
            """).get()
        #expect(result == ["isEnabled: Bool", "url: URL"])
    }
}
