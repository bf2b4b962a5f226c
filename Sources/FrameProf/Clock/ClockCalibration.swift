import FrameProfTrace
import FrameProfSupport
import CFrameProfClock
#if canImport(Glibc)
import Glibc
#endif

/// Turns raw counter ticks into nanoseconds. The time-stamp counter is used when the CPU says it is
/// invariant and the kernel itself trusts it as its clocksource; it is calibrated once against
/// `CLOCK_MONOTONIC` over a few milliseconds. Otherwise ticks are already `CLOCK_MONOTONIC` nanoseconds.
public struct ClockCalibration: Sendable, Equatable {
    /// Which counter `FrameProf.now()` and the signposts read.
    public var source: TraceFormat.ClockSource
    /// Ticks per second (1e9 for nanosecond sources).
    public var ticksPerSecond: Double
    /// A tick reading and the monotonic nanoseconds taken at the same moment.
    public var baseTicks: UInt64
    /// Monotonic nanoseconds at `baseTicks`.
    public var baseNanoseconds: UInt64
    @usableFromInline var nanosecondsPerTick: Double

    /// Converts a tick reading of this calibration's source into nanoseconds.
    @inlinable
    public func nanoseconds(fromTicks ticks: UInt64) -> UInt64 {
        if source != .timestampCounter { return ticks }
        if ticks >= baseTicks {
            return baseNanoseconds &+ UInt64(Double(ticks &- baseTicks) * nanosecondsPerTick)
        }
        return baseNanoseconds &- UInt64(Double(baseTicks &- ticks) * nanosecondsPerTick)
    }

    init(source: TraceFormat.ClockSource, ticksPerSecond: Double, baseTicks: UInt64, baseNanoseconds: UInt64) {
        self.source = source
        self.ticksPerSecond = ticksPerSecond
        self.baseTicks = baseTicks
        self.baseNanoseconds = baseNanoseconds
        nanosecondsPerTick = 1e9 / ticksPerSecond
    }

    private static let hardware = Locked<ClockCalibration?>(nil)

    /// The calibration in force in the calling thread's recording context: `CLOCK_MONOTONIC` until a
    /// recorder or caller selects another source.
    public static var current: ClockCalibration {
        RecordingContext.current.calibration.withLock { $0 }
            ?? ClockCalibration(source: .monotonic, ticksPerSecond: 1e9, baseTicks: 0, baseNanoseconds: 0)
    }

    /// Switches the signposts' and frame clocks' time source in the calling thread's recording
    /// context. Call it while not recording.
    @_spi(Simulation) public static func select(_ source: TraceFormat.ClockSource) {
        let calibration: ClockCalibration
        switch source {
        case .virtual:
            calibration = ClockCalibration(source: .virtual, ticksPerSecond: 1e9, baseTicks: 0, baseNanoseconds: 0)
            cfp_set_clock_source(Int32(CFP_CLOCK_VIRTUAL))
        case .timeline:
            TimelineClock.prepare()
            calibration = ClockCalibration(source: .timeline, ticksPerSecond: 1e9, baseTicks: 0, baseNanoseconds: 0)
            cfp_set_clock_source(Int32(CFP_CLOCK_TIMELINE))
        case .monotonic:
            calibration = ClockCalibration(source: .monotonic, ticksPerSecond: 1e9, baseTicks: 0, baseNanoseconds: 0)
            cfp_set_clock_source(Int32(CFP_CLOCK_MONOTONIC))
        case .timestampCounter:
            calibration = hardwareCalibration()
            cfp_set_clock_source(calibration.source == .timestampCounter ? Int32(CFP_CLOCK_TSC) : Int32(CFP_CLOCK_MONOTONIC))
        }
        RecordingContext.current.calibration.withLock { $0 = calibration }
    }

    /// Selects the best hardware clock for the calling thread's recording context: the invariant
    /// counter when trustworthy, else monotonic.
    public static func selectHardware() {
        select(.timestampCounter)
    }

    /// The hardware calibration, measured once per process.
    static func hardwareCalibration() -> ClockCalibration {
        hardware.withLock { cached in
            if let cached { return cached }
            let measured = measure()
            cached = measured
            return measured
        }
    }

    private static func measure() -> ClockCalibration {
        guard counterIsTrustworthy() else {
            return ClockCalibration(source: .monotonic, ticksPerSecond: 1e9, baseTicks: 0, baseNanoseconds: 0)
        }
        // Bracket each counter read between two monotonic reads and keep the tightest pair, at the start
        // and after ~5 ms, so scheduling noise does not skew the rate.
        func pair() -> (ticks: UInt64, ns: UInt64) {
            var best = (ticks: UInt64(0), ns: UInt64(0), width: UInt64.max)
            for _ in 0..<16 {
                let before = cfp_monotonic_ns()
                let ticks = cfp_read_counter()
                let after = cfp_monotonic_ns()
                if after - before < best.width {
                    best = (ticks, before + (after - before) / 2, after - before)
                }
            }
            return (best.ticks, best.ns)
        }
        let start = pair()
        var now = cfp_monotonic_ns()
        while now - start.ns < 5_000_000 { now = cfp_monotonic_ns() }
        let end = pair()
        let rate = Double(end.ticks &- start.ticks) / (Double(end.ns &- start.ns) / 1e9)
        guard rate.isFinite, rate > 1e6 else {
            return ClockCalibration(source: .monotonic, ticksPerSecond: 1e9, baseTicks: 0, baseNanoseconds: 0)
        }
        return ClockCalibration(source: .timestampCounter, ticksPerSecond: rate, baseTicks: start.ticks, baseNanoseconds: start.ns)
    }

    private static func counterIsTrustworthy() -> Bool {
        guard cfp_has_invariant_counter() != 0 else { return false }
        #if os(Linux) && arch(x86_64)
        // The kernel demotes the TSC (to hpet, acpi_pm, kvm-clock…) when it finds it unsynchronised
        // between CPUs; follow its judgement.
        guard let file = fopen("/sys/devices/system/clocksource/clocksource0/current_clocksource", "r") else {
            return false
        }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 64)
        guard fgets(&buffer, 64, file) != nil else { return false }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let name = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: " \n")
        return name == "tsc"
        #else
        return true
        #endif
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s.removeFirst() }
        while let c = s.last, set.contains(c) { s.removeLast() }
        return String(s)
    }
}
