import FrameProfTrace
import Testing
@testable import FrameProf

/// Names built at run time are interned once: the same module and name give the same id, and the id
/// resolves to what was interned, which is how a trace names a view type.
@Suite struct SignpostNameTests {
    @Test func theSamePairGivesTheSameIdAndAnotherModuleAnother() {
        let module = ModuleTag("SignpostNameTests")
        let first = SignpostName("FeedRow<Post>", module: module)
        #expect(SignpostName("FeedRow<Post>", module: module) == first)
        #expect(SignpostName("FeedRow<Post>") != first)
        #expect(SignpostName("FeedRow<Comment>", module: module) != first)
        #expect(first.resolved == TraceName(module: "SignpostNameTests", name: "FeedRow<Post>"))
        #expect(SignpostName("FeedRow<Post>").resolved.module == "")
    }

    @Test func moduleTagsKeepTheirNames() {
        let tag = ModuleTag("SignpostNameTests.Module")
        #expect(ModuleTag("SignpostNameTests.Module") == tag)
        #expect(tag.name == "SignpostNameTests.Module" && tag != .none)
        #expect(ModuleTag.none.name == "")
    }
}
