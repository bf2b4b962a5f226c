import Testing
@testable import FrameProfLabSetup

/// init reads the branches the lab compiles: Linux, FRAMEPROF_LAB, the modules a lab can import.
@Suite("#if in the lab")
struct ActiveConfigurationTests {
    private func active(_ source: String) -> String {
        SwiftTokenizer.activeTokens(of: SwiftTokenizer.tokens(of: source), in: .lab(packageModules: ["Shelf"])).map(\.text).joined(separator: " ")
    }

    @Test("the lab takes the branches Linux and FRAMEPROF_LAB make active, nested ones too")
    func branches() {
        #expect(active("#if os(iOS)\na\n#elseif os(Linux)\nb\n#else\nc\n#endif") == "b")
        #expect(active("#if canImport(UIKit)\na\n#else\nb\n#endif") == "b")
        #expect(active("#if FRAMEPROF_LAB || !canImport(SwiftUI)\na\n#else\nb\n#endif") == "a")
        #expect(active("#if canImport(StackLab) && swift(>=5.9)\na\n#if DEBUG\nx\n#endif\n#endif") == "a")
        #expect(active("#if compiler(<6.0)\nold\n#else\nnew\n#endif") == "new")
    }

    @Test("a platform #if with no branch for Linux, whose other branches return, is reported by line")
    func platformGaps() {
        let source = """
            var color: Int {
            #if os(iOS)
                return 1
            #elseif os(macOS)
                return 2
            #endif
            }
            #if os(iOS)
            let flag = true
            #endif
            """
        var gaps: [Int] = []
        _ = SwiftTokenizer.activeTokens(of: SwiftTokenizer.tokens(of: source), in: .lab(), platformGaps: &gaps)
        #expect(gaps == [2])
    }
}
