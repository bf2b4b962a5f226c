import Foundation
import Testing
@testable import FrameProfLabSetup

/// init's table of SwiftUI's property wrappers is what StackLab declares: read from StackLab's own
/// sources with init's reader, each wrapper shapes a memberwise initializer as the table says.
@Suite("SwiftUI's property wrappers")
struct WrapperRuleTests {
    @Test("the table agrees with StackLab's declarations of every wrapper in it")
    func tableMatchesStackLab() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources").standardized
        // StackLab's three modules, read as the one StackLab a cell imports.
        let files = try ["StackLabCore", "StackLabContent", "StackLab"].flatMap { module in
            let root = sources.appendingPathComponent(module)
            return try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }.map { root.appendingPathComponent($0).path }
        }
        #expect(files.count > 300)
        let stackLab = try SourceReader.read(files: files, configuration: .lab())
        let index = ModuleIndex(main: .init(name: "Shelf", declarations: Declarations()), dependencies: [.init(name: "StackLab", declarations: stackLab)])
        for (wrapper, expected) in WrapperRule.swiftUI where wrapper != "Published" {
            // Read from the declaration: the table is bypassed because the type is found in StackLab.
            let derived = try #require(WrapperRule.rule(for: wrapper, context: nil, module: "Shelf", index: index), "\(wrapper) is not declared in StackLab")
            #expect(derived.parameter == expected.parameter, "\(wrapper): StackLab's declaration gives \(derived.parameter), the table \(expected.parameter)")
        }
    }
}
