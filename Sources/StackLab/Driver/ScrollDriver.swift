import Foundation

/// Plays a gesture script on the first scroll view of a graph, one transaction per vsync while input
/// arrives. Drags and flings move the offset by their displacement since the previous frame (so an
/// offset a container corrected during layout is kept), scrubs and jumps set it outright, and an offset
/// past an edge is shown rubber-banded and springs back when no finger holds it.
public final class ScrollDriver {
    /// The runner whose transactions carry the input.
    public let runner: TransactionRunner
    /// The steps, in order.
    public let script: [GestureStep]
    /// Called after the offset moved, before layout (a root that writes the offset into its state).
    public var offsetChanged: ((Double) -> Void)?
    /// Called after a transaction whose visible bottom came within one viewport of the content's end
    /// (pagination); returns whether it appended rows.
    public var nearEnd: (() -> Bool)?
    /// Called with the time (seconds since the first frame) at every vsync before input is read, so
    /// model state that changes with time (a live timestamp) can mark the graph for update.
    public var clockAdvanced: ((Double) -> Void)?
    /// The index of the row with an id (for jumps); identity by default.
    public var rowIndex: (Int) -> Int? = { $0 }
    /// The offset after each input, for tests: (seconds since the first frame, offset).
    public private(set) var offsets: [(time: Double, offset: Double)] = []

    private var starts: [Double] = []
    private var rawExcess = 0.0
    private var appliedJumps = Set<Int>()

    /// A driver for `script` over `runner`.
    public init(runner: TransactionRunner, script: [GestureStep]) {
        self.runner = runner
        self.script = script
        var time = 0.0
        for step in script {
            starts.append(time)
            time += step.duration
        }
    }

    /// The script's length in seconds.
    public var totalDuration: Double { (starts.last ?? 0) + (script.last?.duration ?? 0) }

    /// Runs the first transaction, then the script, stopping after `limit` seconds at the latest.
    public func run(limit: Double) {
        let graph = runner.graph
        runner.runTransaction()
        let origin = runner.frames[0].startNs
        guard let grid = runner.clock.grid else { return }
        let end = min(limit, totalDuration)
        var vsync = grid.index(atOrBefore: origin) + 1
        var previous = 0.0
        while true {
            let start = runner.nextStart(notBefore: grid.time(vsync))
            let t = Double(start - origin) / 1e9
            let jumpsLeft = script.indices.contains { isJump($0) && !appliedJumps.contains($0) }
            if t >= end && !(jumpsLeft && t < limit) { break }
            clockAdvanced?(t)
            let moved = hasInput(at: t, since: previous)
            if moved || graph.needsTransaction {
                runner.runTransaction(at: start) { [self] in
                    if moved { applyInput(at: t, since: previous) }
                }
                previous = t
                if let nearEnd, let scroll = graph.scrollViewNodes.first,
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

    /// The step running at `t` (the last one started).
    private func stepIndex(at t: Double) -> Int? {
        starts.lastIndex { $0 <= t }
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

    private func hasInput(at t: Double, since previous: Double) -> Bool {
        if rawExcess != 0 { return true }
        if displacement(at: t) != displacement(at: previous) { return true }
        guard let index = stepIndex(at: t) else { return false }
        if case .scrub = script[index] { return true }
        return script.indices.contains { isJump($0) && starts[$0] <= t && !appliedJumps.contains($0) }
    }

    private func isJump(_ index: Int) -> Bool {
        if case .jump = script[index] { return true }
        return false
    }

    private func applyInput(at t: Double, since previous: Double) {
        guard let scroll = runner.graph.scrollViewNodes.first else { return }
        let maxOffset = scroll.maxOffset
        var offset = scroll.offset
        for index in script.indices where isJump(index) && starts[index] <= t && !appliedJumps.contains(index) {
            appliedJumps.insert(index)
            guard case let .jump(row) = script[index], let rowIndex = rowIndex(row),
                  let top = scroll.offset(ofRow: rowIndex) else { continue }
            offset = min(max(0, top), maxOffset)
            rawExcess = 0
        }
        let index = stepIndex(at: t)
        if let index, case let .scrub(duration) = script[index] {
            // The indicator sweeps down in the first half and back up in the second.
            let phase = duration > 0 ? min(1, (t - starts[index]) / duration) : 1
            offset = maxOffset * (phase < 0.5 ? phase * 2 : (1 - phase) * 2)
            rawExcess = 0
        } else {
            let delta = displacement(at: t) - displacement(at: previous)
            let held: Bool
            if let index, case .drag = script[index] { held = true } else { held = false }
            offset = move(from: offset, by: delta, maxOffset: maxOffset, viewport: scroll.viewportHeight,
                          springBack: held ? 0 : t - previous)
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
