/// The published band sets for hitch time ratio (ms of hitch per second).
public enum HitchBandSet: String, Sendable, CaseIterable {
    /// ≤ 10 good, ≤ 25 warning, ≤ 50 critical, > 50 severe (the default).
    case current
    /// < 5 good, 5–10 warning, ≥ 10 critical.
    case older

    /// The limits of `band(for:)` in words, printed beside every ratio a report shows.
    public var legend: String {
        switch self {
        case .current: "≤ 10 good, ≤ 25 warning, ≤ 50 critical, > 50 severe ms/s"
        case .older: "< 5 good, 5–10 warning, ≥ 10 critical ms/s"
        }
    }

    /// The band a ratio falls in under this set.
    public func band(for msPerSecond: Double) -> HitchBand {
        switch self {
        case .current:
            if msPerSecond <= 10 { return .good }
            if msPerSecond <= 25 { return .warning }
            if msPerSecond <= 50 { return .critical }
            return .severe
        case .older:
            if msPerSecond < 5 { return .good }
            if msPerSecond < 10 { return .warning }
            return .critical
        }
    }
}

/// A hitch-time-ratio band.
public enum HitchBand: String, Sendable, CaseIterable {
    /// Users are unlikely to notice hitches.
    case good
    /// Users may notice hitches.
    case warning
    /// Hitches are disruptive.
    case critical
    /// Hitches dominate (current set only).
    case severe
}

/// A hitch time ratio with its band and the set the band came from, which reports always print together.
public struct HitchRatio: Sendable, Equatable, CustomStringConvertible {
    /// Milliseconds of hitch time per second of the measured interval.
    public var msPerSecond: Double
    /// The band.
    public var band: HitchBand
    /// The band set used.
    public var bandSet: HitchBandSet

    /// Classifies a ratio under a band set.
    public init(msPerSecond: Double, bandSet: HitchBandSet) {
        self.msPerSecond = msPerSecond
        self.bandSet = bandSet
        band = bandSet.band(for: msPerSecond)
    }

    /// "12.5 ms/s (warning, current bands)".
    public var description: String {
        let rounded = (msPerSecond * 10).rounded() / 10
        return "\(rounded) ms/s (\(band.rawValue), \(bandSet.rawValue) bands)"
    }
}
