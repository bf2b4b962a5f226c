import FrameProfTrace
import FrameProfSupport
import CFrameProfClock

/// Where signposts, clocks and frame records go: one recording at a time per context.
///
/// An app has one context, the process's, and never needs another. A host that runs several
/// independent recordings in one process (a test runner running suites in parallel, a simulator
/// running two devices) makes a context for each and binds it to a thread with `run(_:)`. Inside it
/// the thread's signposts, its clock (`FrameProf.now()`, the simulation clocks), its open transaction
/// and `Recorder.current` all belong to that context, so one recording never sees another's events.
///
/// The binding is one thread-local pointer, through which a signpost reads its clock source instead
/// of from a global (`bench` measured no change). It follows the thread, not a Swift task, so `run`
/// takes a synchronous body; threads started inside it belong to the process's context.
public final class RecordingContext: @unchecked Sendable {
    /// The process's context: every thread's unless it runs inside another.
    public static let process = RecordingContext(process: ())

    /// The calling thread's context.
    public static var current: RecordingContext {
        let state = cfp_get_current_context()!
        guard state != cfp_process_context(), let owner = state.pointee.owner else { return .process }
        return Unmanaged<RecordingContext>.fromOpaque(owner).takeUnretainedValue()
    }

    /// The C state the signpost path reads: clock source, simulation clocks, open transaction.
    let state: UnsafeMutablePointer<cfp_context>
    /// The rings of the threads that signposted in this context.
    let rings: RingRegistry
    /// The recording running in this context, if any.
    let active = Locked<Recorder?>(nil)
    /// The clock calibration `FrameProf.now()` converts ticks with.
    let calibration = Locked<ClockCalibration?>(nil)

    /// A context of its own: monotonic clock, virtual time zero, not recording.
    public init() {
        state = .allocate(capacity: 1)
        rings = RingRegistry(threadExitCleanup: false)
        cfp_context_init(state, Unmanaged.passUnretained(self).toOpaque())
    }

    private init(process: Void) {
        state = cfp_process_context()
        rings = RingRegistry(threadExitCleanup: true)
        state.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
    }

    deinit {
        // Only a context that no thread runs in and no recorder holds gets here; the process's never does.
        state.deallocate()
    }

    /// The recording running in this context, if any.
    public var recorder: Recorder? { active.withLock { $0 } }

    /// Runs `body` on the calling thread inside this context, then puts back the thread's previous one.
    /// Contexts nest; a context may run on several threads at once, each with its own ring.
    public func run<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let previousState = cfp_get_current_context()
        let previousRing = cfp_get_current_ring()
        cfp_set_current_context(state)
        cfp_set_current_ring(rings.callingThreadRing()?.ring)
        defer {
            cfp_set_current_context(previousState)
            cfp_set_current_ring(previousRing)
        }
        return try body()
    }
}
