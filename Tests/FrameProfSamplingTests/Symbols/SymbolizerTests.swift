import Glibc
import Testing
@testable import FrameProfSampling

@Suite struct SymbolizerTests {
    @Test func swiftNamesAreDemangledWithoutTheirType() {
        #expect(Demangler.demangle("$s8StackLab7RowViewV4bodyQrvg") == "StackLab.RowView.body.getter")
        #expect(Demangler.demangle("malloc") == "malloc")
        #expect(Demangler.demangle("$sNotAName") == "$sNotAName")
    }

    @Test func aStaticFunctionOfTheMainProgramIsNamedFromTheSymbolTable() {
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
