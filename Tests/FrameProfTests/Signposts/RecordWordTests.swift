import FrameProfTrace
import Testing
@testable import FrameProf

/// The word stored beside each timestamp: whatever is packed into it must come back out, because the
/// trace writer reads a record's kind, phase and name from it alone.
@Suite struct RecordWordTests {
    @Test(arguments: EventKind.allCases)
    func kindAndPhaseComeBackFromEveryWord(kind: EventKind) {
        let name = SignpostName("RecordWordTests.row", module: ModuleTag("RecordWordTests"))
        let begin = RecordWord.interned(kind, .begin, name)
        #expect(RecordWord.kind(begin) == kind && RecordWord.phase(begin) == .begin)
        let end = RecordWord.end(kind)
        #expect(RecordWord.kind(end) == kind && RecordWord.phase(end) == .end)
        let literal: StaticString = "a literal name"
        let instant = RecordWord.staticName(kind, .instant, literal, .none)
        #expect(RecordWord.kind(instant) == kind && RecordWord.phase(instant) == .instant)
        #expect(!RecordWord.isCause(begin) && !RecordWord.isCause(end) && !RecordWord.isCause(instant))
    }

    /// A name's key leaves out kind and phase, so a body and a measure of one type share one trace
    /// name; an interned id and an address with the same bits do not.
    @Test func aNamesKeyIgnoresKindAndPhase() {
        let name = SignpostName("RecordWordTests.cell")
        let body = RecordWord.interned(.body, .begin, name) & RecordWord.nameKeyMask
        let measure = RecordWord.interned(.measure, .instant, name) & RecordWord.nameKeyMask
        #expect(body == measure)
        #expect(body & RecordWord.payloadMask == UInt64(name.id))
        let literal: StaticString = "RecordWordTests.cell"
        let address = RecordWord.staticName(.body, .begin, literal, .none)
        #expect(address & RecordWord.nameKeyMask != body)
        #expect(address & RecordWord.payloadMask == UInt64(UInt(bitPattern: literal.utf8Start)) & RecordWord.payloadMask)
    }

    /// Causes and outcomes ride in the same ring with a kind no signpost uses.
    @Test func causesAndOutcomesAreToldApartFromEvents() {
        let name = SignpostName("RecordWordTests.cause")
        let cause = RecordWord.cause(name, outcome: false), outcome = RecordWord.cause(name, outcome: true)
        #expect(RecordWord.isCause(cause) && RecordWord.isCause(outcome))
        #expect(RecordWord.phase(cause) == .begin && RecordWord.phase(outcome) == .instant)
        #expect(cause & RecordWord.nameKeyMask == RecordWord.interned(.body, .begin, name) & RecordWord.nameKeyMask)
    }
}
