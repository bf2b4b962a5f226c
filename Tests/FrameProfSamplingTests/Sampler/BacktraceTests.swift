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

    /// Captures, then does more work, so a release build cannot turn the call into a tail call that
    /// leaves this frame before the walk.
    @inline(never)
    func captureHere() -> Backtrace {
        let trace = Backtrace.capture()
        blackHole(trace.addresses.count)
        return trace
    }

    @Test("The first frame is the caller of capture, in a debug and in a release build alike")
    func startsAtTheCaller() throws {
        let trace = captureHere()
        let first = try #require(trace.addresses.first)
        let function = Symbolizer().frame(at: first, isReturnAddress: true).function
        // A release build names it `specialized …captureHere()` (its unused self argument dropped).
        #expect(function.contains("FrameProfSamplingTests.BacktraceTests.captureHere("), "\(function)")
    }

    @Test("maxFrames bounds the capture")
    func bounded() {
        #expect(recurse(20).addresses.count <= 128)
        #expect(Backtrace.capture(maxFrames: 3).addresses.count == 3)
        #expect(Backtrace.capture(maxFrames: 0).addresses.isEmpty)
    }
}
