import Foundation
import FrameProf
import StackLab
@_spi(Nodes) import StackLabCore

/// Plays a gesture script on the first scroll view of a graph, one transaction per vsync while input
/// arrives. Drags and flings move the offset by their displacement since the previous frame (so an
/// offset a container corrected during layout is kept), scrubs and jumps set it outright, and an offset
/// past an edge is shown rubber-banded and springs back when no finger holds it.
package final class ScrollDriver {
    /// The runner whose transactions carry the input.
    package let runner: TransactionRunner
    /// The steps, in order.
    package let script: [GestureStep]
    /// Called after the offset moved, before layout (a root that writes the offset into its state).
    package var offsetChanged: ((Double) -> Void)?
    /// Called after a transaction whose visible bottom came within one viewport of the content's end
    /// (pagination); returns whether it appended rows.
    package var nearEnd: (() -> Bool)?
    /// Called with the time (seconds since the first frame) at every vsync before input is read, so
    /// model state that changes with time (a live timestamp) can mark the graph for update.
    package var clockAdvanced: ((Double) -> Void)?
    /// Runs inside the first transaction, before its layout (a screen pushed onto a navigation stack).
    package var firstInput: (() -> Void)?
    /// How long the push transition that follows the first transaction runs, in seconds (`open: push`);
    /// nil when the screen is on screen from the start. The recording lasts at least until it ends.
    package var transitionSeconds: Double?
    /// The index of the row with an id (for jumps); identity by default.
    package var rowIndex: (Int) -> Int? = { $0 }
    /// The offset after each input, for tests: (seconds since the first frame, offset).
    package private(set) var offsets: [(time: Double, offset: Double)] = []

    private let starts: [Double]
    /// The script's jumps in order, applied at the first frame at or after their start.
    private var jumps: [(start: Double, row: Int)] = []
    private var nextJump = 0
    /// Each scrub step's path, by its index in the script.
    private var scrubPaths: [Int: ScrubPath] = [:]
    private var rawExcess = 0.0

    /// A driver for `script` over `runner`; `seed` fixes a hand's scrub sweeps.
    package init(runner: TransactionRunner, script: [GestureStep], seed: UInt64 = 0) {
        self.runner = runner
        self.script = script
        starts = script.startTimes
        for (index, (start, step)) in zip(starts, script).enumerated() {
            if case let .jump(row) = step { jumps.append((start, row)) }
            if case let .scrub(duration, sweep) = step {
                scrubPaths[index] = ScrubPath(duration: duration, sweep: sweep, seed: seed &+ UInt64(index))
            }
        }
    }

    /// The script's length in seconds.
    package var totalDuration: Double { (starts.last ?? 0) + (script.last?.duration ?? 0) }

    /// Runs the first transaction, then the script, stopping after `limit` seconds at the latest.
    package func run(limit: Double) {
        let graph = runner.graph
        runner.runTransaction(trigger: firstInput == nil ? nil : "screen pushed", input: firstInput)
        let origin = runner.frames[0].startNs
        guard let grid = runner.clock.grid else { return }
        let end = min(limit, totalDuration)
        let transition = transitionSeconds.map { seconds in
            PushTransitionWindow(begin: runner.frames[0].commitNs, seconds: seconds, grid: grid)
        }
        if transition != nil { runner.transition = ScreenTransition(outgoing: runner.lastList) }
        var vsync = grid.index(atOrBefore: origin) + 1
        var previous = 0.0
        while true {
            let start = runner.nextStart(notBefore: grid.time(vsync))
            let t = Double(start - origin) / 1e9
            let inTransition = transition.map { start <= $0.lastFrameStart } ?? false
            if !inTransition { runner.transition = nil }
            // A jump takes no time of its own, so one at the very end still gets its frame.
            if t >= end && !inTransition && !(nextJump < jumps.count && t < limit) { break }
            if inTransition, let transition { runner.transition?.progress = transition.progress(at: start) }
            clockAdvanced?(t)
            let input = self.input(at: t, since: previous)
            let appWork = input != nil || graph.needsTransaction || graph.clock.hasTimer(dueBy: start)
            if inTransition && !appWork {
                // Nothing for the app to do: the render server still draws the transition's frame.
                runner.renderCommittedLayers(at: start)
                vsync = max(vsync + 1, grid.index(atOrAfter: runner.nextStart()))
            } else if appWork {
                runner.runTransaction(at: start, trigger: input != nil ? "scroll offset" : nil) { [self] in
                    if let input { apply(input, at: t, since: previous) }
                }
                previous = t
                if let nearEnd, let scroll = graph.outermostScrollView,
                   scroll.offset + 2 * scroll.viewportHeight >= scroll.contentHeight {
                    // The page appended now is laid out by the next transaction.
                    _ = nearEnd()
                }
                vsync = max(vsync + 1, grid.index(atOrAfter: runner.nextStart()))
            } else {
                vsync += 1
            }
        }
    }

    /// The vsyncs a push transition's frames start at: from the one after the push commits to the first
    /// at or after the transition's end, whose frame shows both screens in their final places.
    private struct PushTransitionWindow {
        let begin: UInt64
        let end: UInt64
        let lastFrameStart: UInt64

        init(begin: UInt64, seconds: Double, grid: VsyncGrid) {
            self.begin = begin
            end = begin + UInt64((seconds * 1e9).rounded())
            lastFrameStart = grid.time(grid.index(atOrAfter: end))
        }

        /// How far the transition has run at `time`, 0…1.
        func progress(at time: UInt64) -> Double {
            guard end > begin, time < end else { return 1 }
            return time > begin ? Double(time - begin) / Double(end - begin) : 0
        }
    }

    /// Finger and fling displacement accumulated by time `t`.
    func displacement(at t: Double) -> Double {
        var total = 0.0
        for (start, step) in zip(starts, script) where t > start {
            let elapsed = min(t - start, step.duration)
            switch step {
            case let .drag(velocity, _): total += velocity * elapsed
            case let .fling(velocity, deceleration): total += ScrollPhysics.flingDistance(velocity, deceleration, at: elapsed)
            default: break
            }
        }
        return total
    }

    /// What the user does in the frame at `t`.
    private struct Input {
        /// Jumps due by now (`jumps[range]`); the last one wins.
        var jumps: Range<Int>
        /// The scrub running now: its start and path.
        var scrub: (start: Double, path: ScrubPath)?
        /// Drag and fling displacement since the previous frame.
        var delta: Double
        /// Whether a finger holds the content (a drag is running), so an overscroll does not spring back.
        var held: Bool
    }

    /// The input of the frame at `t`, or nil when nothing moves.
    private func input(at t: Double, since previous: Double) -> Input? {
        let due = nextJump..<(jumps[nextJump...].firstIndex { $0.start > t } ?? jumps.count)
        let running = starts.lastIndex { $0 <= t }
        var scrub: (start: Double, path: ScrubPath)?
        var held = false
        if let running {
            if let path = scrubPaths[running] { scrub = (starts[running], path) }
            if case .drag = script[running] { held = true }
        }
        let delta = displacement(at: t) - displacement(at: previous)
        guard !due.isEmpty || scrub != nil || delta != 0 || rawExcess != 0 else { return nil }
        return Input(jumps: due, scrub: scrub, delta: delta, held: held)
    }

    private func apply(_ input: Input, at t: Double, since previous: Double) {
        guard let scroll = runner.graph.outermostScrollView else { return }
        let maxOffset = scroll.maxOffset
        var offset = scroll.offset
        for jump in jumps[input.jumps] {
            guard let index = rowIndex(jump.row), let top = scroll.offset(ofRow: index) else { continue }
            offset = min(max(0, top), maxOffset)
            rawExcess = 0
        }
        nextJump = input.jumps.upperBound
        if let scrub = input.scrub {
            offset = maxOffset * scrub.path.fraction(at: t - scrub.start)
            rawExcess = 0
        } else {
            offset = move(from: offset, by: input.delta, maxOffset: maxOffset, viewport: scroll.viewportHeight,
                          springBack: input.held ? 0 : t - previous)
        }
        scroll.scroll(to: offset)
        offsets.append((t, offset))
        offsetChanged?(offset)
    }

    /// Moves an offset by `delta`, rubber-banding past the edges; an overscroll not held by a finger
    /// decays toward the edge over `springBack` seconds.
    private func move(from offset: Double, by delta: Double, maxOffset: Double, viewport: Double, springBack: Double) -> Double {
        let clamped = min(max(offset, 0), maxOffset)
        var raw = clamped + (offset == clamped ? 0 : rawExcess) + delta
        if springBack > 0, raw < 0 || raw > maxOffset {
            let edge = raw < 0 ? 0 : maxOffset
            raw = edge + (raw - edge) * exp(-springBack / ScrollPhysics.springBackTimeConstant)
            if abs(raw - edge) < 0.5 { raw = edge }
        }
        if raw < 0 {
            rawExcess = raw
            return ScrollPhysics.rubberBand(raw, viewport: viewport)
        }
        if raw > maxOffset {
            rawExcess = raw - maxOffset
            return maxOffset + ScrollPhysics.rubberBand(raw - maxOffset, viewport: viewport)
        }
        rawExcess = 0
        return raw
    }
}
