import FrameProfAnalysis
import FrameProfTrace

extension PerfettoTraceWriter {
    /// Perfetto's FrameTimeline, one expected and one actual app ("surface") frame per frame, with the
    /// words Android's FrameTimeline uses:
    /// - expected: from the vsync the transaction counts from to its commit deadline (the time the app
    ///   was given);
    /// - actual: from the transaction's start to its commit (the time it took), with the frame's
    ///   verdict (`FrameTimelineVerdict`) as jank type, present type and on-time finish.
    /// The frame's index + 1 is its token; each slice has its own cookie to pair start and end.
    mutating func writeFrameTimeline(_ frames: [FrameRow]) {
        for row in frames {
            let frame = row.frame
            let token = UInt64(row.index) + 1
            let verdict = FrameTimelineVerdict(frame)
            surfaceFrame(expected: true, at: frame.startVsyncNs, token: token, verdict: verdict)
            frameEnd(at: frame.commitDeadlineNs, cookie: token * 2)
            surfaceFrame(expected: false, at: frame.startNs, token: token, verdict: verdict)
            frameEnd(at: max(frame.commitNs, frame.startNs), cookie: token * 2 + 1)
        }
    }

    private mutating func surfaceFrame(expected: Bool, at time: UInt64, token: UInt64, verdict: FrameTimelineVerdict) {
        typealias T = F.FrameTimeline
        let packet = beginPacket(timestamp: time)
        let event = out.begin(F.Packet.frameTimelineEvent)
        let start = out.begin(expected ? T.expectedSurfaceFrameStart : T.actualSurfaceFrameStart)
        out.uint(T.cookie, expected ? token * 2 : token * 2 + 1)
        out.uint(T.token, token)
        out.uint(T.displayFrameToken, token)
        out.uint(T.pid, pid)
        out.string(T.layerName, strategy)
        if !expected {
            out.uint(T.presentType, verdict.presentType)
            out.uint(T.onTimeFinish, verdict.onTimeFinish ? 1 : 0)
            out.uint(T.gpuComposition, 0)
            out.uint(T.jankType, verdict.jankType)
            out.uint(T.predictionType, FrameTimelineVerdict.predictionValid)
        }
        out.end(start)
        out.end(event)
        endPacket(packet)
    }

    private mutating func frameEnd(at time: UInt64, cookie: UInt64) {
        let packet = beginPacket(timestamp: time)
        let event = out.begin(F.Packet.frameTimelineEvent)
        let end = out.begin(F.FrameTimeline.frameEnd)
        out.uint(F.FrameTimeline.cookie, cookie)
        out.end(end)
        out.end(event)
        endPacket(packet)
    }
}
