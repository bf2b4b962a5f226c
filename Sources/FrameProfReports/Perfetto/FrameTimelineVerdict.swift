import FrameProfTrace

/// How one of frameprof's frames reads in Perfetto's FrameTimeline, whose words come from Android's
/// SurfaceFlinger: the app is the main thread's transaction, and SurfaceFlinger's part (compositing
/// and presenting) is StackLab's render stage, as Apple's render server is on a phone.
/// - a commit hitch is "App Deadline Missed": the app's own work ran past its deadline;
/// - a render hitch is "SurfaceFlinger GPU Deadline Missed": committed on time, but the render stage
///   (which rasterises, GPU work) made the frame late;
/// - a queued frame that did not hitch is "Buffer Stuffing": it waited behind the previous frame, which
///   is latency, so it is still an on-time present, keeping "Late Present" equal to frameprof's hitches;
/// - every other frame has jank type "None".
struct FrameTimelineVerdict: Equatable {
    /// `FrameTimelineEvent.JankType` bits (a bitmask; frameprof sets one).
    static let jankNone: UInt64 = 1, jankRenderDeadlineMissed: UInt64 = 32, jankAppDeadlineMissed: UInt64 = 64,
               jankBufferStuffing: UInt64 = 128
    /// `FrameTimelineEvent.PresentType`.
    static let presentOnTime: UInt64 = 1, presentLate: UInt64 = 2
    /// `FrameTimelineEvent.PredictionType.PREDICTION_VALID`: frameprof's vsync grid is exact.
    static let predictionValid: UInt64 = 1

    /// The jank type bitmask.
    let jankType: UInt64
    /// On time or late.
    let presentType: UInt64
    /// The transaction committed by its deadline.
    let onTimeFinish: Bool

    /// The verdict on `frame`, from its classification alone.
    init(_ frame: FrameRecord) {
        switch frame.classification {
        case .commitHitch:
            jankType = Self.jankAppDeadlineMissed
            presentType = Self.presentLate
        case .renderHitch:
            jankType = Self.jankRenderDeadlineMissed
            presentType = Self.presentLate
        case .onTime:
            jankType = frame.isQueued ? Self.jankBufferStuffing : Self.jankNone
            presentType = Self.presentOnTime
        }
        onTimeFinish = !frame.missedCommitDeadline
    }
}
