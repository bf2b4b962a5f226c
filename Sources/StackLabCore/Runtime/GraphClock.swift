@_spi(Simulation) import FrameProf

/// A graph's time: the recording clock layout reads, the running transaction's commit deadline and how
/// much of the frame is left, and work scheduled for later on that clock (an image that arrives). One
/// thread drives it, as it drives its graph.
package final class GraphClock {
    /// Time source for deadline checks inside layout (nanoseconds on the recording clock).
    package var now: () -> UInt64 = { FrameProf.now() }
    /// The commit deadline of the running transaction; lazy containers stop placing rows past it.
    package var deadline: UInt64 = .max
    /// Whether lazy containers prepare rows ahead of the visible edge when a frame has time left.
    package var prefetchEnabled = true
    /// The display interval, so layout knows how much of a frame is left.
    package var frameIntervalNs: UInt64 = 8_333_333
    /// Work due at a time on the recording clock, in the order scheduled.
    private var timers: [(due: UInt64, action: () -> Void)] = []

    /// A clock on the recorder's timeline, with no deadline.
    init() {}

    /// Whether the running transaction is past its commit deadline.
    var isPastDeadline: Bool { now() > deadline }

    /// Whether more than a quarter of the frame is left before the commit deadline.
    var hasTimeToPrefetch: Bool {
        guard prefetchEnabled else { return false }
        guard deadline != .max else { return true }
        let now = self.now()
        return now < deadline && deadline - now > frameIntervalNs / 4
    }

    /// Runs `action` at the first transaction that starts `nanoseconds` from now or later.
    package func schedule(afterNanoseconds nanoseconds: UInt64, _ action: @escaping () -> Void) {
        timers.append((now() &+ nanoseconds, action))
    }

    /// Whether scheduled work is due by `time`: the driver runs a transaction for it.
    package func hasTimer(dueBy time: UInt64) -> Bool {
        timers.contains { $0.due <= time }
    }

    /// Takes the work due by `time` (a transaction starting then), in the order it was scheduled.
    func takeTimers(dueBy time: UInt64) -> [() -> Void] {
        guard timers.contains(where: { $0.due <= time }) else { return [] }
        let due = timers.filter { $0.due <= time }.map(\.action)
        timers.removeAll { $0.due <= time }
        return due
    }
}
