import Testing
import FrameProfSampling

@Suite("Backtrace")
struct BacktraceTests {
    @inline(never)
    func recurse(_ depth: Int) -> Backtrace {
        if depth == 0 { return Backtrace.capture() }
        let result = recurse(depth - 1)
        blackHole(depth)
        return result
    }

    @inline(never)
    func blackHole(_ value: Int) {}

    @Test("libunwind walks the calling thread's stack: ten more nested calls give ten more frames")
    func depthGrows() {
        let shallow = recurse(5)
        let deep = recurse(15)
        #expect(shallow.addresses.count > 5)
        #expect(deep.addresses.count == shallow.addresses.count + 10)
        #expect(deep.addresses.allSatisfy { $0 != 0 })
        // The innermost frames are the same function, so their return addresses repeat.
        #expect(Set(deep.addresses.prefix(12)).count < 12)
        // Above the test function's two call sites, both stacks are the same test harness.
        let common = zip(deep.addresses.reversed(), shallow.addresses.reversed()).prefix { $0 == $1 }.count
        #expect(common >= 5)
    }

    @Test("maxFrames bounds the capture")
    func bounded() {
        #expect(recurse(20).addresses.count <= 128)
        #expect(Backtrace.capture(maxFrames: 3).addresses.count == 3)
        #expect(Backtrace.capture(maxFrames: 0).addresses.isEmpty)
    }
}
