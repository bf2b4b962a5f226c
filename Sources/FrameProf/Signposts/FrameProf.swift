import FrameProfTrace
import CFrameProfClock

/// The signpost API an app calls from any thread: wrap `body`, `measure`, `place` and your own work.
///
/// Each call reads the clock and appends a 16-byte record to the calling thread's ring — no lock, no
/// allocation. With recording off, a call is one relaxed load and a branch; building with
/// `-Xswiftc -DFRAMEPROF_DISABLED` removes the calls entirely.
public enum FrameProf {
    /// True while a `Recorder` records in any context of the process: the one load a signpost checks
    /// first. `Recorder.current` says whether the calling thread's context records.
    @inlinable
    public static var isEnabled: Bool {
        #if FRAMEPROF_DISABLED
        false
        #else
        cfp_is_enabled() != 0
        #endif
    }

    /// Opens an interval named by a static string, such as a layout's type name.
    @inlinable @inline(__always)
    public static func begin(_ kind: SignpostKind, _ name: StaticString, module: ModuleTag = .none) {
        #if !FRAMEPROF_DISABLED
        guard cfp_is_enabled() != 0 else { return }
        emit(RecordWord.staticName(kind, .begin, name, module))
        #endif
    }

    /// Opens an interval named by an interned name.
    @inlinable @inline(__always)
    public static func begin(_ kind: SignpostKind, _ name: SignpostName) {
        #if !FRAMEPROF_DISABLED
        guard cfp_is_enabled() != 0 else { return }
        emit(RecordWord.interned(kind, .begin, name))
        #endif
    }

    /// Closes the innermost open interval of `kind` on this thread.
    @inlinable @inline(__always)
    public static func end(_ kind: SignpostKind) {
        #if !FRAMEPROF_DISABLED
        guard cfp_is_enabled() != 0 else { return }
        emit(RecordWord.end(kind))
        #endif
    }

    /// Marks a point in time.
    @inlinable @inline(__always)
    public static func instant(_ kind: SignpostKind, _ name: StaticString, module: ModuleTag = .none) {
        #if !FRAMEPROF_DISABLED
        guard cfp_is_enabled() != 0 else { return }
        emit(RecordWord.staticName(kind, .instant, name, module))
        #endif
    }

    /// Marks a point in time with an interned name.
    @inlinable @inline(__always)
    public static func instant(_ kind: SignpostKind, _ name: SignpostName) {
        #if !FRAMEPROF_DISABLED
        guard cfp_is_enabled() != 0 else { return }
        emit(RecordWord.interned(kind, .instant, name))
        #endif
    }

    /// Runs `work` inside an interval; the interval closes even when `work` throws.
    @inlinable @inline(__always)
    public static func interval<Result, Failure: Error>(
        _ kind: SignpostKind, _ name: StaticString, module: ModuleTag = .none,
        _ work: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        begin(kind, name, module: module)
        defer { end(kind) }
        return try work()
    }

    /// Runs `work` inside an interval with an interned name.
    @inlinable @inline(__always)
    public static func interval<Result, Failure: Error>(
        _ kind: SignpostKind, _ name: SignpostName, _ work: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        begin(kind, name)
        defer { end(kind) }
        return try work()
    }

    /// Says why the next interval this thread begins runs: before `begin(.transaction, …)` the
    /// transaction's trigger (`scroll`, `tick`), before `begin(.body, …)` why that body is evaluated.
    /// Reports count evaluations by cause per view and chain causes for late frames. One untimed
    /// record store: no clock read.
    @inlinable @inline(__always)
    public static func cause(_ name: SignpostName) {
        #if !FRAMEPROF_DISABLED
        guard cfp_is_enabled() != 0 else { return }
        emitUntimed(RecordWord.cause(name, outcome: false))
        #endif
    }

    /// Says what came of the interval this thread closed last, such as `unchanged output` after a body
    /// whose result equalled its previous one (a wasted evaluation).
    @inlinable @inline(__always)
    public static func outcome(_ name: SignpostName) {
        #if !FRAMEPROF_DISABLED
        guard cfp_is_enabled() != 0 else { return }
        emitUntimed(RecordWord.cause(name, outcome: true))
        #endif
    }

    /// Records the value of the counter called `name` now — an image cache's bytes, a feed's loaded
    /// rows — tagged with the open transaction. Every report shows each counter by name (samples, min,
    /// mean, max, last) and the Perfetto and Chrome traces draw it as a track. A counter takes a lock
    /// and an array append rather than a ring slot: for values observed per frame or less often.
    public static func counter(_ name: String, _ value: Double) {
        #if !FRAMEPROF_DISABLED
        guard cfp_is_enabled() != 0, let recorder = Recorder.current else { return }
        let time = recorder.calibration.nanoseconds(fromTicks: cfp_now_ticks())
        recorder.record(TraceCounter(name: name, transactionID: cfp_get_open_transaction(), value: value, timeNs: time))
        #endif
    }

    /// Nanoseconds on the recorder's clock (the calibrated counter, or the virtual clock when one is in
    /// use). Frame clocks and trace timestamps share this timebase.
    @inlinable
    public static func now() -> UInt64 {
        ClockCalibration.current.nanoseconds(fromTicks: cfp_now_ticks())
    }

    /// Appends a record whose place in the thread's stream is its time (causes need no timestamp).
    @inlinable @inline(__always)
    static func emitUntimed(_ word: UInt64) {
        if cfp_try_append(0, word) == 0 {
            Recorder.appendSlow(ticks: 0, word: word)
        }
    }

    @inlinable @inline(__always)
    static func emit(_ word: UInt64) {
        let ticks = cfp_now_ticks()
        if cfp_try_append(ticks, word) == 0 {
            Recorder.appendSlow(ticks: ticks, word: word)
        }
    }
}
