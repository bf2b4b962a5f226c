import Glibc
import Testing
@testable import FrameProfSampling

@Suite struct SymbolizerTests {
    @Test func swiftNamesAreDemangledWithoutTheirType() {
        #expect(Demangler.demangle("$s8StackLab7RowViewV4bodyQrvg") == "StackLab.RowView.body.getter")
        #expect(Demangler.demangle("malloc") == "malloc")
        #expect(Demangler.demangle("$sNotAName") == "$sNotAName")
        // C++ frames of the Swift runtime, without their parameter lists.
        #expect(Demangler.demangle("_ZN5swift7runtime15SwiftTLSContext3getEv") == "swift::runtime::SwiftTLSContext::get")
    }

    @Test func functionsKeepTheirLabelsButNotTheirTypes() {
        let cases = [
            "StackLab.ViewGraph.makeNode(for: StackLab.View) -> StackLab.ViewNode": "StackLab.ViewGraph.makeNode(for:)",
            "StackLab.StackEngine.place(_: Swift.Array<StackLab.ViewNode>, in: StackLab.Rect, alignment: StackLab.Alignment) -> ()":
                "StackLab.StackEngine.place(_:in:alignment:)",
            "StackLab.LazyVStackNode.(placeOnce in _3866984F1FA0DEF9584FE09E948809A5)(visibleMin: Swift.Double) -> StackLab.LazyVStackNode.(Outcome in _3866984F1FA0DEF9584FE09E948809A5)":
                "StackLab.LazyVStackNode.placeOnce(visibleMin:)",
            "generic specialization <Swift.Int> of Swift._ContiguousArrayBuffer._consumeAndCreateNew(bufferIsUnique: Swift.Bool, minimumCapacity: Swift.Int) -> Swift._ContiguousArrayBuffer<A>":
                "specialized Swift._ContiguousArrayBuffer._consumeAndCreateNew(bufferIsUnique:minimumCapacity:)",
            "closure #1 (Swift.Int, (Swift.Double) -> ()) -> Swift.Bool in StackLab.Feed.rows(count: Swift.Int) -> [Swift.Int]":
                "closure #1 in StackLab.Feed.rows(count:)",
            "StackLab.RowView.body.getter : StackLab.View": "StackLab.RowView.body.getter",
            "StackLab.Box.map<A>(_: (A) -> A) -> StackLab.Box<A>": "StackLab.Box.map<A>(_:)",
            "(extension in StackLab):Swift.Array.sum() -> Swift.Double": "(extension in StackLab):Swift.Array.sum()",
            "frameprof.Recording.record(_: StackLab.StackStrategy, run: Swift.Int) throws -> ()": "frameprof.Recording.record(_:run:)",
            "static FrameProfYAML.YAMLDocument.read(path: Swift.String) throws(FrameProfYAML.YAMLFileError) -> Swift.String":
                "static FrameProfYAML.YAMLDocument.read(path:)",
            // The demangler leaves the closure-propagation bracket open; the entity is still found.
            "function signature specialization <Arg[0] = [Closure Propagated : $sSTsSL7Element, Argument Types : []> of generic specialization <Swift.Int> of Swift.Sequence.sorted(by:) throws -> Swift.Array<A.Element>":
                "specialized Swift.Sequence.sorted(by:)",
        ]
        for (full, short) in cases {
            #expect(Demangler.simplify(full) == short)
        }
    }

    @Test(.disabled(if: underThreadSanitizer, "ThreadSanitizer's interceptor stands in for libc's qsort"))
    func aStaticFunctionOfTheMainProgramIsNamedFromTheSymbolTable() {
        let trace = Backtrace.capture()
        let symbolizer = Symbolizer()
        let frames = trace.addresses.map { symbolizer.frame(at: $0, isReturnAddress: true) }
        let own = frames.first { $0.function.contains("aStaticFunctionOfTheMainProgramIsNamedFromTheSymbolTable") }
        #expect(own?.inMainProgram == true, "\(frames.map(\.function))")
        // libc's functions come from its .dynsym and are not the main program.
        let qsort = dlsym(nil, "qsort").map { UInt(bitPattern: $0) } ?? 0
        let libc = symbolizer.frame(at: qsort, isReturnAddress: false)
        #expect(!libc.inMainProgram)
        #expect(libc.function == "qsort", "\(libc.function)")
    }
}
